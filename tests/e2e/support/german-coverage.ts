/**
 * Which refusal, "no change" and instruction codes the German e2e (`german.test.ts`) shows on a screen, and
 * for every other code why no screen can. Keyed by the unions' kinds, so a new code without an entry does not
 * compile; `src/lib/i18n/german-coverage.test.ts` checks the same against the example lists at run time.
 *
 * `shown` says where a person sees the words: an import of a backup whose game has a step the rules refuse
 * (the refusal is worded inside the file refusal), a box profile file or link, a screen, or the round log of a
 * game whose steps change nothing (`german-files.ts` builds them). `unreachable` is a code no screen can show:
 * the reason names the guard, or why the app builds the value. There is no third kind: a code a screen can
 * show is walked.
 */
import type { FileRefusalKind } from '../../../src/lib/db/refusals';
import type { LinkProblem } from '../../../src/lib/db/profile-link';
import type { RejectionKind } from '../../../src/lib/games/armageddon/rejections';
import type { Instruction, NothingDetail } from '../../../src/lib/games/armageddon/types';

export type Where = 'backup import' | 'box profile import' | 'box link' | 'box page' | 'game page' | 'round log';
export type Coverage = { readonly shown: Where } | { readonly unreachable: string };

const imported = { shown: 'backup import' } as const;
const boxFile = { shown: 'box profile import' } as const;
const roundLog = { shown: 'round log' } as const;

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
	'app-drawn-tile': imported,
	'count-missing': imported,
	'already-bid': imported,
	'bid-too-many': imported,
	'bid-colours-sum': imported,
	'bid-colour-short': imported,
	'bag-short': imported,
	'round-one-marauders': imported,
	'not-in-bag': imported,
	'no-worker': imported,
	'tile-choice': imported,
	'hq-upgrade-site': imported,
	'watchtower-upgrade-site': imported,
	'printed-site': imported,
	'site-8-locked': imported,
	'watchtower-fixed': imported,
	'two-churches': imported,
	'city-survivors-short': imported,
	'city-bid-colours': imported,
	'city-bid-uncoloured': imported,
	'city-colour-short': imported,
	'city-bid-sum': imported,
	'city-colours-used': imported,
	'repair-nothing': imported,
	'repair-short': imported,
	'damage-cannot-move': imported,
	'damage-at-start': imported,
	'extension-built': imported,
	'no-card': imported,
	'marauders-short': imported,
	'card-action-missing': imported,
	'card-action-used': imported,
	'card-action-differs': imported,
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
	'rulebook-value': boxFile,
	'tile-twice': imported,
	'tile-zero-vp': imported,
	'table-down': imported,
	'card-twice': {
		unreachable: 'only putBuildingCard makes it, for the Box page’s card form, which words a second card of a level and name itself (m.cards_problems_card_twice, by the result’s params.problem, checked by the walk); a file with a card twice fails the profile schema (profile-invalid)'
	},
	'rulebook-tile': imported,
	'table-zero': boxFile,
	'rulebook-table': boxFile,
	'car-parts': boxFile,
	'vehicle-table-long': boxFile,
	'too-many-cards': boxFile,
	'profile-invalid': imported,
	'vehicle-part-missing': { unreachable: 'the final scoring offers only the parts a vehicle has, and runs only once its issue list is empty' },
	'final-issues': { unreachable: 'the final scoring runs only once its issue list is empty; the list words each issue itself' },
	'nothing-to': { unreachable: 'Undo and Redo are disabled when there is nothing to undo or redo' },
	'changed-elsewhere': { shown: 'game page' },
	'table-link': { unreachable: 'shown only on a phone joined to a host, which needs the network namespace: tests/e2e/phones/join.test.ts shows it in German' },
	'not-saved': { shown: 'box page' }
};

export const NOTHING_COVERAGE: { readonly [K in NothingDetail['kind']]: Coverage } = {
	'marauders-at-zero': roundLog,
	'marauders-full': roundLog,
	'no-card-to-return': roundLog,
	'no-fight-vp': roundLog,
	'damage-edge': roundLog,
	'leader-final': { unreachable: 'only resolveDamageTrack in "final" mode makes it, and its one caller, the round start, passes "round"; the final scoring resolves the track with finalDamage (scoring/damage.ts), which lists no changes' },
	'no-leader': roundLog,
	'leader-away': roundLog,
	'damage-no-effect': roundLog,
	'public-tile-nothing': roundLog,
	already: roundLog,
	'two-houses-set': roundLog,
	'no-building-of-type': roundLog,
	'bag-no-soldier-engineer': roundLog,
	'no-worker': roundLog,
	'no-unused-housing': roundLog
};

export const INSTRUCTION_COVERAGE: { readonly [K in Instruction['kind']]: Coverage } = {
	vp: roundLog,
	chip: roundLog,
	marauders: roundLog,
	damage: roundLog,
	leader: roundLog,
	survivors: roundLog,
	equipment: roundLog,
	nothing: roundLog,
	build: roundLog,
	extension: roundLog,
	housing: roundLog,
	reveal: roundLog,
	phase: { unreachable: 'phase changes are never listed: the header names the phase (dry-run.ts shown())' },
	'start-player': roundLog,
	'auction-result': roundLog,
	'public-tiles': roundLog,
	'auction-tiles': roundLog
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
	'sheet-unscorable': imported,
	'game-rejected': imported,
	'final-early': imported,
	'final-players': imported,
	'final-impossible': imported,
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
