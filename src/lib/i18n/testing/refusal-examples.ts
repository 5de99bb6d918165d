/**
 * One example of every code the engine and the db layer refuse with, in records keyed by the unions' kinds:
 * a new kind without an example does not compile. Shared by the catalogue tests and the German proof.
 */
import type { FileRefusal } from '$lib/db';
import { playerId } from '$lib/games/armageddon';
import type { NothingDetail, RejectionDetail } from '$lib/games/armageddon';

export const ANI = playerId('p1');
export const FRANK = playerId('p2');
export const NAMES: Record<string, string> = { p1: 'Ani', p2: 'Frank' };
export const name = (id: string) => NAMES[id] ?? id;

export type Example<U extends { kind: string }> = { readonly [K in U['kind']]: Extract<U, { kind: K }> };

export const REJECTIONS: Example<RejectionDetail> = {
	'bad-number': { kind: 'bad-number', field: { of: 'bid', player: ANI, area: 'city' }, min: 0, max: 999, value: '-1' },
	'bad-choice': { kind: 'bad-choice', field: 'equipment', value: 'pizza' },
	malformed: { kind: 'malformed', what: 'city-action' },
	'engine-error': { kind: 'engine-error', step: 'bid', message: 'boom' },
	'unknown-player': { kind: 'unknown-player', player: 'p9' },
	'out-of-phase': { kind: 'out-of-phase', step: 'bid', round: 2, phase: 'city' },
	'nobody-to-act': { kind: 'nobody-to-act', step: 'city-action', phase: 'city' },
	'out-of-turn': { kind: 'out-of-turn', step: 'explore', player: ANI, expected: FRANK },
	'choice-owed': { kind: 'choice-owed', player: ANI, choice: 'equipment-returned' },
	'no-choice-owed': { kind: 'no-choice-owed' },
	'end-early-mid-round': { kind: 'end-early-mid-round', round: 3, phase: 'auction' },
	'last-round-played': { kind: 'last-round-played', rounds: 6 },
	'needs-box-values': { kind: 'needs-box-values', keys: ['beerTable', 'weaponSet'] },
	'auction-tiles-first': { kind: 'auction-tiles-first' },
	'public-tile-first': { kind: 'public-tile-first' },
	'app-draws-auction-tiles': { kind: 'app-draws-auction-tiles' },
	'app-drawn-tile': { kind: 'app-drawn-tile', tile: 'public', index: 1 },
	'count-missing': { kind: 'count-missing', player: FRANK },
	'already-bid': { kind: 'already-bid', player: ANI, area: 'exploration' },
	'bid-too-many': { kind: 'bid-too-many', player: ANI, have: 5, want: 7 },
	'bid-colours-sum': { kind: 'bid-colours-sum', player: ANI, bid: 3, sum: 2 },
	'bid-colour-short': { kind: 'bid-colour-short', player: ANI, survivor: 'soldier', have: 1, want: 2 },
	'bag-short': { kind: 'bag-short', piece: 'engineer', have: 1, want: 3 },
	'round-one-marauders': { kind: 'round-one-marauders', marauders: 2 },
	'not-in-bag': { kind: 'not-in-bag', piece: 'soldier', purpose: 'exchange' },
	'no-worker': { kind: 'no-worker', player: ANI, from: 'city-bid' },
	'tile-choice': { kind: 'tile-choice', player: ANI, tile: 'exchange', choice: 'beer', wanted: 'soldier-or-engineer' },
	'hq-upgrade-site': { kind: 'hq-upgrade-site', player: ANI, site: 4 },
	'watchtower-upgrade-site': { kind: 'watchtower-upgrade-site', player: ANI, site: 5 },
	'printed-site': { kind: 'printed-site', player: ANI, site: 2 },
	'site-8-locked': { kind: 'site-8-locked', player: ANI },
	'watchtower-fixed': { kind: 'watchtower-fixed', player: ANI, site: 6 },
	'two-churches': { kind: 'two-churches', player: ANI },
	'city-survivors-short': { kind: 'city-survivors-short', player: ANI, action: 'repair', have: 1, need: 2 },
	'city-bid-colours': { kind: 'city-bid-colours', player: ANI, action: 'fight' },
	'city-bid-uncoloured': { kind: 'city-bid-uncoloured', player: ANI },
	'city-colour-short': { kind: 'city-colour-short', player: ANI, survivor: 'engineer', may: 1 },
	'city-bid-sum': { kind: 'city-bid-sum', player: ANI, bid: 4, sum: 3 },
	'city-colours-used': { kind: 'city-colours-used', player: ANI },
	'repair-nothing': { kind: 'repair-nothing' },
	'repair-short': { kind: 'repair-short', player: ANI, engineers: 1, workers: 2, leader: true, trained: true, needEngineers: 2, needPairs: 2, gained: true },
	'damage-cannot-move': { kind: 'damage-cannot-move', player: ANI, space: 2, spaces: 3 },
	'damage-at-start': { kind: 'damage-at-start', player: ANI },
	'extension-built': { kind: 'extension-built', player: ANI },
	'no-card': { kind: 'no-card', player: ANI, equipment: 'map', purpose: 'discard' },
	'marauders-short': { kind: 'marauders-short', player: ANI, have: 1, want: 3 },
	'card-action-missing': { kind: 'card-action-missing', player: ANI, site: 4, action: 'gain-vp' },
	'card-action-used': { kind: 'card-action-used', player: ANI, site: 4, action: 'fight', uses: 1 },
	'card-action-differs': { kind: 'card-action-differs', player: ANI, site: 4, action: 'fight', what: 'needs' },
	'cannot-return': { kind: 'cannot-return', player: ANI, survivor: 'worker', owned: 1, returned: 2 },
	'return-exact': { kind: 'return-exact', player: ANI, need: 2, returned: 1 },
	'player-count': { kind: 'player-count', min: 3, max: 4, got: 5 },
	'name-empty': { kind: 'name-empty', seat: 2 },
	'name-too-long': { kind: 'name-too-long', seat: 2, max: 20 },
	'name-taken': { kind: 'name-taken', seat: 3, name: 'Ani' },
	'colour-unknown': { kind: 'colour-unknown', seat: 1, colour: 'purple' },
	'colour-taken': { kind: 'colour-taken', seat: 2, colour: 'white' },
	'id-empty': { kind: 'id-empty', seat: 1 },
	'id-taken': { kind: 'id-taken', seat: 2, id: 'p1' },
	'seed-character': { kind: 'seed-character', char: 'U' },
	'seed-length': { kind: 'seed-length', want: 6, got: 4 },
	'rulebook-value': { kind: 'rulebook-value', key: 'roundTrack.2', value: 2 },
	'tile-twice': { kind: 'tile-twice', list: 'auctionTiles' },
	'tile-zero-vp': { kind: 'tile-zero-vp' },
	'table-down': { kind: 'table-down', table: 'beerTable' },
	'card-twice': { kind: 'card-twice', name: 'Bar', level: 1 },
	'rulebook-tile': { kind: 'rulebook-tile', list: 'scoringTiles' },
	'table-zero': { kind: 'table-zero', table: 'sameVehicleTable' },
	'rulebook-table': { kind: 'rulebook-table', table: 'differentVehicleTable', parts: 2, points: 2 },
	'car-parts': { kind: 'car-parts', min: 3 },
	'vehicle-table-long': { kind: 'vehicle-table-long', parts: 4 },
	'too-many-cards': { kind: 'too-many-cards', level: 2, max: 14 },
	'profile-invalid': { kind: 'profile-invalid', field: 'weaponSet', issues: 2 },
	'vehicle-part-missing': { kind: 'vehicle-part-missing', vehicle: 'bus', parts: 3, part: 4 },
	'final-issues': { kind: 'final-issues', field: 'players.0.vp', issues: 1 },
	'nothing-to': { kind: 'nothing-to', what: 'redo' },
	'changed-elsewhere': { kind: 'changed-elsewhere' },
	'table-link': { kind: 'table-link', why: 'stale' },
	'not-saved': { kind: 'not-saved', problem: 'quota' }
};

