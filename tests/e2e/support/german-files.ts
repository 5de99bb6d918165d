/**
 * Files and links for the German proof (`german.test.ts`): backups refused for each reason, among them the
 * finished fixture game cut at a step with one step appended that the rules refuse (some after a correction
 * that sets the scene), box profile files the rules refuse, damaged share links, and games whose round logs
 * hold every "no change" note.
 */
import type { FileRefusalKind } from '../../../src/lib/db/refusals';
import { MAX_BACKUP_BYTES } from '../../../src/lib/db/import';
import type { LinkProblem } from '../../../src/lib/db/profile-link';
import type { RejectionKind } from '../../../src/lib/games/armageddon/rejections';
import type { ExportedSheet } from '../../../src/lib/db/sheet-schemas';
import { replay } from '../../../src/lib/games/armageddon/game';
import { housing, survivorTotal } from '../../../src/lib/games/armageddon/housing';
import { EQUIPMENT_KINDS, type BoxProfile, type BuildingCard, type CorrectionField, type GameEvent, type Setup } from '../../../src/lib/games/armageddon/types';
import { EVERYTHING, FINISHED_ID, fixture, RUNNING_ID } from './games';

type Game = { id: string; title: string | null; setup: Setup; profile: BoxProfile; events: unknown[]; final: unknown };
type Backup = { format: string; schemaVersion: number; games: Game[]; settings?: unknown };

const file = () => JSON.parse(EVERYTHING) as Backup;
const game = (id: string) => file().games.find((g) => g.id === id)!;
export const FINISHED = game(FINISHED_ID) as Game & { events: GameEvent[] };
export const RUNNING = game(RUNNING_ID) as Game & { events: GameEvent[] };

export interface BadBackup {
	readonly label: string;
	readonly text: string;
	readonly file: FileRefusalKind;
	/** The rules' refusal inside a "game-rejected" refusal. */
	readonly rejection?: RejectionKind;
}

const backup = (games: Game[]) => JSON.stringify({ ...file(), games, settings: undefined });
/** The finished game cut after `at` steps, with `steps` after it, alone in a backup. */
const cut = (at: number, steps: unknown[], patch: (g: Game) => Game = (g) => g) =>
	backup([patch({ ...FINISHED, id: 'kaputt', title: 'Kaputt', final: null, events: [...FINISHED.events.slice(0, at), ...steps] })]);

const B = { type: 'military', housing: 2, starVp: 0 };
const build = (site: number, extra: object = {}) => ({ type: 'construct', player: 'travis', tile: 'marauder-', build: { site, building: { ...B, ...extra } } });
const cityAction = (player: string, action: object) => ({ type: 'city-action', player, action });
const none = { worker: 0, soldier: 0, engineer: 0, marauder: 0 };
const boxValue = (key: string, value: unknown) => ({ type: 'box-value', key, value });
const correction = (player: string, field: CorrectionField, value: number) => ({ type: 'correction', player, field, value });
const tiles = FINISHED.profile.scoringTiles;
/** Steps 10–22 of the fixture with Nikki's City bid of 3 given by colour. */
const colouredCity = () => FINISHED.events.slice(9, 22).map((e, i) => (i === 0 ? { ...(e as object), mix: { worker: 2, soldier: 0, engineer: 0, leader: 1 } } : e));

/** Nikki's construction of round 1 with her building's extra action entered: once a round, any survivor fights off 1. */
const barracks = () => {
	const e = FINISHED.events[19] as Extract<GameEvent, { type: 'construct' }>;
	return { ...e, build: e.build && { ...e.build, building: { ...e.build.building, actions: [{ kind: 'fight', uses: 1, needs: 'any', amount: 1 }] } } };
};
const fightAt3 = (marauders: number) => ({ kind: 'fight', marauders, survivors: 1, site: 3 });

