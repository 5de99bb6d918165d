/**
 * What a City turn offers, worked out once for the City screen and for the steps the app takes by itself: the
 * leader suggested as the wildcard where only it lets a printed action be taken, and a turn with nothing to do
 * passed on without a tap (the table sees it under "Just now"; one Undo takes it back with the step before).
 */
import { apply, CARD_ACTION_KINDS, cardActionPossible, CITY_ACTION_KINDS, cityActionPossible, cityColourLimits, oneTapCardAction, unprintedActionsOpen } from '$lib/games/armageddon';
import type { BuildingCard, CityAction, CityActionKind, GameEvent, GameState, PlayerId, Site, SurvivorCounts } from '$lib/games/armageddon';

/** Colours the leader may have stood in for, the one least likely to be in the bid first (the likely mix takes workers last). */
const STOOD_IN_FOR = ['worker', 'soldier', 'engineer'] as const;

/**
 * The City bid's colours with the leader in place of one survivor, when the colours as entered refuse `action`
 * and these accept it (the leader is wild, p. 3; the likely mix puts the leader last, so it is often missing).
 * Null when the action needs no change, the leader could not be in City, or no such swap helps.
 */
export function leaderSwap(state: GameState, id: PlayerId, action: CityAction): SurvivorCounts | null {
	const p = state.players.find((q) => q.id === id);
	const bid = p?.cityBid;
	if (!p || !bid || bid.leader > 0 || cityColourLimits(p).leader < 1) return null;
	if (apply(state, { type: 'city-action', player: id, action }).ok) return null;
	for (const kind of STOOD_IN_FOR) {
		if (bid[kind] < 1) continue;
		const mix = { ...bid, [kind]: bid[kind] - 1, leader: 1 };
		const set = apply(state, { type: 'city-colours', player: id, mix });
		if (set.ok && apply(set.value, { type: 'city-action', player: id, action }).ok) return mix;
	}
	return null;
}

/** Whether the City screen offers `kind` in its list: building actions without their card only while some card's actions are not entered. */
export function offeredKind(state: GameState, id: PlayerId, kind: CityActionKind, catalogue: readonly BuildingCard[]): boolean {
	const p = state.players.find((q) => q.id === id);
	if (!p || !cityActionPossible(state, id, kind)) return false;
	return !(CARD_ACTION_KINDS as readonly CityActionKind[]).includes(kind) || unprintedActionsOpen(p, catalogue);
}

/** Whether the player may take the action printed at `index` on the card on `site`, as the colours stand or with the leader standing in. */
export function printedPossible(state: GameState, id: PlayerId, site: Site, index: number): boolean {
	if (cardActionPossible(state, id, site, index)) return true;
	const p = state.players.find((q) => q.id === id);
	const now = p ? oneTapCardAction(p, site, index) : null;
	return now !== null && leaderSwap(state, id, now) !== null;
}

/** Whether `id`, in turn in City, has nothing the City screen offers: no action in the list, none printed on a card. */
export function nothingToDo(state: GameState, id: PlayerId, catalogue: readonly BuildingCard[]): boolean {
	const p = state.players.find((q) => q.id === id);
	if (!p) return false;
	if (CITY_ACTION_KINDS.some((kind) => offeredKind(state, id, kind, catalogue))) return false;
	return !Object.entries(p.sites).some(([key, b]) => (b?.actions ?? []).some((_, index) => printedPossible(state, id, Number(key) as Site, index)));
}

/** The "Done" the app taps for the player in turn in City when they have nothing to do; null when someone has. */
export function idlePass(state: GameState, catalogue: readonly BuildingCard[]): GameEvent | null {
	const id = state.phase === 'city' ? state.cityOrder[0] : undefined;
	return id !== undefined && nothingToDo(state, id, catalogue) ? { type: 'city-done', player: id } : null;
}

/**
 * Passes on every City turn with nothing to do, one after the other, after a step of the person's (their last
 * survivor used, or a phase that ends where the next player has nothing to do).
 */
export async function passIdle(game: { readonly state: GameState; readonly buildingCards?: readonly BuildingCard[]; dispatch(e: GameEvent): Promise<boolean> }): Promise<void> {
	for (let pass = idlePass(game.state, game.buildingCards ?? []); pass; pass = idlePass(game.state, game.buildingCards ?? [])) {
		if (!(await game.dispatch(pass))) return;
	}
}
