/** Test doubles for the panels: a game context over a real engine state, and table positions built by events. */
import { FIXTURE_COMPLETE_PROFILE, FIXTURE_RULES_ONLY_PROFILE } from '$lib/games/armageddon/testing/fixture-profiles';
import { AREAS, apply, createGame, createSetup, EQUIPMENT_KINDS, housingShortfall, playerId } from '$lib/games/armageddon';
import type { Area, AuctionTile, BoxProfile, BuildingCard, GameEvent, GameState, PlayerId, Rejection, ScoringTile, Setup } from '$lib/games/armageddon';
import type { GameContext } from '../../game-context';
import { prefillReturns } from '../returns';

/** A game context whose dispatch records every event and applies it with the engine. */
export class FakeGame implements GameContext {
	#state = $state.raw<GameState>() as GameState;
	readonly events: GameEvent[] = [];
	readonly rejections: Rejection[] = [];
	/** The states before each applied event, for `undo`. */
	readonly #before: GameState[] = [];
	/** The box's building cards the panels may offer by name. */
	buildingCards: readonly BuildingCard[] = [];

	constructor(state: GameState) {
		this.#state = state;
	}

	get state(): GameState {
		return this.#state;
	}

	name = (id: PlayerId): string => this.#state.players.find((p) => p.id === id)?.name ?? id;

	dispatch = async (event: GameEvent): Promise<boolean> => {
		this.events.push(event);
		const result = apply(this.#state, event);
		if (!result.ok) {
			this.rejections.push(result);
			return false;
		}
		this.#before.push(this.#state);
		this.#state = result.value;
		return true;
	};

	/** Takes back the last applied event, as the header's Undo does. */
	undo = async (): Promise<void> => {
		this.#state = this.#before.pop() ?? this.#state;
	};
}

/** Like the game page: the step shows at once, but dispatch resolves only once it is "saved" (`saved()`). */
export class SavingGame implements GameContext {
	readonly #game: FakeGame;
	#pending: (() => void)[] = [];

	constructor(state: GameState) {
		this.#game = new FakeGame(state);
	}

	get state(): GameState {
		return this.#game.state;
	}

	name = (id: PlayerId): string => this.#game.name(id);