// Steps of the fixture game: 1–12 bids, 13 choose, 14–17 explore, 18–21 construct, 22–36 City, 37 completion, 113 intermediate.
const REFUSED_STEPS: [RejectionKind, number, unknown[], ((g: Game) => Game)?][] = [
	['unknown-player', 1, [{ type: 'bid', area: 'exploration', player: 'zed', survivors: 1 }]],
	['out-of-phase', 0, [{ type: 'bid', area: 'exploration', player: 'nikki', survivors: 1 }]],
	['already-bid', 2, [{ type: 'bid', area: 'exploration', player: 'nikki', survivors: 1 }]],
	['bid-too-many', 1, [{ type: 'bid', area: 'exploration', player: 'nikki', survivors: 40 }]],
	['bid-colours-sum', 9, [{ type: 'bid', area: 'city', player: 'nikki', survivors: 3, mix: { worker: 1, soldier: 0, engineer: 0, leader: 0 } }]],
	['bid-colour-short', 9, [{ type: 'bid', area: 'city', player: 'nikki', survivors: 3, mix: { worker: 0, soldier: 0, engineer: 0, leader: 3 } }]],
	['choice-owed', 13, [{ type: 'explore', player: 'nikki', equipment: 'map', survivors: { ...none, worker: 1 } }]],
	['no-choice-owed', 14, [{ type: 'choose', player: 'nikki', equipment: 'weapon' }]],
	['out-of-turn', 14, [{ type: 'explore', player: 'ani', equipment: 'map', survivors: none }]],
	['bag-short', 14, [{ type: 'explore', player: 'nikki', equipment: 'map', survivors: { ...none, worker: 30 } }]],
	['round-one-marauders', 14, [{ type: 'explore', player: 'nikki', equipment: 'map', survivors: { ...none, marauder: 2 } }]],
	['printed-site', 18, [build(1)]],
	['hq-upgrade-site', 18, [build(3, { upgrade: 'headquarters' })]],
	['watchtower-upgrade-site', 18, [build(3, { upgrade: 'watchtower' })]],
	['site-8-locked', 18, [build(8)]],
	['tile-choice', 19, [{ type: 'construct', player: 'nikki', tile: 'equipment+', tileChoice: 'soldier', build: null }]],
	['city-survivors-short', 22, [cityAction('nikki', { kind: 'fight', marauders: 2, survivors: 9 })]],
	['marauders-short', 22, [cityAction('nikki', { kind: 'fight', marauders: 7, survivors: 2 })]],
	['city-bid-uncoloured', 22, [{ type: 'city-colours', player: 'nikki', mix: { worker: 1, soldier: 0, engineer: 0, leader: 0 } }]],
	['no-card', 22, [cityAction('nikki', { kind: 'swap-equipment', discard: 'vehicle', take: 'map', survivors: 1 })]],
	['extension-built', 26, [cityAction('ani', { kind: 'extension' })]],
	['repair-nothing', 29, [cityAction('frank', { kind: 'repair', engineers: 0, workerPairs: 0 })]],
	['repair-short', 29, [cityAction('frank', { kind: 'repair', engineers: 3, workerPairs: 0 })]],
	['return-exact', 37, [{ type: 'completion', returns: {} }]],
	['cannot-return', 37, [{ type: 'completion', returns: { travis: { leader: 5 } } }]],
	['needs-box-values', 38, [], (g) => ({ ...g, profile: { ...g.profile, cityBoardHousing: null } })],
	['count-missing', 113, [{ type: 'intermediate', counts: { nikki: 2, ani: 3 } }]],
	['app-draws-auction-tiles', 113, [{ type: 'intermediate', counts: { nikki: 2, ani: 3, frank: 0, travis: 2 }, auctionTiles: Array(3).fill({ bonus: 'vp+2', penalty: 'marauder+' }) }]],
	['end-early-mid-round', 5, [{ type: 'end-early' }]],
	['bad-number', 5, [{ type: 'correction', player: 'nikki', field: 'vp', value: 99999 }]],
	['profile-invalid', 0, [{ type: 'box-value', key: 'beerTable', value: 'x' }]],
	['table-down', 0, [boxValue('beerTable', [0, 3, 1, 6, 10])]],
	['tile-twice', 0, [boxValue('scoringTiles', tiles.map((t, i) => (i === 1 ? tiles[0] : t)))]],
	['tile-zero-vp', 0, [boxValue('scoringTiles', tiles.map((t, i) => (i === 2 ? { ...t, vp: 0 } : t)))]],
	['rulebook-tile', 0, [boxValue('scoringTiles', tiles.map((t, i) => (i === 0 ? { ...t, vp: 9 } : t)))]],
	['auction-tiles-first', 2, [], (g) => ({ ...g, setup: { ...g.setup, auctionTiles: g.setup.auctionTiles.map(() => ({ drawn: 'physical', tile: null })) } as unknown as Setup })],
	['public-tile-first', 113, [{ type: 'intermediate', counts: { nikki: 2, ani: 3, frank: 0, travis: 2 } }], (g) => ({ ...g, setup: { ...g.setup, publicTiles: [{ drawn: 'physical', tile: null }, g.setup.publicTiles[1]] } })],
	// Nikki bids her 3 City survivors by colour (2 workers, the leader); the City then refuses other colours.
	['city-bid-sum', 9, [...colouredCity(), { type: 'city-colours', player: 'nikki', mix: { worker: 1, soldier: 0, engineer: 0, leader: 0 } }]],
	['city-colour-short', 9, [...colouredCity(), { type: 'city-colours', player: 'nikki', mix: { worker: 0, soldier: 0, engineer: 0, leader: 3 } }]],
	['damage-cannot-move', 63, [cityAction('travis', { kind: 'repair', engineers: 2, workerPairs: 0 })]],
	['damage-at-start', 102, [cityAction('nikki', { kind: 'repair-vp', vp: 1, survivors: 1 })]],
	// Travis builds Church Mercyful in round 1 and Church Vengeful in round 2.
	['two-churches', 18, [build(3, { type: 'civil', special: 'church-mercyful' }), ...FINISHED.events.slice(19, 59), { ...FINISHED.events[59], build: { site: 4, building: { ...B, type: 'civil', special: 'church-vengeful' } } }]],
	// Travis builds a Tower Site on site 3 in round 1, its Watchtower upgrade in round 2, and over it in round 3.
	['watchtower-fixed', 18, [build(3, { type: 'civil', special: 'tower-site' }), ...FINISHED.events.slice(19, 59), { ...FINISHED.events[59], build: { site: 3, building: { ...B, upgrade: 'watchtower' } } }, ...FINISHED.events.slice(60, 93), { ...FINISHED.events[93], build: { site: 3, building: B } }]],
	// Public tile 1 was drawn by the app; the table enters another one.
	['app-drawn-tile', 1, [{ type: 'tiles-entered', publicTiles: [{ kind: 'survivor', target: 'soldier', vp: 4 }, null] }]],
	// Frank is corrected to hold every engineer, so none is left in the bag for Nikki to draw in the City.
	['not-in-bag', 22, [correction('frank', 'survivors.engineer', 89), cityAction('nikki', { kind: 'draw-survivor', drawn: 'engineer', survivors: 1 })]],
	// Ani is corrected to hold no worker before her Exchange tile (soldier or engineer for a worker).
	['no-worker', 21, [correction('ani', 'survivors.worker', 0), FINISHED.events[21]]],
	// Nikki's building on site 3 is entered with "1× fight off 1": a second use, 2 marauders, or a site with no card is refused.
	['card-action-used', 19, [barracks(), ...FINISHED.events.slice(20, 22), cityAction('nikki', fightAt3(1)), cityAction('nikki', fightAt3(1))]],
	['card-action-differs', 19, [barracks(), ...FINISHED.events.slice(20, 22), cityAction('nikki', fightAt3(2))]],
	['card-action-missing', 22, [cityAction('nikki', { kind: 'gain-vp', vp: 2, survivors: 1, site: 4 })]],
	// Nikki's City bid by colour (2 workers, the leader) has no engineer for a repair by 2 engineers.
	['city-bid-colours', 9, [...colouredCity(), cityAction('nikki', { kind: 'repair', engineers: 2, workerPairs: 0 })]],
	// Her leader acts as the engineer of a repair; her colours set to 3 workers then leave it without one.
	['city-colours-used', 9, [...colouredCity(), cityAction('nikki', { kind: 'repair', engineers: 1, workerPairs: 0 }), { type: 'city-colours', player: 'nikki', mix: { worker: 3, soldier: 0, engineer: 0, leader: 0 } }]]
];

