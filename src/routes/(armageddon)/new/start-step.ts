/** Starting the game from the last step, and the words of a start that failed: loaded on the tap that starts. */
import { rejectionText } from '$lib/components/rejection-text';
import { errorText } from '$lib/i18n/saved-games';
import type { Lang } from '$lib/i18n/locale.svelte';
import { m } from '$lib/i18n/messages';
import type { Started } from '$lib/state/start-game';

export { startGame } from '$lib/state/start-game';

/** Why the game did not start: saving failed, or the engine refused the setup. */
export function startErrorText(started: Extract<Started, { ok: false }>, lang: Lang): string {
	return started.kind === 'save'
		? m.setup_errors_save_failed({ reason: started.error ? errorText(started.error, lang) : started.reason })
		: m.setup_errors_start_failed({ reason: started.rejection ? rejectionText(started.rejection, lang) : started.reason });
}
