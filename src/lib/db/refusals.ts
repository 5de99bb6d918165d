/**
 * Why a backup or box-profile file was not imported, as a code with its parameters: the screens word it from
 * the messages (`i18n/words/file-refusals.ts`); `message` is the same in English, for tests and logs.
 */
import type { Rejection, SavedFinalProblem } from '../games/armageddon';
import type { SchemaIssue } from './restore-rows';
import { savedFinalMessage } from './saved-final-words';

export type FileKind = 'backup' | 'box-profile';

export type FileRefusal =
	/** The browser could not read the picked file. */
	| { readonly kind: 'unreadable' }
	| { readonly kind: 'empty' }
	| { readonly kind: 'truncated' }
	| { readonly kind: 'not-json' }
	| { readonly kind: 'too-large'; readonly mb: number; readonly maxMb: number }
	/** A box profile where a backup was expected, or the other way round. */
	| { readonly kind: 'wrong-file'; readonly expected: FileKind }
	| { readonly kind: 'foreign'; readonly expected: FileKind; readonly format: string | null }
	| { readonly kind: 'future'; readonly version: number; readonly max: number }
	| { readonly kind: 'old'; readonly version: number }
	| { readonly kind: 'no-version' }
	/**
	 * The file does not match the schema: `issue` codes the first problem (in a score sheet: `sheet`); `problem` is
	 * its English words. In a game, `game` names it, and in one of its steps `step` (1-based) and `event` say which.
	 */
	| {
			readonly kind: 'damaged';
			readonly problem: string;
			readonly issue?: SchemaIssue;
			readonly sheet?: boolean;
			readonly game?: string;
			readonly step?: number;
			readonly event?: string;
	  }
	| { readonly kind: 'twice'; readonly what: 'game' | 'sheet'; readonly id: string }
	| { readonly kind: 'sheet-unscorable'; readonly id: string }
	/** A game whose steps the rules refuse; `names` maps its player ids to names. */
	| {
			readonly kind: 'game-rejected';
			readonly game: string;
			readonly step: number;
			readonly event: string;
			readonly rejection: Rejection;
			readonly names: Readonly<Record<string, string>>;
	  }
	| { readonly kind: 'final-early'; readonly game: string; readonly round: number }
	| { readonly kind: 'final-players'; readonly game: string }
	/** A final result that the game cannot have given (`problem` names the player, by id in `names`, and the figure). */
	| { readonly kind: 'final-impossible'; readonly game: string; readonly problem: SavedFinalProblem; readonly names: Readonly<Record<string, string>> }
	| { readonly kind: 'profile-damaged'; readonly rejection: Rejection };

export type FileRefusalKind = FileRefusal['kind'];

/** A refused file: the code and its English words. */
export interface Refused {
	readonly ok: false;
	readonly refusal: FileRefusal;
	readonly message: string;
}

/** Quoted values in a refusal are cut to this many characters. */
const EXCERPT = 40;
export const excerpt = (s: string): string => (s.length > EXCERPT ? `${s.slice(0, EXCERPT)}…` : s);

/** The refusal in English (the db layer's own words, as tests and logs read them). */
export function refusalMessage(r: FileRefusal): string {
	switch (r.kind) {
		case 'unreadable':
			return 'The file could not be read. Pick it again, or copy it to this device first.';
		case 'empty':
			return 'The file is empty.';
		case 'truncated':
			return 'The file is incomplete: it ends in the middle of the data (was the download or copy cut off?).';
		case 'not-json':
			return 'The file is not valid JSON, so it is not a file this app wrote (or it was edited and damaged).';
		case 'too-large':
			return `The file is too large for a backup (${r.mb} MB; at most ${r.maxMb} MB).`;
		case 'wrong-file':
			return r.expected === 'backup'
				? 'This file is a box profile, not a backup: import it on the box profile page.'
				: 'This file is a full backup, not a box profile: import it on the backup page.';
		case 'foreign': {
			const what = r.format === null ? 'it has no format field' : `its format is "${r.format}"`;
			return r.expected === 'backup' ? `This is not an Armageddon Companion backup (${what}).` : `This is not an Armageddon box profile (${what}).`;
		}
		case 'future':
			return `This backup was made by a newer version of the app (file version ${r.version}, this app reads up to ${r.max}). Update the app, then import it again.`;
		case 'old':
			return `Backups of version ${r.version} cannot be read by this app.`;
		case 'no-version':
			return 'The file is damaged: its schemaVersion is missing or not a whole number.';
		case 'damaged':
			if (r.game === undefined) return `The file is damaged: ${r.problem}.`;
			return `The game "${r.game}" cannot be imported: ${r.step === undefined ? '' : `its step ${r.step} (${r.event ?? '?'}), `}${r.problem}.`;
		case 'twice':
			return `The file is damaged: the ${r.what === 'game' ? 'game' : 'score sheet'} id ${r.id} occurs twice.`;
		case 'sheet-unscorable':
			return `The file is damaged: the figures of score sheet ${r.id} do not score.`;
		case 'game-rejected':
			return `The game "${r.game}" cannot be imported: its step ${r.step} (${r.event}) is rejected by the rules: ${r.rejection.reason}`;
		case 'final-early':
			return `The game "${r.game}" cannot be imported: it has a final result but its steps end in round ${r.round}, before the final scoring.`;
		case 'final-players':
			return `The game "${r.game}" cannot be imported: its final result names players who are not in the game.`;
		case 'final-impossible':
			return `The game "${r.game}" cannot be imported: ${savedFinalMessage(r.problem, (id) => r.names[id] ?? id)}`;
		case 'profile-damaged':
			return `The box profile is damaged: ${r.rejection.reason}`;
	}
}

/** A refused file with its English message. */
export function refused(refusal: FileRefusal): Refused {
	return { ok: false, refusal, message: refusalMessage(refusal) };
}

