/**
 * A running game: the event log in memory, the state as its fold, and every
 * change saved through the db module. Follows writes from other tabs.
 */
import {
	apply,
	type BoxProfile,
	createGame,
	type FinalEntries,
	type FinalSummary,
	type GameEvent,
	type GameState,
	type PlayerId,
	type Rejection,
	type Result,
	type Setup
} from '$lib/games/armageddon';
import type { CompanionDb } from '$lib/db/database';
import { writeError, type DbResult, type WriteError } from '$lib/db/errors';
import { createGameRecord, loadGame, newGameRow, saveFinalScore, saveLog, watchGame, type LoadedGame } from '$lib/db/games';
import type { Damage } from '$lib/db/restore';
import type { GameRow, UndoneFinal } from '$lib/db/rows';
import { finalSummary, type FinalOutcome } from '$lib/db/summary';
import type { Op } from '$lib/sync/protocol';

export type SaveStatus = 'saved' | 'saving' | 'unsaved';

/** A step, an undo or a redo, as phones joined to a host propose them. */
export type { Op } from '$lib/sync/protocol';

/**
 * Who orders the game's steps while phones are joined: the host's master, or on a joined phone the host over
 * its channel. It decides, then hands the accepted log to `adopt`; without one the session decides itself.
 */
export interface StepOrder {
	propose(op: Op): Promise<Result<GameState>>;
}

/** Remembers the last fold so one more event costs one `apply`, not a replay. */
class Fold {
	#events: readonly GameEvent[] = [];
	#head = 0;
	#state: GameState;

	constructor(
		readonly setup: Setup,
		readonly profile: BoxProfile
	) {
		this.#state = createGame(setup, profile);
	}

	/** The state after `events[0..head)`; the log was checked when it was built, so a rejection just stops the fold. */
	at(events: readonly GameEvent[], head: number): GameState {
		let from = head >= this.#head ? this.#head : 0;
		for (let i = 0; i < from; i++) if (events[i] !== this.#events[i]) from = 0;
		let state = from === 0 ? createGame(this.setup, this.profile) : this.#state;
		let at = from;
		for (; at < head; at++) {
			const event = events[at];
			const next = event ? apply(state, event) : null;
			if (!next?.ok) break;
			state = next.value;
		}
		this.remember(events, at, state);
		return state;
	}

	remember(events: readonly GameEvent[], head: number, state: GameState): void {
		this.#events = events;
		this.#head = head;
		this.#state = state;
	}
}

const nothingTo = (what: 'undo' | 'redo'): Rejection => ({ ok: false, code: 'not-allowed', reason: `There is nothing to ${what}.`, detail: { kind: 'nothing-to', what } });
const changedElsewhere = (): Rejection => ({
	ok: false,
	code: 'not-allowed',
	reason: 'The game was changed in another tab, so this step was not applied. The game has been reloaded; enter the step again if it is still needed.',
	detail: { kind: 'changed-elsewhere' }
});

export class GameSession {
	readonly #db: CompanionDb;
	readonly id: string;
	#row = $state.raw<GameRow>() as GameRow;
	#fold = $state.raw<Fold>() as Fold;
	// Raw: events go to IndexedDB, which cannot store Svelte proxies.
	#events = $state.raw<readonly GameEvent[]>([]);
	#head = $state(0);
	#state = $derived(this.#fold.at(this.#events, this.#head));
	#status = $state<SaveStatus>('saved');
	#error = $state.raw<WriteError | null>(null);
	#damaged = $state.raw<readonly Damage[]>([]);
	/** Stored rev this tab last wrote or read; -1 = the game is not stored yet. */
	#rev = 0;
	/** Memory events [0, synced) are known to equal the stored ones. */
	#synced = 0;
	#queue: Promise<unknown> = Promise.resolve();
	#unwatch: (() => void) | null = null;
	/** Latest stored rev reported by the watch. */
	#storedRev: number | null = null;
	#order: StepOrder | null = null;

	private constructor(db: CompanionDb, loaded: LoadedGame) {
		this.#db = db;
		this.id = loaded.row.id;
		this.#take(loaded);
	}

	/** Opens a stored game and starts following other tabs. */
	static async open(db: CompanionDb, gameId: string): Promise<DbResult<GameSession>> {
		const loaded = await loadGame(db, gameId);
		if (!loaded.ok) return loaded;
		const session = new GameSession(db, loaded.value);
		session.#follow();
		return { ok: true, value: session };
	}

	/** Stores and opens a new game; if storage fails the game still runs in memory (`error` is set). */
	static async create(db: CompanionDb, setup: Setup, profile: BoxProfile): Promise<DbResult<GameSession>> {
		const created = await createGameRecord(db, setup, profile);
		if (created.ok) return GameSession.open(db, created.value.id);
		const row: GameRow = { ...newGameRow(setup, profile), rev: -1 };
		const state = createGame(setup, profile);
		const session = new GameSession(db, { row, events: [], head: 0, state, damaged: [] });
		session.#error = created.error;
		session.#status = 'unsaved';
		return { ok: true, value: session };
	}