	dispatch = async (event: GameEvent): Promise<boolean> => {
		const applied = await this.#game.dispatch(event);
		await new Promise<void>((resolve) => this.#pending.push(resolve));
		return applied;
	};

	/** Finishes every save still running. */
	saved(): void {
		this.#pending.splice(0).forEach((resolve) => resolve());
	}
}

export const NIKKI = playerId('nikki');
export const ANI = playerId('ani');
export const FRANK = playerId('frank');
export const TRAVIS = playerId('travis');

const tiles = FIXTURE_COMPLETE_PROFILE.auctionTiles as readonly AuctionTile[];
/** Fixture auction tiles by index: 0 +Equipment/+Damage, 3 −Damage/−Equipment, 2 +2 VP/+Marauder, 4 +2 VP/+Damage, 6 −Damage/+Marauder. */
export const tile = (i: number): AuctionTile => tiles[i] as AuctionTile;

/**
 * A new game made by createSetup and createGame; `areas` puts chosen fixture tiles under the three areas,
 * `public1` chooses the app-drawn public tile 1.
 */
export function newTable(opts: { profile?: BoxProfile; areas?: readonly [number, number, number]; public1?: ScoringTile } = {}): GameState {
	const profile = opts.profile ?? FIXTURE_COMPLETE_PROFILE;
	const made = createSetup({
		players: [
			{ id: 'nikki', name: 'Nikki', colour: 'orange' },
			{ id: 'ani', name: 'Ani', colour: 'black' },
			{ id: 'frank', name: 'Frank', colour: 'brown' },
			{ id: 'travis', name: 'Travis', colour: 'white' }
		],
		seed: 'TEST00',
		profile
	});
	if (!made.ok) throw new Error(made.reason);
	let setup: Setup = made.value;
	if (opts.areas) {
		const [a, b, c] = opts.areas;
		setup = {
			...setup,
			auctionTiles: [a, b, c].map((i) => ({ drawn: 'app', tile: tile(i) })) as unknown as Setup['auctionTiles'],
			auctionStack: tiles.filter((_, i) => !opts.areas?.includes(i))
		};
	}
	if (opts.public1) setup = { ...setup, publicTiles: [{ drawn: 'app', tile: opts.public1 }, setup.publicTiles[1]] };
	return createGame(setup, profile);
}

/** A profile that knows only the rulebook's tiles: the table draws them and enters them. */
export const TABLE_DRAWS: BoxProfile = {
	...FIXTURE_COMPLETE_PROFILE,
	name: 'FIXTURE complete, tiles drawn at the table',
	auctionTiles: FIXTURE_RULES_ONLY_PROFILE.auctionTiles,
	scoringTiles: FIXTURE_RULES_ONLY_PROFILE.scoringTiles
};

/** Apply events that must be accepted. */
export function play(state: GameState, ...events: GameEvent[]): GameState {
	let s = state;
	for (const e of events) {
		const r = apply(s, e);
		if (!r.ok) throw new Error(`${e.type} rejected: ${r.reason}`);
		s = r.value;
	}
	return s;
}

/** How the round goes for players not named: bid 0, empty beer card, +Equipment (beer) tile without a building, no City action. */
export interface Plan {
	readonly before?: readonly GameEvent[];
	readonly bids?: Partial<Record<Area, Partial<Record<PlayerId, number>>>>;
	readonly cards?: Partial<Record<PlayerId, Partial<Record<'worker' | 'soldier' | 'engineer' | 'marauder', number>>>>;
	readonly builds?: Partial<Record<PlayerId, Omit<Extract<GameEvent, { type: 'construct' }>, 'type' | 'player'>>>;
}

function settle(state: GameState): GameState {
	let s = state;
	for (let owed = s.pending[0]; owed; owed = s.pending[0]) {
		const p = s.players.find((q) => q.id === owed?.player);
		const kind = owed.kind === 'equipment-drawn' ? 'beer' : (EQUIPMENT_KINDS.find((k) => (p?.equipment[k] ?? 0) > 0) ?? 'beer');
		s = play(s, { type: 'choose', player: owed.player, equipment: kind });
	}
	return s;
}

/** Round start, `before` events, every bid, owed choices made: exploration picks are next. */
export function toExploration(state: GameState, plan: Plan = {}, settleChoices = true): GameState {
	let s = play(state, { type: 'start-round' }, ...(plan.before ?? []));
	for (const area of AREAS) {
		for (const p of s.players) s = play(s, { type: 'bid', area, player: p.id, survivors: plan.bids?.[area]?.[p.id] ?? 0 });
	}
	return settleChoices ? settle(s) : s;
}

/** …and every exploration pick. */
export function toConstruction(state: GameState, plan: Plan = {}): GameState {
	let s = toExploration(state, plan);
	for (const id of s.pickOrder) {
		const card = plan.cards?.[id] ?? {};
		const survivors = { worker: 0, soldier: 0, engineer: 0, marauder: 0, ...card };
		s = play(s, { type: 'explore', player: id, equipment: 'beer', survivors });
	}
	return s;
}

/** …and every construction pick. */
export function toCity(state: GameState, plan: Plan = {}): GameState {
	let s = toConstruction(state, plan);
	for (const id of s.pickOrder) {
		const build = plan.builds?.[id] ?? { tile: 'equipment+', tileChoice: 'beer', build: null };
		s = play(s, { type: 'construct', player: id, ...build });
	}
	return s;
}

/** …and everyone done in City: completion is next. */
export function toCompletion(state: GameState, plan: Plan = {}): GameState {
	let s = toCity(state, plan);
	for (const id of s.cityOrder) s = play(s, { type: 'city-done', player: id });
	return s;
}

/** A whole round, short players sending back workers first. */
export function playRound(state: GameState, plan: Plan = {}): GameState {
	const s = toCompletion(state, plan);
	const returns: Record<PlayerId, ReturnType<typeof prefillReturns>> = {};
	for (const p of s.players) {
		const short = housingShortfall(s, p.id);
		if (short.ok && short.value > 0) returns[p.id] = prefillReturns(p, short.value);
	}
	return play(s, { type: 'completion', returns });
}