/** The finished game's first `at` steps with `steps` after them, as a running game titled `title`. */
const playedTo = (id: string, title: string, at: number, steps: unknown[]): Game => ({ ...FINISHED, id, title, final: null, events: [...FINISHED.events.slice(0, at), ...steps] });
/** A player of the finished game after its first `at` steps. */
const playerAt = (at: number, id: string) => replay(FINISHED.setup, FINISHED.profile, FINISHED.events.slice(0, at) as GameEvent[]).state.players.find((p) => p.id === id)!;
const exchangeTile = (player: string) => ({ type: 'construct', player, tile: 'exchange', build: null });

/**
 * Games whose round logs hold every change a step can make and every "no change" note, mostly of steps made to
 * change nothing by a correction just before them (the fixture game never needs one).
 */
function logGames(): Game[] {
	const running = game(RUNNING_ID);
	// Its final scoring tile drawn at the table and entered first, so the log names a public tile.
	const finalTile = running.setup.publicTiles[1].tile!;
	const corrected = {
		...running,
		id: 'korrekturen',
		title: 'Korrekturen',
		setup: { ...running.setup, publicTiles: [running.setup.publicTiles[0], { drawn: 'physical', tile: null }] as const },
		events: [{ type: 'tiles-entered', publicTiles: [null, finalTile] } as const, ...running.events, correction('nikki', 'vp', 13), correction('nikki', 'twoHouses', 0)]
	};
	// Round 1 of the finished game, Travis taking VP for military buildings he has none of.
	const noMilitary = playedTo('ohne-militaer', 'Ohne Militär', 35, [cityAction('travis', { kind: 'vp-per-building', type: 'military', survivors: 1 })]);
	// Travis's −Marauder tile with no marauder; Ani's Exchange tile with every soldier and engineer out of the bag.
	const emptyBag = playedTo('leerer-beutel', 'Leerer Beutel', 18, [
		correction('travis', 'marauders', 0),
		...FINISHED.events.slice(18, 21),
		correction('frank', 'survivors.soldier', 89),
		correction('frank', 'survivors.engineer', 89),
		exchangeTile('ani')
	]);
	// Ani's Exchange tile without a worker.
	const noWorker = playedTo('ohne-arbeiter', 'Ohne Arbeiter', 21, [correction('ani', 'survivors.worker', 0), exchangeTile('ani')]);
	const nikki = playerAt(37, 'nikki');
	const room = housing(nikki, FINISHED.profile);
	if (!room.ok) throw new Error('the fixture game has no housing for Nikki');
	const { tileChoice: _, ...returnNothing } = FINISHED.events[59] as Extract<GameEvent, { type: 'construct' }>;
	// Nikki (unused housing VP) with every housing used; then her damage marker past the −Leader space (7) at two
	// round starts, kept there through round 2 (the leader goes, then is away already), with a full marauder
	// track; Travis's −Equipment tile without a card; Ani without a leader past the −Leader space.
	const leader = playedTo('anfuehrer', 'Anführer', 37, [
		correction('nikki', 'survivors.worker', nikki.survivors.worker + room.value - survivorTotal(nikki)),
		FINISHED.events[37],
		correction('nikki', 'damage', 9),
		correction('nikki', 'marauders', 8),
		FINISHED.events[38],
		correction('nikki', 'marauders', playerAt(39, 'nikki').marauders),
		...FINISHED.events.slice(39, 59),
		...EQUIPMENT_KINDS.map((kind) => correction('travis', `equipment.${kind}`, 0)),
		returnNothing,
		...FINISHED.events.slice(60, 67),
		// Before her repair: the marker stays right of the −Leader space, so the leader stays away.
		correction('nikki', 'damage', 9),
		...FINISHED.events.slice(67, 74),
		correction('ani', 'survivors.leader', 0),
		correction('ani', 'damage', 8),
		FINISHED.events[74]
	]);
	return [corrected, noMilitary, emptyBag, noWorker, leader];
}

