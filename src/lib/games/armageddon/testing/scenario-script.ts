/**
 * The event script of the whole-game scenario test (scenario.test.ts): 6 rounds for Nikki, Ani,
 * Frank and Travis on FIXTURE_COMPLETE_PROFILE. Every figure it leads to is worked out by hand there.
 */
import { ANI, bids, card, FRANK, NIKKI, TRAVIS } from './game-builders';
import type { Building, BuildingTileEffect, CityAction, EquipmentKind, GameEvent, PlayerId, Site } from '../types';

const start: GameEvent = { type: 'start-round' };
const act = (player: PlayerId, action: CityAction): GameEvent => ({ type: 'city-action', player, action });
const fight = (p: PlayerId, marauders: number, survivors: number) => act(p, { kind: 'fight', marauders, survivors });
const gain = (p: PlayerId, vp: number, survivors: number) => act(p, { kind: 'gain-vp', vp, survivors });
const repair = (p: PlayerId, engineers: number, workerPairs: number) => act(p, { kind: 'repair', engineers, workerPairs });
const done = (player: PlayerId): GameEvent => ({ type: 'city-done', player });
const choose = (player: PlayerId, equipment: EquipmentKind): GameEvent => ({ type: 'choose', player, equipment });
const complete = (returns: Record<string, object> = {}): GameEvent => ({ type: 'completion', returns });
function build(player: PlayerId, tile: BuildingTileEffect, site: Site | null, building?: Building, tileChoice?: EquipmentKind | 'soldier' | 'engineer'): GameEvent {
	return { type: 'construct', player, tile, ...(tileChoice ? { tileChoice } : {}), build: site && building ? { site, building } : null };
}
const b = (type: Building['type'], housing: number, starVp: number, extra: Partial<Building> = {}): Building => ({ type, housing, starVp, ...extra });

export const ROUND_1: GameEvent[] = [
	start,
	...bids({
		exploration: [[NIKKI, 2], [ANI, 2], [TRAVIS, 1], [FRANK, 0]],
		construction: [[NIKKI, 1], [ANI, 0], [FRANK, 1], [TRAVIS, 2]],
		city: [[NIKKI, 3], [ANI, 4], [FRANK, 5], [TRAVIS, 3]]
	}),
	choose(NIKKI, 'weapon'),
	card(NIKKI, 'map', { worker: 1, marauder: 1 }),
	card(ANI, 'weapon', { engineer: 1, soldier: 1 }),
	card(TRAVIS, 'weapon', { engineer: 1, soldier: 1, marauder: 1 }),
	card(FRANK, 'beer', { worker: 2 }),
	build(TRAVIS, 'marauder-', 3, b('civil', 2, 1)),
	build(NIKKI, 'equipment+', 3, b('military', 2, 0), 'gasoline'),
	build(FRANK, 'two-houses', 3, b('science', 1, 0)),
	build(ANI, 'exchange', null, undefined, 'engineer'),
	fight(NIKKI, 2, 2),
	act(NIKKI, { kind: 'unused-housing-vp', survivors: 1 }),
	done(NIKKI),
	act(ANI, { kind: 'extension' }),
	fight(ANI, 1, 1),
	done(ANI),
	fight(FRANK, 1, 1),
	repair(FRANK, 0, 1),
	gain(FRANK, 2, 1),
	done(FRANK),
	fight(TRAVIS, 1, 1),
	act(TRAVIS, { kind: 'draw-survivor', drawn: 'soldier', survivors: 1 }),
	repair(TRAVIS, 1, 0),
	act(TRAVIS, { kind: 'vp-per-building', type: 'civil', survivors: 1 }),
	done(TRAVIS),
	complete({ [TRAVIS]: { worker: 1 } })
];

