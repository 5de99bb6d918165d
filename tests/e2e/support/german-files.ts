/**
 * Bad files and links for the German proof (`german.test.ts`): backups refused for each reason, among them
 * the finished fixture game cut at a step with one step appended that the rules refuse, box profile files
 * the rules refuse, and damaged share links.
 */
import type { FileRefusalKind } from '../../../src/lib/db/refusals';
import type { LinkProblem } from '../../../src/lib/db/profile-link';
import type { RejectionKind } from '../../../src/lib/rules/rejections';
import type { BoxProfile, GameEvent, Setup } from '../../../src/lib/rules/types';
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
const tiles = FINISHED.profile.scoringTiles;
/** Steps 10–22 of the fixture with Nikki's City bid of 3 given by colour. */
const colouredCity = () => FINISHED.events.slice(9, 22).map((e, i) => (i === 0 ? { ...(e as object), mix: { worker: 2, soldier: 0, engineer: 0, leader: 1 } } : e));

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
	['two-churches', 18, [build(3, { type: 'civil', special: 'church-mercyful' }), ...FINISHED.events.slice(19, 59), { ...FINISHED.events[59], build: { site: 4, building: { ...B, type: 'civil', special: 'church-vengeful' } } }]]
];

/** The fixture backup plus games whose steps change nothing for a player (their notes are "no change" kinds): two corrections, VP for buildings a player lacks. */
export const CORRECTED_ID = 'korrekturen';
export const NO_MILITARY_ID = 'ohne-militaer';
export function withCorrections(): string {
	const running = game(RUNNING_ID);
	const corrections = [
		{ type: 'correction', player: 'nikki', field: 'vp', value: 13 },
		{ type: 'correction', player: 'nikki', field: 'twoHouses', value: 0 }
	];
	const corrected = { ...running, id: CORRECTED_ID, title: 'Korrekturen', events: [...running.events, ...corrections] };
	// Round 1 of the finished game, Travis taking VP for military buildings he has none of.
	const noMilitary = { ...FINISHED, id: NO_MILITARY_ID, title: 'Ohne Militär', final: null, events: [...FINISHED.events.slice(0, 35), cityAction('travis', { kind: 'vp-per-building', type: 'military', survivors: 1 })] };
	return JSON.stringify({ ...file(), games: [...file().games, corrected, noMilitary], settings: undefined });
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
		{ label: 'too large', text: `${' '.repeat(21 * 1024 * 1024)}{}`, file: 'too-large' },
		{ label: 'a box profile', text: fixture('fixture-box-profile-complete.json'), file: 'wrong-file' },
		{ label: 'foreign', text: JSON.stringify({ format: 'eine-andere-app', schemaVersion: 1 }), file: 'foreign' },
		{ label: 'future', text: JSON.stringify({ ...file(), schemaVersion: 99 }), file: 'future' },
		{ label: 'no version', text: JSON.stringify({ ...file(), schemaVersion: 'eins' }), file: 'no-version' },
		{ label: 'damaged', text: backup([{ ...running, setup: { ...running.setup, seed: 7 } as unknown as Setup }]), file: 'damaged' },
		{ label: 'a game twice', text: backup([running, running]), file: 'twice' },
		{ label: 'final too early', text: backup([{ ...running, final: FINISHED.final }]), file: 'final-early' },
		{ label: 'final of other players', text: backup([{ ...finished, final: JSON.parse(JSON.stringify(FINISHED.final).replace(/"travis"/g, '"zed"')) }]), file: 'final-players' },
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
		bad('profile-invalid', { weaponSet: -3 })
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
