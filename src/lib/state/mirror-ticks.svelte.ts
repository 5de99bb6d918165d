import * as v from 'valibot';
import { keepDraft, readDraft } from '$lib/db/drafts';
import { localStore } from '$lib/platform/local-storage';

const NAME = 'mirror-ticks';
const Ticks = v.pipe(v.array(v.pipe(v.string(), v.maxLength(2000))), v.maxLength(500));
/** Ticks older than this many rounds are dropped on write, so the key stays small. */
const KEEP_ROUNDS = 1;

/**
 * Which lines of the "mirror on the board" lists a table has ticked, per game, kept in the draft store so a
 * reload or a visit to another page keeps them. A key names the round first ("3:…"); what is stored is
 * only read back as a list of strings, anything else counts as no ticks.
 */
export class MirrorTicks {
	#gameId: string;
	#storage: Storage | null;
	ticked = $state<ReadonlySet<string>>(new Set());

	constructor(gameId: string, storage: Storage | null = localStore()) {
		this.#gameId = gameId;
		this.#storage = storage;
		this.ticked = new Set(gameId ? (readDraft(gameId, NAME, '', Ticks, storage) ?? []) : []);
	}

	/** Whether the line with this key is ticked. */
	has(key: string): boolean {
		return this.ticked.has(key);
	}

	/** Ticks or unticks a line and stores the ticks of the latest rounds. */
	set(key: string, on: boolean): void {
		const next = new Set(this.ticked);
		if (on) next.add(key);
		else next.delete(key);
		const latest = Math.max(0, ...[...next].map((k) => Number.parseInt(k, 10)).filter(Number.isFinite));
		const kept = [...next].filter((k) => Number.parseInt(k, 10) >= latest - KEEP_ROUNDS);
		this.ticked = new Set(kept);
		// Full or blocked storage: the ticks last for this visit.
		if (this.#gameId) keepDraft(this.#gameId, NAME, '', kept, undefined, this.#storage);
	}
}