export const ROUND_2: GameEvent[] = [
	start,
	...bids({
		exploration: [[FRANK, 1], [TRAVIS, 3], [NIKKI, 0], [ANI, 2]],
		construction: [[FRANK, 2], [TRAVIS, 0], [NIKKI, 3], [ANI, 1]],
		city: [[FRANK, 4], [TRAVIS, 4], [NIKKI, 4], [ANI, 5]]
	}),
	choose(TRAVIS, 'medicine'),
	card(TRAVIS, 'vehicle', { worker: 1, marauder: 2 }),
	card(ANI, 'map', { engineer: 1 }),
	card(FRANK, 'beer', { worker: 1, soldier: 1 }),
	card(NIKKI, 'gasoline', { marauder: 1 }),
	build(NIKKI, 'damage-', 4, b('civil', 2, 2)),
	build(FRANK, 'marauder+', 4, b('military', 2, 0)),
	build(ANI, 'damage+', 8, b('science', 2, 0, { special: 'training-center' })),
	build(TRAVIS, 'equipment-', 1, b('headquarters', 2, 3, { upgrade: 'headquarters' }), 'weapon'),
	fight(FRANK, 3, 2),
	gain(FRANK, 3, 2),
	done(FRANK),
	fight(TRAVIS, 4, 2),
	act(TRAVIS, { kind: 'extension' }),
	done(TRAVIS),
	fight(NIKKI, 3, 2),
	repair(NIKKI, 0, 1),
	done(NIKKI),
	fight(ANI, 2, 1),
	repair(ANI, 2, 0),
	act(ANI, { kind: 'draw-equipment', kept: ['beer'], survivors: 1 }),
	done(ANI),
	complete({ [FRANK]: { worker: 1 }, [ANI]: { worker: 1 } })
];

export const ROUND_3: GameEvent[] = [
	start,
	...bids({
		exploration: [[TRAVIS, 2], [NIKKI, 1], [ANI, 1], [FRANK, 3]],
		construction: [[TRAVIS, 1], [NIKKI, 2], [ANI, 0], [FRANK, 1]],
		city: [[TRAVIS, 5], [NIKKI, 4], [ANI, 6], [FRANK, 4]]
	}),
	choose(FRANK, 'map'),
	card(FRANK, 'weapon', { soldier: 1 }),
	card(TRAVIS, 'vehicle', { engineer: 1, marauder: 1 }),
	card(NIKKI, 'map', { engineer: 2 }),
	card(ANI, 'vehicle', { worker: 1 }),
	build(NIKKI, 'exchange', null, undefined, 'soldier'),
	build(TRAVIS, 'two-houses', 2, b('military', 2, 2, { upgrade: 'watchtower' })),
	build(FRANK, 'damage+', 5, b('civil', 2, 3)),
	build(ANI, 'equipment-', 3, b('military', 2, 0, { special: 'builders-yard' }), 'beer'),
	fight(TRAVIS, 3, 3),
	act(TRAVIS, { kind: 'vp-per-building', type: 'military', survivors: 1 }),
	gain(TRAVIS, 2, 1),
	done(TRAVIS),
	fight(NIKKI, 1, 1),
	act(NIKKI, { kind: 'repair-vp', vp: 2, survivors: 1 }),
	gain(NIKKI, 2, 2),
	done(NIKKI),
	fight(ANI, 2, 2),
	repair(ANI, 2, 0),
	act(ANI, { kind: 'swap-equipment', discard: 'weapon', take: 'map', survivors: 1 }),
	act(ANI, { kind: 'draw-survivor', drawn: 'marauder', survivors: 1 }),
	done(ANI),
	fight(FRANK, 2, 2),
	repair(FRANK, 0, 1),
	done(FRANK),
	complete()
];

/** Intermediate scoring: engineers shown for public tile 1. */
export const INTERMEDIATE: GameEvent = { type: 'intermediate', counts: { [NIKKI]: 2, [ANI]: 3, [FRANK]: 0, [TRAVIS]: 2 } };

export const ROUND_4: GameEvent[] = [
	start,
	...bids({
		exploration: [[TRAVIS, 2], [NIKKI, 3], [ANI, 0], [FRANK, 2]],
		construction: [[TRAVIS, 3], [NIKKI, 1], [ANI, 2], [FRANK, 3]],
		city: [[TRAVIS, 4], [NIKKI, 4], [ANI, 6], [FRANK, 5]]
	}),
	choose(ANI, 'vehicle'),
	choose(NIKKI, 'weapon'),
	card(NIKKI, 'map', { worker: 2 }),
	card(TRAVIS, 'vehicle', { soldier: 1, marauder: 2 }),
	card(FRANK, 'gasoline', { engineer: 1, marauder: 1 }),
	card(ANI, 'medicine', { marauder: 1 }),
	build(TRAVIS, 'marauder+', 5, b('military', 2, 0, { special: 'double-fight-vp' })),
	build(FRANK, 'equipment+', 6, b('military', 2, 4), 'beer'),
	build(ANI, 'two-houses', 4, b('civil', 3, 2)),
	build(NIKKI, 'damage+', 5, b('science', 2, 10, { special: 'no-fight-vp' })),
	fight(TRAVIS, 6, 3),
	done(TRAVIS),
	fight(NIKKI, 3, 2),
	repair(NIKKI, 2, 0),
	done(NIKKI),
	gain(ANI, 3, 2),
	act(ANI, { kind: 'draw-equipment', kept: ['weapon', 'weapon'], survivors: 1 }),
	act(ANI, { kind: 'exchange', to: 'soldier', survivors: 2 }),
	done(ANI),
	fight(FRANK, 4, 2),
	repair(FRANK, 0, 1),
	gain(FRANK, 1, 1),
	done(FRANK),
	complete()
];