	get state(): GameState {
		return this.#state;
	}
	/** Every event in memory, the undone tail included; `state` folds the first `head`. */
	get events(): readonly GameEvent[] {
		return this.#events;
	}
	get head(): number {
		return this.#head;
	}
	/** The players' name for the game; null = date and players. */
	get title(): string | null {
		return this.#row.title;
	}
	get createdAt(): number {
		return this.#row.createdAt;
	}
	/** The saved final scoring; undo sets it aside (redo restores it), a new step clears it. */
	get final(): FinalSummary | null {
		return this.#row.final;
	}
	get canUndo(): boolean {
		return this.#head > 0;
	}
	get canRedo(): boolean {
		return this.#head < this.#events.length;
	}
	get status(): SaveStatus {
		return this.#status;
	}
	get saving(): boolean {
		return this.#status === 'saving';
	}
	/** True once everything in memory is stored; the UI shows "saved" only then. */
	get saved(): boolean {
		return this.#status === 'saved';
	}
	/** The last storage error, or null after a successful write. */
	get error(): WriteError | null {
		return this.#error;
	}
	/** Storage failed and the game lives only in memory: offer an export. */
	get offerExport(): boolean {
		return this.#status === 'unsaved' && this.#error !== null && this.#error.kind !== 'conflict';
	}
	/** Stored events that were damaged and cut off when the game was loaded. */
	get damaged(): readonly Damage[] {
		return this.#damaged;
	}

	/** Phones are joined: steps go to `order`, which decides and hands back the log (null: this session decides). */
	set order(order: StepOrder | null) {
		this.#order = order;
	}
	get linked(): boolean {
		return this.#order !== null;
	}

