/** A refusal of the engine in the UI language: the catalogue's words for its detail. */
import '$lib/i18n/messages';
import { refusalText, type Name } from '$lib/i18n/words/refusals';
import type { Lang } from '$lib/i18n/locale.svelte';
import type { Rejection } from '$lib/games/armageddon';

const byId: Name = (id) => String(id);

/** The words for `r.detail` in `lang`; `name` gives player names (ids when left out). The English reason only for a rejection without a detail. */
export function rejectionText(r: Pick<Rejection, 'detail' | 'reason'>, lang: Lang, name: Name = byId): string {
	const detail = r.detail as Rejection['detail'] | undefined;
	return detail ? refusalText(detail, name, lang) : r.reason;
}
