/** Typed storage errors with plain words; the UI shows `message` and may offer an export. */
import type { DamageDetail } from './restore';

export type WriteErrorKind = 'quota' | 'unavailable' | 'conflict' | 'not-found' | 'damaged' | 'unknown';

export interface WriteError {
	readonly kind: WriteErrorKind;
	readonly message: string;
	/** What is damaged, as a code (kind 'damaged'), for the words in the UI language. */
	readonly damage?: DamageDetail;
}

const MESSAGES: Record<WriteErrorKind, string> = {
	quota: 'The device has no storage space left for this app, so the last step was not saved. Free some space or export the game.',
	unavailable:
		'Storage is not available (private mode, disabled site data or a closed database), so the last step was not saved. Export the game to keep it.',
	conflict: 'This game was changed in another tab or window. It has been reloaded with the other changes.',
	'not-found': 'This game is no longer stored on this device (it was deleted, perhaps in another tab).',
	damaged: 'The stored data of this game is damaged and cannot be opened.',
	unknown: 'The last step could not be saved because of an unexpected storage error. Export the game to keep it.'
};

/** Thrown inside a write transaction when the stored game moved on since this tab last read it. */
export class ConflictError extends Error {
	override readonly name = 'ConflictError';
}

/** Thrown inside a write transaction when the game row is missing. */
export class NotFoundError extends Error {
	override readonly name = 'NotFoundError';
}

/** Thrown when a stored row fails the restore layer; the message names the problem, `detail` codes it. */
export class DamagedError extends Error {
	override readonly name = 'DamagedError';
	readonly detail: DamageDetail | undefined;
	constructor(message: string, detail?: DamageDetail) {
		super(message);
		this.detail = detail;
	}
}

const UNAVAILABLE = new Set([
	'MissingAPIError',
	'DatabaseClosedError',
	'OpenFailedError',
	'InvalidStateError',
	'SecurityError',
	'VersionError',
	'InvalidAccessError',
	'UpgradeError',
	'PrematureCommitError'
]);

/** A plain-words error of the given kind; `damage` codes what is damaged. */
export function writeError(kind: WriteErrorKind, detail?: string, damage?: DamageDetail): WriteError {
	const message = detail ? `${MESSAGES[kind]} (${detail})` : MESSAGES[kind];
	return damage ? { kind, message, damage } : { kind, message };
}

function names(e: unknown): string[] {
	const out: string[] = [];
	// Dexie wraps native errors in `inner`; look through the chain.
	for (let cur = e, depth = 0; cur && typeof cur === 'object' && depth < 5; depth++) {
		const name = (cur as { name?: unknown }).name;
		if (typeof name === 'string') out.push(name);
		cur = (cur as { inner?: unknown }).inner;
	}
	return out;
}

/** Maps anything a Dexie/IndexedDB write may throw to a {@link WriteError}. */
export function toWriteError(e: unknown): WriteError {
	const found = names(e);
	if (found.includes('ConflictError')) return writeError('conflict');
	if (found.includes('NotFoundError')) return writeError('not-found');
	if (found.includes('DamagedError')) return writeError('damaged', e instanceof Error ? e.message : undefined, e instanceof DamagedError ? e.detail : undefined);
	if (found.some((n) => n === 'QuotaExceededError' || n === 'NS_ERROR_DOM_QUOTA_REACHED')) return writeError('quota');
	if (found.some((n) => UNAVAILABLE.has(n))) return writeError('unavailable');
	const detail = e instanceof Error ? e.message : undefined;
	return writeError('unknown', detail || undefined);
}

/** Outcome of a database call: the value, or a typed error the UI can show. */
export type DbResult<T> = { readonly ok: true; readonly value: T } | { readonly ok: false; readonly error: WriteError };

/** Runs a database call and turns anything it throws into a {@link WriteError}. */
export async function attempt<T>(run: () => Promise<T>): Promise<DbResult<T>> {
	try {
		return { ok: true, value: await run() };
	} catch (e) {
		return { ok: false, error: toWriteError(e) };
	}
}