/** The ids of the games `withLogGames` adds. */
export const LOG_GAME_IDS = ['korrekturen', 'ohne-militaer', 'leerer-beutel', 'ohne-arbeiter', 'anfuehrer'];

/** The fixture backup plus the games of `logGames`. */
export function withLogGames(): string {
	return JSON.stringify({ ...file(), games: [...file().games, ...logGames()], settings: undefined });
}

/** A 6 Billion score sheet of the right shape whose figures do not score (3 people on Earth is no population the game has). */
const UNSCORABLE_SHEET: ExportedSheet = {
	id: 'bogen-1',
	title: 'Bogen',
	createdAt: 1,
	updatedAt: 1,
	game: 'six-billion',
	sheet: {
		players: [
			{ id: 'a', name: 'Ani', neutral: false },
			{ id: 'b', name: 'Ben', neutral: false }
		],
		populations: { earth: { a: 3 } },
		agendas: { a: 'earth', b: null },
		discovery: false,
		discoveries: {}
	}
};

/** The finished game's final with one player's weapons raised past what every weapon card of the box gives (it still adds up). */
function impossibleFinal() {
	const final = JSON.parse(JSON.stringify(FINISHED.final));
	const [winner] = final.winners;
	final.breakdown[winner].weapons += 1500;
	final.totals[winner] += 1500;
	return final;
}

