/** A building card's printed details while they are entered (Construction's new card, the Box page's catalogue). */
import type { BuildingCard, BuildingSpecial, BuildingType, CardAction } from '$lib/games/armageddon';

export type Upgrade = 'none' | 'headquarters' | 'watchtower';

export interface CardDraft {
	name: string;
	type: BuildingType | null;
	housing: number;
	starVp: number;
	special: BuildingSpecial | 'none';
	upgrade: Upgrade;
	/** The extra actions printed on the card. */
	actions: CardAction[];
}

/** An empty card: nothing printed is guessed. */
export const blankCard = (): CardDraft => ({ name: '', type: null, housing: 0, starVp: 0, special: 'none', upgrade: 'none', actions: [] });

/** The draft of a known card (to edit it, or to build it). */
export function draftOf(card: BuildingCard): CardDraft {
	return {
		name: card.name,
		type: card.type,
		housing: card.housing,
		starVp: card.starVp,
		special: card.special ?? 'none',
		upgrade: card.upgrade ?? 'none',
		actions: [...(card.actions ?? [])]
	};
}

/** The card a draft describes at `level`, unchecked: the profile's `putBuildingCard` checks it. */
export function cardFrom(d: CardDraft, level: 1 | 2): unknown {
	return {
		name: d.name.trim(),
		level,
		type: d.type,
		housing: d.housing,
		starVp: d.starVp,
		...(d.special === 'none' ? {} : { special: d.special }),
		...(d.upgrade === 'none' ? {} : { upgrade: d.upgrade }),
		...(d.actions.length > 0 ? { actions: d.actions.map((a) => ({ ...a })) } : {})
	};
}