	/** Applies an event with the engine (a rejection writes nothing), then saves it; the state stays even if saving fails. */
	dispatch(given: GameEvent): Promise<Result<GameState>> {
		// Panels build events from their $state: a reactive proxy cannot be stored in IndexedDB, a plain copy can.
		const event = $state.snapshot(given) as GameEvent;
		if (this.#order) return this.#order.propose({ kind: 'step', event });
		return this.#enqueue(async () => {
			const result = apply(this.#state, event);
			if (!result.ok) return result;
			const events = [...this.#events.slice(0, this.#head), event];
			this.#fold.remember(events, events.length, result.value);
			this.#synced = Math.min(this.#synced, this.#head);
			this.#events = events;
			this.#head = events.length;
			this.#setFinal(null, null);
			return (await this.#save()) === 'conflict' ? changedElsewhere() : result;
		});
	}

	/** Steps back one event; the undone event is kept (and stored) for redo until a new event replaces it. */
	undo(): Promise<Result<GameState>> {
		if (this.#order) return this.#order.propose({ kind: 'undo' });
		return this.#enqueue(async () => {
			if (this.#head === 0) return nothingTo('undo');
			const final = this.#row.final;
			if (final) this.#setFinal(null, { head: this.#head, final });
			this.#head -= 1;
			const state = this.#state;
			return (await this.#save()) === 'conflict' ? changedElsewhere() : { ok: true, value: state };
		});
	}

	/** Re-applies the next undone event. */
	redo(): Promise<Result<GameState>> {
		if (this.#order) return this.#order.propose({ kind: 'redo' });
		return this.#enqueue(async () => {
			const event = this.#events[this.#head];
			if (!event) return nothingTo('redo');
			const result = apply(this.#state, event);
			if (!result.ok) return result;
			this.#fold.remember(this.#events, this.#head + 1, result.value);
			this.#head += 1;
			const undone = this.#row.undoneFinal;
			if (undone && undone.head === this.#head) this.#setFinal(undone.final, null);
			return (await this.#save()) === 'conflict' ? changedElsewhere() : result;
		});
	}

	/**
	 * Takes the log the one who orders the steps accepted (checked by it: every event replays), and stores it.
	 * A saved final scoring is set aside by an undo and comes back with the redo, as on one phone.
	 */
	adopt(events: readonly GameEvent[], head: number): Promise<Result<GameState>> {
		return this.#enqueue(async () => {
			let same = 0;
			const old = this.#events;
			while (same < old.length && same < events.length && (old[same] === events[same] || JSON.stringify(old[same]) === JSON.stringify(events[same]))) same++;
			const before = this.#head;
			if (same < events.length || same < old.length) this.#setFinal(null, null);
			else if (head < before && this.#row.final) this.#setFinal(null, { head: before, final: this.#row.final });
			else if (head > before && this.#row.undoneFinal?.head === head) this.#setFinal(this.#row.undoneFinal.final, null);
			this.#events = [...old.slice(0, same), ...events.slice(same)];
			this.#head = head;
			this.#synced = Math.min(this.#synced, same);
			const state = this.#state;
			return (await this.#save()) === 'conflict' ? changedElsewhere() : { ok: true, value: state };
		});
	}

	/** Tries again to store what is only in memory. */
	retrySave(): Promise<SaveStatus> {
		return this.#enqueue(async () => {
			if (this.#status === 'unsaved') await this.#save();
			return this.#status;
		});
	}

	/** Saves the final scoring's winners and totals for the history, with what was entered to reach them. */
	saveFinal(result: FinalOutcome, entries?: Readonly<Record<PlayerId, FinalEntries>>): Promise<DbResult<FinalSummary>> {
		return this.#enqueue(async () => {
			if (this.#status === 'unsaved') await this.#save();
			if (this.#status === 'unsaved') return { ok: false, error: this.#error ?? writeError('unknown') } as const;
			const saved = await saveFinalScore(this.#db, this.id, { expectedRev: this.#rev, state: this.#state, result, ...(entries ? { entries } : {}) });
			if (!saved.ok) {
				if (saved.error.kind === 'conflict') await this.#reload(saved.error);
				else this.#error = saved.error;
				return saved;
			}
			const final = finalSummary(result, entries ? { entries } : {});
			this.#rev = saved.value.rev;
			this.#row = { ...this.#row, rev: saved.value.rev, final };
			return { ok: true, value: final } as const;
		});
	}

	/** Stops following other tabs. */
	dispose(): void {
		this.#unwatch?.();
		this.#unwatch = null;
	}

	#enqueue<T>(task: () => Promise<T>): Promise<T> {
		const run = this.#queue.then(task);
		this.#queue = run.catch(() => undefined);
		return run;
	}

	#take(loaded: LoadedGame): void {
		this.#row = loaded.row;
		this.#fold = new Fold(loaded.row.setup, loaded.row.profile);
		this.#fold.remember(loaded.events, loaded.head, loaded.state);
		this.#events = loaded.events;
		this.#head = loaded.head;
		this.#rev = loaded.row.rev;
		this.#synced = loaded.events.length;
		this.#damaged = loaded.damaged;
		this.#status = 'saved';
	}

	/** Makes the stored log equal the memory one: events from the first difference, head, summary. */
	async #save(): Promise<'saved' | 'failed' | 'conflict'> {
		this.#status = 'saving';
		if (this.#rev === -1) {
			const created = await createGameRecord(this.#db, this.#row.setup, this.#row.profile, { id: this.id, now: this.#row.createdAt });
			if (!created.ok) return this.#failed(created.error);
			this.#row = created.value;
			this.#rev = created.value.rev;
			this.#follow();
		}
		const events = this.#events;
		const head = this.#head;
		const fromSeq = this.#synced;
		const written = await saveLog(this.#db, this.id, {
			expectedRev: this.#rev,
			known: this.#row,
			fromSeq,
			events: events.slice(fromSeq),
			head,
			state: this.#state,
			final: this.#row.final,
			undoneFinal: this.#row.undoneFinal ?? null
		});
		if (!written.ok) {
			if (written.error.kind !== 'conflict') return this.#failed(written.error);
			await this.#reload(written.error);
			return 'conflict';
		}
		this.#rev = written.value.rev;
		this.#synced = events.length;
		this.#row = { ...this.#row, head, count: events.length, rev: written.value.rev };
		this.#error = null;
		this.#status = 'saved';
		return 'saved';
	}

	#setFinal(final: FinalSummary | null, undoneFinal: UndoneFinal | null): void {
		this.#row = { ...this.#row, final, undoneFinal };
	}

	#failed(error: WriteError): 'failed' {
		this.#error = error;
		this.#status = 'unsaved';
		return 'failed';
	}

	/** Replaces memory with the stored game; `error` tells the UI why (null = just following another tab). */
	async #reload(error: WriteError | null): Promise<void> {
		const loaded = await loadGame(this.#db, this.id);
		if (!loaded.ok) {
			this.#failed(loaded.error);
			return;
		}
		this.#take(loaded.value);
		this.#error = error;
	}

	#follow(): void {
		if (this.#unwatch || this.#rev === -1) return;
		this.#unwatch = watchGame(this.#db, this.id, (rev) => {
			this.#storedRev = rev;
			if (rev === null || rev === this.#rev) return;
			// Queued behind our own writes: by then our rev may have caught up with it.
			void this.#enqueue(async () => {
				if (this.#storedRev === null || this.#storedRev === this.#rev) return;
				// Unsaved steps of this tab lose against the other tab's stored ones.
				await this.#reload(this.#status === 'unsaved' ? writeError('conflict') : null);
			});
		});
	}
}
