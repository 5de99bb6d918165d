/** The final-scoring entry as plain data: blank or prefilled players, the engine input and live per-field points. */
import {
	beerPoints,
	type BoxProfile,
	type BuildingType,
	type Colour,
	DAMAGE_START_SPACE,
	MAX_DAMAGE,
	MAX_MARAUDERS,
	MIN_DAMAGE,
	finalDamage,
	type FinalDamage,
	type FinalInput,
	finalInputFromGame,
	type FinalPlayerInput,
	type GameState,
	gasolinePoints,
	holdingsOf,
	medicinePoints,
	type PlayerId,
	type Result,
	type ScoringTile,
	type SurvivorKind,
	tileCount,
	tileScore,
	type Vehicle,
	vehiclePoints,
	type VehicleScore,
	weaponPoints
} from '$lib/games/armageddon';

export type CardKind = 'beer' | 'gasoline' | 'weapon' | 'medicine' | 'map';

/** One player's entries; numbers may be invalid (NaN, fractions) while being typed, and are then refused. */
export interface PlayerDraft {
	id: PlayerId;
	name: string;
	colour: Colour;
	vp: number;
	damage: number;
	marauders: number;
	survivors: Record<SurvivorKind, number>;
	buildings: Record<BuildingType, number>;
	equipment: Record<CardKind, number>;
	/** Per vehicle: copies held of each distinct part (index = part). */
	vehicles: Record<Vehicle, number[]>;
	privateTiles: [ScoringTile | null, ScoringTile | null];
	/** Tiles the app drew: shown, not changed. */
	privateFixed: [boolean, boolean];
	/** null = the better tile. */
	privateChoice: 0 | 1 | null;
	/** Vehicle part cards the game tracked (the hand must add up to it); null in a quick score. */
	vehicleCards: number | null;
}

/** A player of a quick score: VP not entered yet, damage marker on its start space, nothing else. */
export function blankPlayer(id: PlayerId, name: string, colour: Colour): PlayerDraft {
	return {
		id,
		name,
		colour,
		vp: Number.NaN,
		damage: DAMAGE_START_SPACE.value,
		marauders: 0,
		survivors: { worker: 0, soldier: 0, engineer: 0, leader: 0 },
		buildings: { headquarters: 0, civil: 0, military: 0, science: 0 },
		equipment: { beer: 0, gasoline: 0, weapon: 0, medicine: 0, map: 0 },
		vehicles: { car: [], bus: [], truck: [] },
		privateTiles: [null, null],
		privateFixed: [false, false],
		privateChoice: null,
		vehicleCards: null
	};
}

/** The players of a tracked game, prefilled with what it tracked; the vehicle split starts empty and must add up to the cards tracked. */
export function playersFromGame(state: GameState): PlayerDraft[] {
	const input = finalInputFromGame(state);
	return input.players.map((p, i) => {
		const tracked = state.players[i];
		const drawn = state.setup.privateTiles[p.player];
		return {
			id: p.player,
			name: p.name,
			colour: tracked?.colour ?? 'brown',
			vp: p.vp,
			damage: p.damage,
			marauders: p.marauders,
			survivors: { ...p.survivors },
			buildings: { ...p.buildings },
			equipment: { beer: p.equipment.beer, gasoline: p.equipment.gasoline, weapon: p.equipment.weapon, medicine: p.equipment.medicine, map: p.equipment.map },
			vehicles: { car: [], bus: [], truck: [] },
			privateTiles: [p.privateTiles[0], p.privateTiles[1]],
			privateFixed: [drawn?.[0]?.drawn === 'app', drawn?.[1]?.drawn === 'app'],
			privateChoice: null,
			vehicleCards: p.vehicleCards ?? tracked?.equipment.vehicle ?? 0
		};
	});
}

/** The engine's input for one player. */
export function toPlayerInput(p: PlayerDraft): FinalPlayerInput {
	return {
		player: p.id,
		name: p.name,
		vp: p.vp,
		damage: p.damage,
		marauders: p.marauders,
		survivors: { ...p.survivors },
		buildings: { ...p.buildings },
		equipment: { ...p.equipment, vehicles: { car: [...p.vehicles.car], bus: [...p.vehicles.bus], truck: [...p.vehicles.truck] } },
		privateTiles: [p.privateTiles[0], p.privateTiles[1]],
		...(p.vehicleCards === null ? {} : { vehicleCards: p.vehicleCards }),
		...(p.privateChoice === null ? {} : { privateChoice: p.privateChoice })
	};
}

