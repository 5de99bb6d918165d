/** Builders for the final-scoring component tests (not used by the app). */
import { FIXTURE_COMPLETE_PROFILE } from '$lib/games/armageddon/testing/fixture-profiles';
import { ENGINEER_TILE, finalPlayer } from '$lib/games/armageddon/testing/final-builders';
import type { BoxProfile, Colour, FinalPlayerInput, ScoringTile } from '$lib/games/armageddon';
import type { PlayerDraft } from '../draft';
import { FinalDraft } from '../final-draft.svelte';

/** A draft player from an engine input. */
export function draftPlayer(p: FinalPlayerInput, colour: Colour, vehicleCards: number | null = null): PlayerDraft {
	return {
		id: p.player,
		name: p.name,
		colour,
		vp: p.vp,
		damage: p.damage,
		marauders: p.marauders,
		survivors: { ...p.survivors },
		buildings: { ...p.buildings },
		equipment: { beer: p.equipment.beer, gasoline: p.equipment.gasoline, weapon: p.equipment.weapon, medicine: p.equipment.medicine, map: p.equipment.map },
		vehicles: { car: [...p.equipment.vehicles.car], bus: [...p.equipment.vehicles.bus], truck: [...p.equipment.vehicles.truck] },
		privateTiles: [p.privateTiles[0], p.privateTiles[1]],
		privateFixed: [false, false],
		privateChoice: p.privateChoice ?? null,
		vehicleCards
	};
}

/** The rulebook's final example (§10): Travis 90 + 16 + 10 + 12 + 2 − 3 = 127 on FIXTURE_COMPLETE_PROFILE. */
export const TRAVIS = finalPlayer('Travis', {
	vp: 90,
	damage: 1,
	marauders: 3,
	survivors: { worker: 10, soldier: 0, engineer: 4, leader: 1 },
	buildings: { headquarters: 0, civil: 0, military: 0, science: 2 },
	equipment: { beer: 2, gasoline: 1, weapon: 1, map: 3 },
	privateTiles: [
		{ kind: 'building', target: 'science', vp: 3 },
		{ kind: 'survivor', target: 'worker', vp: 1 }
	]
});

/** Travis and three others (Nikki 2 maps, Frank 1, Ani none), all on 50 VP and damage space 2 but Travis. */
export function rulebookDraft(opts: { profile?: BoxProfile; publicTile?: ScoringTile | null; travisVehicleCards?: number | null } = {}): FinalDraft {
	const colours: Colour[] = ['white', 'orange', 'brown', 'black'];
	const inputs = [TRAVIS, finalPlayer('Nikki', { equipment: { map: 2 } }), finalPlayer('Frank', { equipment: { map: 1 } }), finalPlayer('Ani')];
	const players = inputs.map((p, i) => draftPlayer(p, colours[i] ?? 'black', i === 0 ? (opts.travisVehicleCards ?? null) : null));
	const profile = opts.profile ?? FIXTURE_COMPLETE_PROFILE;
	return new FinalDraft({ players, publicTile: opts.publicTile === undefined ? ENGINEER_TILE : opts.publicTile, profile: () => profile });
}