export const ROUND_5: GameEvent[] = [
	start,
	...bids({
		exploration: [[TRAVIS, 1], [NIKKI, 2], [ANI, 3], [FRANK, 0]],
		construction: [[TRAVIS, 2], [NIKKI, 2], [ANI, 1], [FRANK, 2]],
		city: [[TRAVIS, 6], [NIKKI, 5], [ANI, 5], [FRANK, 7]]
	}),
	choose(FRANK, 'beer'),
	choose(ANI, 'map'),
	card(ANI, 'map', { worker: 1 }),
	card(NIKKI, 'medicine', { soldier: 1, marauder: 1 }),
	card(TRAVIS, 'vehicle', { engineer: 1 }),
	card(FRANK, 'map', { marauder: 2 }),
	build(TRAVIS, 'damage-', 6, b('science', 2, 3)),
	build(NIKKI, 'marauder-', 6, b('civil', 2, 1)),
	build(FRANK, 'exchange', null, undefined, 'engineer'),
	build(ANI, 'equipment+', 5, b('civil', 2, 3, { special: 'church-mercyful' }), 'medicine'),
	fight(TRAVIS, 3, 2),
	act(TRAVIS, { kind: 'vp-per-building', type: 'science', survivors: 1 }),
	gain(TRAVIS, 4, 2),
	done(TRAVIS),
	fight(NIKKI, 3, 2),
	gain(NIKKI, 3, 2),
	done(NIKKI),
	fight(ANI, 5, 3),
	repair(ANI, 2, 0),
	done(ANI),
	fight(FRANK, 4, 2),
	repair(FRANK, 0, 1),
	act(FRANK, { kind: 'draw-survivor', drawn: 'worker', survivors: 1 }),
	repair(FRANK, 1, 0),
	gain(FRANK, 1, 1),
	done(FRANK),
	complete()
];

export const ROUND_6: GameEvent[] = [
	start,
	...bids({
		exploration: [[TRAVIS, 2], [NIKKI, 2], [ANI, 1], [FRANK, 3]],
		construction: [[TRAVIS, 3], [NIKKI, 1], [ANI, 2], [FRANK, 1]],
		city: [[TRAVIS, 5], [NIKKI, 6], [ANI, 6], [FRANK, 4]]
	}),
	choose(ANI, 'medicine'),
	choose(FRANK, 'map'),
	card(FRANK, 'gasoline', { worker: 1 }),
	card(TRAVIS, 'vehicle', { marauder: 1 }),
	card(NIKKI, 'map'),
	card(ANI, 'weapon', { soldier: 1 }),
	build(TRAVIS, 'marauder-', null),
	build(ANI, 'damage-', 6, b('military', 2, 2)),
	build(NIKKI, 'two-houses', 7, b('civil', 2, 2)),
	build(FRANK, 'marauder+', 7, b('science', 2, 2)),
	fight(TRAVIS, 4, 2),
	gain(TRAVIS, 2, 2),
	done(TRAVIS),
	fight(NIKKI, 3, 2),
	act(NIKKI, { kind: 'unused-housing-vp', survivors: 1 }),
	act(NIKKI, { kind: 'unused-housing-vp', survivors: 1 }),
	gain(NIKKI, 2, 2),
	done(NIKKI),
	fight(ANI, 5, 3),
	repair(ANI, 1, 0),
	gain(ANI, 2, 2),
	done(ANI),
	fight(FRANK, 3, 2),
	repair(FRANK, 1, 0),
	done(FRANK),
	complete()
];