/** The engine's input for the whole table. */
export function toInput(players: readonly PlayerDraft[], publicTile: ScoringTile | null, profile: BoxProfile): FinalInput {
	return { players: players.map(toPlayerInput), publicTile, profile };
}

/** Survivors and buildings a tile counts (equipment tiles count the equipment entered anyway). */
export type TileTarget = { readonly kind: 'survivor'; readonly target: SurvivorKind } | { readonly kind: 'building'; readonly target: BuildingType };

/** The survivor and building counts the given tiles need, each once, in the order met. */
export function tileTargets(tiles: readonly (ScoringTile | null)[]): TileTarget[] {
	const out: TileTarget[] = [];
	for (const t of tiles) {
		if (!t || (t.kind !== 'survivor' && t.kind !== 'building')) continue;
		if (!out.some((o) => o.kind === t.kind && o.target === t.target)) out.push({ kind: t.kind, target: t.target } as TileTarget);
	}
	return out;
}

const whole = (n: unknown, min: number, max = Infinity): boolean => typeof n === 'number' && Number.isInteger(n) && n >= min && n <= max;

/** Points the engine gives one player's entries, field by field; null where the entry is not valid yet. */
export interface LivePoints {
	readonly publicTile: number | null;
	readonly privateTiles: readonly [number | null, number | null];
	readonly beer: Result<number> | null;
	readonly gasoline: Result<number> | null;
	readonly weapons: Result<number> | null;
	readonly medicine: Result<number> | null;
	readonly vehicles: Result<VehicleScore> | null;
	readonly damage: Result<FinalDamage> | null;
}

/** Live points of one player, from the engine's per-category functions (maps need the whole table). */
export function livePoints(p: PlayerDraft, publicTile: ScoringTile | null, profile: BoxProfile): LivePoints {
	const input = toPlayerInput(p);
	const countsOk =
		Object.values(p.survivors).every((n) => whole(n, 0)) &&
		Object.values(p.buildings).every((n) => whole(n, 0)) &&
		Object.values(p.equipment).every((n) => whole(n, 0)) &&
		Object.values(p.vehicles).every((parts) => parts.every((n) => whole(n, 0)));
	const holdings = countsOk ? holdingsOf(input) : null;
	const tile = (t: ScoringTile | null) => (t && holdings ? tileScore(t, tileCount(t, holdings)) : null);
	const card = (n: number, f: (profile: BoxProfile, n: number) => Result<number>) => (whole(n, 0) ? f(profile, n) : null);
	const handOk = Object.values(p.vehicles).every((parts) => parts.every((n) => whole(n, 0)));
	return {
		publicTile: tile(publicTile),
		privateTiles: [tile(p.privateTiles[0]), tile(p.privateTiles[1])],
		beer: card(p.equipment.beer, beerPoints),
		gasoline: card(p.equipment.gasoline, gasolinePoints),
		weapons: card(p.equipment.weapon, weaponPoints),
		medicine: card(p.equipment.medicine, medicinePoints),
		vehicles: handOk ? vehiclePoints(profile, input.equipment.vehicles) : null,
		damage: whole(p.damage, MIN_DAMAGE, MAX_DAMAGE) && whole(p.marauders, 0, MAX_MARAUDERS) ? finalDamage(profile, p.damage, p.marauders) : null
	};
}

/** The tile the engine will score: the chosen one, else the better (the first on a tie). */
export function chosenTile(p: PlayerDraft, points: LivePoints['privateTiles']): 0 | 1 | null {
	if (p.privateChoice !== null) return p.privateChoice;
	const [a, b] = p.privateTiles;
	if (!a && !b) return null;
	if (!a) return 1;
	if (!b) return 0;
	return (points[1] ?? 0) > (points[0] ?? 0) ? 1 : 0;
}
