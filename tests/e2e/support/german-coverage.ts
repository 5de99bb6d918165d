/**
 * Which refusal, "no change" and instruction codes the German e2e (`german.test.ts`) shows on a screen, and
 * for every other code why not. Keyed by the unions' kinds, so a new code without an entry does not compile;
 * `src/lib/i18n/german-coverage.test.ts` checks the same against the example lists at run time.
 *
 * `shown` says where a person sees the words: an import of a backup whose game has a step the rules refuse
 * (the refusal is worded inside the file refusal), a box profile file or link, or a screen.
 * `unreachable` is a code no screen can show (a guard, or the app builds the value). `untested` is a code a
 * screen can show that this test does not reach yet: the reason says what it would take.
 */
import type { FileRefusalKind } from '../../../src/lib/db/refusals';
import type { LinkProblem } from '../../../src/lib/db/profile-link';
import type { RejectionKind } from '../../../src/lib/rules/rejections';
import type { Instruction, NothingDetail } from '../../../src/lib/rules/types';

export type Where = 'backup import' | 'box profile import' | 'box link' | 'box page' | 'round log';
export type Coverage = { readonly shown: Where } | { readonly unreachable: string } | { readonly untested: string };

const imported = { shown: 'backup import' } as const;
const boxFile = { shown: 'box profile import' } as const;

export const REJECTION_COVERAGE: { readonly [K in RejectionKind]: Coverage } = {
	'bad-number': imported,
	'bad-choice': { unreachable: 'screens offer only the listed choices, and an import refuses an unknown value in its schema check (a "damaged" file)' },
	malformed: { unreachable: 'the app builds every event shape; an import refuses a wrong shape in its schema check first' },
	'engine-error': { unreachable: 'only when the engine throws, i.e. a bug; apply() catches it' },
	'unknown-player': imported,
	'out-of-phase': imported,
	'nobody-to-act': { unreachable: 'the tracker offers a step only to a player due; a replayed log hits out-of-phase first' },
	'out-of-turn': imported,
	'choice-owed': imported,
	'no-choice-owed': imported,
	'end-early-mid-round': imported,
	'last-round-played': { unreachable: 'no round start is offered after the last round, and a replayed log is out-of-phase there first' },
	'needs-box-values': imported,
	'auction-tiles-first': imported,
	'public-tile-first': imported,
	'app-draws-auction-tiles': imported,
	'app-drawn-tile': { untested: 'tiles-entered for a tile the app drew: the fixture game accepted the one tried' },
	'count-missing': imported,
	'already-bid': imported,
	'bid-too-many': imported,
	'bid-colours-sum': imported,
	'bid-colour-short': imported,
	'bag-short': imported,
	'round-one-marauders': imported,
	'not-in-bag': { untested: 'a City draw or exchange of a piece the bag no longer holds (the fixture bag holds every kind)' },
	'no-worker': { untested: 'an exchange by a player without a worker (every fixture player keeps one)' },
	'tile-choice': imported,
	'hq-upgrade-site': imported,
	'watchtower-upgrade-site': imported,
	'printed-site': imported,
	'site-8-locked': imported,
	'watchtower-fixed': { untested: 'building over a Watchtower upgrade on a Tower Site (the fixture builds it on site 2, which is printed-site)' },
	'two-churches': imported,
	'city-survivors-short': imported,
	'city-bid-colours': { untested: 'a coloured City bid, then an action without colours' },
	'city-bid-uncoloured': imported,
	'city-colour-short': imported,
	'city-bid-sum': imported,
	'city-colours-used': { untested: 'City colours set twice after a coloured bid' },
	'repair-nothing': imported,
	'repair-short': imported,
	'damage-cannot-move': imported,
	'damage-at-start': imported,
	'extension-built': imported,
	'no-card': imported,
	'marauders-short': imported,
	'cannot-return': imported,
	'return-exact': imported,
	'player-count': { unreachable: '/new has exactly 3 or 4 seats; an import checks the count in its schema' },
	'name-empty': { unreachable: 'the players step words an empty name itself (its own message, checked by the walk)' },
	'name-too-long': { unreachable: 'the name field takes at most the allowed characters (maxlength)' },
	'name-taken': { unreachable: 'the players step words a taken name itself (its own message, checked by the walk)' },
	'colour-unknown': { unreachable: 'the colour chips offer only the four colours' },
	'colour-taken': { unreachable: 'the players step words a taken colour itself (its own message)' },
	'id-empty': { unreachable: 'player ids are made by the app' },
	'id-taken': { unreachable: 'player ids are made by the app' },
	'seed-character': { unreachable: 'the seed field words a bad seed itself (its own message, checked by the walk)' },
	'seed-length': { unreachable: 'the seed field words a bad seed itself (its own message, checked by the walk)' },
	'rulebook-value': { untested: 'a box value entered against the rulebook on the Box page (an import words it inside "damaged", technical text)' },
	'tile-twice': imported,
	'tile-zero-vp': imported,
	'table-down': imported,
	'card-twice': { untested: 'one building card entered twice on the Box page' },
	'rulebook-tile': imported,
	'table-zero': boxFile,
	'rulebook-table': boxFile,
	'car-parts': boxFile,
	'vehicle-table-long': boxFile,
	'too-many-cards': { untested: 'more building cards of a level than the box holds' },
	'profile-invalid': imported,
	'vehicle-part-missing': { unreachable: 'the final scoring offers only the parts a vehicle has, and runs only once its issue list is empty' },
	'final-issues': { unreachable: 'the final scoring runs only once its issue list is empty; the list words each issue itself' },
	'nothing-to': { unreachable: 'Undo and Redo are disabled when there is nothing to undo or redo' },
	'changed-elsewhere': { untested: 'only in a race: a step entered here while another tab is storing one (otherwise this tab follows the other at once)' },
	'not-saved': { shown: 'box page' }
};

