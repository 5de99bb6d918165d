/**
 * Game setup (§2): players, seed, and the app's draws of scoring tiles,
 * auction tiles and the VP stack. Tiles the profile does not know are left to
 * be drawn at the table.
 */
import { COLOURS, playerId, type AuctionTile, type BoxProfile, type Colour, type Drawn, type PlayerId, type PlayerSetup, type ScoringTile, type Setup } from './types';
import { sameName } from '../shared/names';
import { BAG, COUNTS, START_PIECES } from './data/known';
import { MAX_PLAYERS, MIN_PLAYERS, removedAtSetup } from './limits';
import { auctionTilesKnown, tilesKnown, validateProfile } from './profile';
import { createRng, normaliseSeedCode, shuffle, type Rng } from './rng';
import type { Rejection, RejectionDetail, Result } from './rejections';

export const MAX_NAME_LENGTH = 24;

export interface SetupInput {
	readonly players: readonly { readonly id?: string; readonly name: string; readonly colour: Colour }[];
	readonly seed: string;
	readonly profile: BoxProfile;
}

const reject = (code: Rejection['code'], reason: string, detail: RejectionDetail, params: Record<string, string | number>): Rejection => ({ ok: false, code, reason, detail, params });

/** Checks names, colours and ids; players keep their seating order. */
function checkPlayers(input: SetupInput['players']): Result<PlayerSetup[]> {
	if (!Array.isArray(input) || input.length < MIN_PLAYERS || input.length > MAX_PLAYERS) {
		const n = Array.isArray(input) ? input.length : 0;
		return reject('invalid-value', `players: the game is for ${MIN_PLAYERS} or ${MAX_PLAYERS} players, got ${n}`, { kind: 'player-count', min: MIN_PLAYERS, max: MAX_PLAYERS, got: n }, { field: 'players', count: n });
	}
	const out: PlayerSetup[] = [];
	for (const [i, p] of input.entries()) {
		const who = `Player ${i + 1}`;
		const name = typeof p?.name === 'string' ? p.name.trim() : '';
		if (name === '') return reject('invalid-value', `${who}: the name is empty`, { kind: 'name-empty', seat: i + 1 }, { player: i + 1, field: 'name' });
		if (name.length > MAX_NAME_LENGTH)
			return reject('invalid-value', `${who}: the name "${name}" is longer than ${MAX_NAME_LENGTH} characters`, { kind: 'name-too-long', seat: i + 1, max: MAX_NAME_LENGTH }, { player: i + 1, field: 'name' });
		if (out.some((o) => sameName(o.name, name)))
			return reject('duplicate', `${who}: the name "${name}" is already taken`, { kind: 'name-taken', seat: i + 1, name }, { player: i + 1, field: 'name', value: name });
		if (!(COLOURS as readonly unknown[]).includes(p.colour))
			return reject('invalid-value', `${who} (${name}): colour must be one of ${COLOURS.join(', ')}`, { kind: 'colour-unknown', seat: i + 1, colour: String(p.colour) }, { player: i + 1, field: 'colour' });
		if (out.some((o) => o.colour === p.colour))
			return reject('duplicate', `${who} (${name}): the colour ${p.colour} is already taken`, { kind: 'colour-taken', seat: i + 1, colour: p.colour }, { player: i + 1, field: 'colour', value: p.colour });
		const id = p.id === undefined ? `p${i + 1}` : typeof p.id === 'string' ? p.id.trim() : '';
		if (id === '') return reject('invalid-value', `${who} (${name}): the id is empty`, { kind: 'id-empty', seat: i + 1 }, { player: i + 1, field: 'id' });
		if (out.some((o) => o.id === id)) return reject('duplicate', `${who} (${name}): the id "${id}" is already taken`, { kind: 'id-taken', seat: i + 1, id }, { player: i + 1, field: 'id', value: id });
		out.push({ id: playerId(id), name, colour: p.colour });
	}
	return { ok: true, value: out };
}

const physical = <T>(): Drawn<T> => ({ drawn: 'physical', tile: null });
const byApp = <T>(tile: T): Drawn<T> => ({ drawn: 'app', tile });

/** Public tiles, then two private tiles per player in seating order; the rest stay unseen. */
function drawScoringTiles(rng: Rng, profile: BoxProfile, players: readonly PlayerSetup[]) {
	let tiles: (Drawn<ScoringTile> | undefined)[] = [];
	let state = rng;
	if (tilesKnown(profile)) {
		const [shuffled, next] = shuffle(state, profile.scoringTiles as readonly ScoringTile[]);
		tiles = shuffled.map(byApp);
		state = next;
	}
	const at = (i: number): Drawn<ScoringTile> => tiles[i] ?? physical();
	const publicTiles: Setup['publicTiles'] = [at(0), at(1)];
	const privateTiles: Record<PlayerId, readonly [Drawn<ScoringTile>, Drawn<ScoringTile>]> = {};
	players.forEach((p, i) => {
		const first = COUNTS.publicTiles.value + COUNTS.privateTilesPerPlayer.value * i;
		privateTiles[p.id] = [at(first), at(first + 1)];
	});
	return { publicTiles, privateTiles, state };
}

/** Three tiles under Exploration, Construction, City; the others stacked. */
function drawAuctionTiles(rng: Rng, profile: BoxProfile) {
	if (!auctionTilesKnown(profile)) {
		const auctionTiles: Setup['auctionTiles'] = [physical(), physical(), physical()];
		return { auctionTiles, auctionStack: [] as AuctionTile[], state: rng };
	}
	const [shuffled, state] = shuffle(rng, profile.auctionTiles as readonly AuctionTile[]);
	const [a, b, c, ...auctionStack] = shuffled;
	const auctionTiles: Setup['auctionTiles'] = [byApp(a!), byApp(b!), byApp(c!)];
	return { auctionTiles, auctionStack, state };
}

/** Checks the players and seed and makes the seeded draws of §2; same input, same setup. */
export function createSetup(input: SetupInput): Result<Setup> {
	const players = checkPlayers(input?.players);
	if (!players.ok) return players;
	const seed = normaliseSeedCode(input.seed);
	if (!seed.ok) return seed;
	const profile = validateProfile(input.profile);
	if (!profile.ok) return { ...profile, reason: `profile: ${profile.reason}` };

	const scoring = drawScoringTiles(createRng(seed.value), profile.value, players.value);
	const auction = drawAuctionTiles(scoring.state, profile.value);
	const [vpStack, rngState] = shuffle(
		auction.state,
		players.value.map((p) => p.id)
	);
	return {
		ok: true,
		value: {
			players: players.value,
			seed: seed.value,
			publicTiles: scoring.publicTiles,
			privateTiles: scoring.privateTiles,
			auctionTiles: auction.auctionTiles,
			auctionStack: auction.auctionStack,
			vpStack,
			bag: { ...BAG.value },
			startingPieces: { ...START_PIECES.value },
			removed: { ...removedAtSetup(players.value.length) },
			rngState
		}
	};
}

/** "Play again": the same players and colours in the same seats, a new seed and the given box values. */
export function setupAgain(previous: Setup, seed: string, profile: BoxProfile): Result<Setup> {
	return createSetup({ players: previous.players.map((p) => ({ name: p.name, colour: p.colour })), seed, profile });
}