/** Backups refused for every reason an import can show, one each. */
export function BACKUPS(): BadBackup[] {
	const one = fixture('backup-running-game.json');
	const running = game(RUNNING_ID);
	const finished = { ...FINISHED, id: 'fertig' };
	return [
		{ label: 'empty', text: '   ', file: 'empty' },
		{ label: 'truncated', text: one.slice(0, Math.floor(one.length * 0.6)), file: 'truncated' },
		{ label: 'not JSON', text: 'Hallo, Welt', file: 'not-json' },
		// past the bound (a string of spaces costs little until it is sent: the page is given a sparse file instead)
		{ label: 'too large', text: `${' '.repeat(MAX_BACKUP_BYTES + 1)}{}`, file: 'too-large' },
		{ label: 'a box profile', text: fixture('fixture-box-profile-complete.json'), file: 'wrong-file' },
		{ label: 'foreign', text: JSON.stringify({ format: 'eine-andere-app', schemaVersion: 1 }), file: 'foreign' },
		{ label: 'future', text: JSON.stringify({ ...file(), schemaVersion: 99 }), file: 'future' },
		{ label: 'no version', text: JSON.stringify({ ...file(), schemaVersion: 'eins' }), file: 'no-version' },
		{ label: 'damaged', text: backup([{ ...running, setup: { ...running.setup, seed: 7 } as unknown as Setup }]), file: 'damaged' },
		{ label: 'a game twice', text: backup([running, running]), file: 'twice' },
		{ label: 'final too early', text: backup([{ ...running, final: FINISHED.final }]), file: 'final-early' },
		{ label: 'final of other players', text: backup([{ ...finished, final: JSON.parse(JSON.stringify(FINISHED.final).replace(/"travis"/g, '"zed"')) }]), file: 'final-players' },
		{ label: 'an impossible final', text: backup([{ ...finished, final: impossibleFinal() }]), file: 'final-impossible' },
		{ label: 'a score sheet that does not score', text: JSON.stringify({ ...file(), sheets: [UNSCORABLE_SHEET] }), file: 'sheet-unscorable' },
		...REFUSED_STEPS.map(([rejection, at, steps, patch]) => ({ label: rejection, text: cut(at, steps, patch), file: 'game-rejected' as const, rejection }))
	];
}

const PROFILE = JSON.parse(fixture('fixture-box-profile-complete.json')) as Record<string, unknown>;

/** Box profile files the rules refuse, by the rules' code, and a backup where a profile belongs. */
export function BOX_FILES(): { label: string; text: string; rejection?: RejectionKind }[] {
	const bad = (rejection: RejectionKind, patch: object) => ({ label: rejection, text: JSON.stringify({ ...PROFILE, ...patch }), rejection });
	return [
		{ label: 'a backup', text: EVERYTHING },
		{ label: 'foreign', text: JSON.stringify({ format: 'eine-andere-app' }) },
		bad('car-parts', { partsPerVehicle: { car: 1, bus: 4, truck: 4 } }),
		bad('table-zero', { sameVehicleTable: [1, 1, 4, 9, 16] }),
		bad('rulebook-table', { differentVehicleTable: [0, 1, 3, 4] }),
		bad('vehicle-table-long', { sameVehicleTable: [0, 1, 4, 9, 16, 25, 36] }),
		bad('profile-invalid', { weaponSet: -3 }),
		// The rulebook moves every marauder marker 2 spaces at the start of round 2.
		bad('rulebook-value', { roundTrack: [1, 3, 2, 3, 3, 4] }),
		// 15 level-1 cards: the box holds 14 of each level.
		bad('too-many-cards', { buildingCards: Array.from({ length: 15 }, (_, i): BuildingCard => ({ name: `Karte ${i + 1}`, level: 1, type: 'civil', housing: 2, starVp: 0 })) })
	];
}

/** Share links (the part after "#") damaged in each way the Box page reports. */
export function LINKS(deflate: (b: Buffer) => Buffer): { problem: LinkProblem; fragment: string }[] {
	const packed = (text: string) => `profile=1.${deflate(Buffer.from(text)).toString('base64url')}`;
	return [
		{ problem: 'too-long', fragment: `profile=1.${'A'.repeat(16_001)}` },
		{ problem: 'too-new', fragment: 'profile=9.AAAA' },
		{ problem: 'malformed', fragment: 'profile=1.!!!' },
		{ problem: 'not-a-profile', fragment: packed(JSON.stringify({ format: 'armageddon-box-profile', version: 1, roundTrack: 'nein' })) }
	];
}
