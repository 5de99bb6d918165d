/** The final-scoring entries saved with a result, and a saved result's entries back in the form. */
import type { FinalEntries, PlayerId } from '$lib/games/armageddon';
import { toPlayerInput, type PlayerDraft } from './draft';

/** What each player's entries were, keyed by player, to save with the result. */
export function entriesOf(players: readonly PlayerDraft[]): Record<PlayerId, FinalEntries> {
	return Object.fromEntries(
		players.map((p) => {
			const { player, name, ...entries } = toPlayerInput(p);
			void name;
			return [player, entries];
		})
	) as Record<PlayerId, FinalEntries>;
}

/** The players with the saved entries in place of the prefilled ones (a player without saved entries keeps the prefill). */
export function withSavedEntries(players: readonly PlayerDraft[], saved: Readonly<Record<PlayerId, FinalEntries>> | undefined): PlayerDraft[] {
	return players.map((p) => {
		const e = saved?.[p.id];
		if (!e) return p;
		const { vehicles, ...cards } = e.equipment;
		return {
			...p,
			vp: e.vp,
			damage: e.damage,
			marauders: e.marauders,
			survivors: { ...e.survivors },
			buildings: { ...e.buildings },
			equipment: { ...cards },
			vehicles: { car: [...vehicles.car], bus: [...vehicles.bus], truck: [...vehicles.truck] },
			privateTiles: [e.privateTiles[0], e.privateTiles[1]],
			privateChoice: e.privateChoice ?? null,
			vehicleCards: e.vehicleCards ?? p.vehicleCards
		};
	});
}
