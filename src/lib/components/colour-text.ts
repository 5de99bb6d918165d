/** Survivors by colour in words: what a building action needs, the colours of a City bid (messages/*.json). */
import { m } from '$lib/i18n/messages';
import type { Lang } from '$lib/i18n/locale.svelte';
import type { SurvivorNeed } from '$lib/games/armageddon';

type Options = { locale?: Lang };

type Kind = 'worker' | 'soldier' | 'engineer' | 'leader';
const KINDS = ['engineer', 'soldier', 'worker', 'leader'] as const satisfies readonly Kind[];

const counted = {
	engineer: m.colours_count_engineer,
	soldier: m.colours_count_soldier,
	worker: m.colours_count_worker,
	leader: m.colours_count_leader
} satisfies Record<Kind, (inputs: { count: number }, options?: Options) => string>;

export const survivorNeed = {
	any: m.colours_need_any,
	worker: m.terms_worker,
	soldier: m.terms_soldier,
	engineer: m.terms_engineer,
	'engineer-or-soldier': m.colours_need_engineer_or_soldier
} satisfies Record<SurvivorNeed, () => string>;

/** "2 engineers, 1 worker": the colours of a bid, those with none left out; `null` when there are none. */
function listed(mix: Readonly<Record<Kind, number>>, options: Options): string | null {
	const parts = KINDS.filter((k) => mix[k] > 0).map((k) => counted[k]({ count: mix[k] }, options));
	return parts.length > 0 ? parts.join(', ') : null;
}

/** "Ann in City: 2 engineers, 1 worker". */
export const cityMixText = (name: string, mix: Readonly<Record<Kind, number>>, options: Options = {}) =>
	m.colours_city_mix({ name, mix: listed(mix, options) ?? m.colours_no_survivors({}, options) }, options);