export const NOTHING_COVERAGE: { readonly [K in NothingDetail['kind']]: Coverage } = {
	'marauders-at-zero': { untested: 'a marauder change below 0 (the fixture game never reaches it)' },
	'marauders-full': { untested: 'a marauder change on a full track' },
	'no-card-to-return': { untested: 'a card to return by a player without one' },
	'no-fight-vp': { shown: 'round log' },
	'damage-edge': { shown: 'round log' },
	'leader-final': { untested: 'a leader space on the damage track in the last round' },
	'no-leader': { untested: 'a leader space reached by a player whose leader is gone' },
	'leader-away': { untested: 'a leader space reached with the leader already away' },
	'damage-no-effect': { shown: 'round log' },
	'public-tile-nothing': { shown: 'round log' },
	already: { shown: 'round log' },
	'two-houses-set': { shown: 'round log' },
	'no-building-of-type': { shown: 'round log' },
	'bag-no-soldier-engineer': { untested: 'an exchange tile with no soldier or engineer in the bag' },
	'no-worker': { untested: 'an exchange tile by a player without a worker' },
	'no-unused-housing': { untested: 'unused-housing VP with every housing used' }
};

export const INSTRUCTION_COVERAGE: { readonly [K in Instruction['kind']]: Coverage } = {
	vp: { shown: 'round log' },
	chip: { shown: 'round log' },
	marauders: { shown: 'round log' },
	damage: { shown: 'round log' },
	leader: { untested: 'a leader space on the damage track (the fixture game never lands on one)' },
	survivors: { shown: 'round log' },
	equipment: { shown: 'round log' },
	nothing: { shown: 'round log' },
	build: { shown: 'round log' },
	extension: { shown: 'round log' },
	housing: { shown: 'round log' },
	reveal: { shown: 'round log' },
	phase: { unreachable: 'phase changes are never listed: the header names the phase (dry-run.ts shown())' },
	'start-player': { shown: 'round log' },
	'auction-result': { shown: 'round log' },
	'auction-tiles': { shown: 'round log' }
};

export const FILE_COVERAGE: { readonly [K in FileRefusalKind]: Coverage } = {
	unreadable: { unreachable: 'only when the browser cannot read a picked file (a file removed while picked)' },
	empty: imported,
	truncated: imported,
	'not-json': imported,
	'too-large': imported,
	'wrong-file': imported,
	foreign: imported,
	future: imported,
	old: { unreachable: 'every version from 1 on has a migration; version 0 or less is "no-version"' },
	'no-version': imported,
	damaged: imported,
	twice: imported,
	'sheet-unscorable': { untested: 'a backup with a score sheet (of 6 Billion or The Four Horsemen) whose figures do not score' },
	'game-rejected': imported,
	'final-early': imported,
	'final-players': imported,
	'profile-damaged': boxFile
};

export const LINK_COVERAGE: { readonly [K in LinkProblem]: Coverage } = {
	'not-a-link': { unreachable: 'the Box page reads a fragment only when it starts with "profile="' },
	'too-long': { shown: 'box link' },
	'too-new': { shown: 'box link' },
	malformed: { shown: 'box link' },
	'not-a-profile': { shown: 'box link' }
};

/** The codes of one record that a screen shows, by where. */
export const shownCodes = (record: Readonly<Record<string, Coverage>>, where?: Where) =>
	Object.entries(record)
		.filter(([, c]) => 'shown' in c && (where === undefined || c.shown === where))
		.map(([k]) => k);