export const NOTHING: Example<NothingDetail> = {
	'marauders-at-zero': { kind: 'marauders-at-zero' },
	'marauders-full': { kind: 'marauders-full', max: 8 },
	'no-card-to-return': { kind: 'no-card-to-return' },
	'no-fight-vp': { kind: 'no-fight-vp' },
	'damage-edge': { kind: 'damage-edge', space: 9 },
	'leader-final': { kind: 'leader-final' },
	'no-leader': { kind: 'no-leader' },
	'leader-away': { kind: 'leader-away' },
	'damage-no-effect': { kind: 'damage-no-effect', space: 3 },
	'public-tile-nothing': { kind: 'public-tile-nothing' },
	already: { kind: 'already', field: 'equipment.map', value: 2 },
	'two-houses-set': { kind: 'two-houses-set', value: 1 },
	'no-building-of-type': { kind: 'no-building-of-type', type: 'civil' },
	'bag-no-soldier-engineer': { kind: 'bag-no-soldier-engineer' },
	'no-worker': { kind: 'no-worker' },
	'no-unused-housing': { kind: 'no-unused-housing' }
};

const rejection = { ok: false, code: 'out-of-phase', reason: 'Bidding is not possible now', detail: REJECTIONS['out-of-phase'] } as const;
export const FILES: Example<FileRefusal> = {
	unreadable: { kind: 'unreadable' },
	empty: { kind: 'empty' },
	truncated: { kind: 'truncated' },
	'not-json': { kind: 'not-json' },
	'too-large': { kind: 'too-large', mb: 25, maxMb: 20 },
	'wrong-file': { kind: 'wrong-file', expected: 'box-profile' },
	foreign: { kind: 'foreign', expected: 'backup', format: 'other-app' },
	future: { kind: 'future', version: 9, max: 1 },
	old: { kind: 'old', version: 0 },
	'no-version': { kind: 'no-version' },
	damaged: { kind: 'damaged', problem: 'games.0.setup.seed: Invalid type' },
	twice: { kind: 'twice', what: 'sheet', id: 's1' },
	'sheet-unscorable': { kind: 'sheet-unscorable', id: 's1' },
	'game-rejected': { kind: 'game-rejected', game: 'Saturday', step: 2, event: 'bid', rejection, names: NAMES },
	'final-early': { kind: 'final-early', game: 'Saturday', round: 4 },
	'final-players': { kind: 'final-players', game: 'Saturday' },
	'final-impossible': { kind: 'final-impossible', game: 'Saturday', problem: { code: 'final-figure-beyond', params: { player: ANI, figure: 'weapons', stored: 1500, min: 0, max: 150 } }, names: NAMES },
	'profile-damaged': { kind: 'profile-damaged', rejection: { ...rejection, code: 'invalid-value', detail: REJECTIONS['car-parts'] } }
};

