/**
 * A running game: the event log in memory and the state as its fold, the one door a game's screens use (read
 * the state, dispatch, undo/redo, final scoring, held steps, backup). Storage sits behind it in
 * `game-store.svelte.ts`, which saves every change and follows writes from other tabs.
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
import type { DbResult, WriteError } from '$lib/db/errors';
import { createGameRecord, loadGame, newGameRow, type LoadedGame } from '$lib/db/games';
import type { Damage } from '$lib/db/restore';
import type { GameRow } from '$lib/db/rows';
import type { FinalOutcome } from '$lib/db/summary';
import type { Op } from '$lib/sync/protocol';
import { Fold } from './game-fold';
import { GameStore, type SaveStatus } from './game-store.svelte';

export type { SaveStatus } from './game-store.svelte';
/** What a screen shows when storage fails, and what a stored game looks like read back. */
export type { DbResult, WriteError } from '$lib/db/errors';
export type { FinalOutcome } from '$lib/db/summary';

/** A step, an undo or a redo, as phones joined to a host propose them. */
export type { Op } from '$lib/sync/protocol';

/**
 * Who orders the game's steps while phones are joined: the host's master, or on a joined phone the host over
 * its channel. It decides, then hands the accepted log to `adopt`; without one the session decides itself.
 */
export interface StepOrder {
	propose(op: Op): Promise<Result<GameState>>;
}

const nothingTo = (what: 'undo' | 'redo'): Rejection => ({ ok: false, code: 'not-allowed', reason: `There is nothing to ${what}.`, detail: { kind: 'nothing-to', what } });
const changedElsewhere = (): Rejection => ({
	ok: false,
	code: 'not-allowed',
	reason: 'The game was changed in another tab, so this step was not applied. The game has been reloaded; enter the step again if it is still needed.',
	detail: { kind: 'changed-elsewhere' }
});

export class GameSession {
	readonly id: string;
	readonly #store: GameStore;
	#fold = $state.raw<Fold>() as Fold;
	// Raw: events go to IndexedDB, which cannot store Svelte proxies.
	#events = $state.raw<readonly GameEvent[]>([]);
	#head = $state(0);
	#state = $derived(this.#fold.at(this.#events, this.#head));
	#queue: Promise<unknown> = Promise.resolve();
	#order: StepOrder | null = null;

	private constructor(db: CompanionDb, loaded: LoadedGame) {
		this.id = loaded.row.id;
		// The store reads the log through the public getters below.
		this.#store = new GameStore(db, loaded, this, (game) => this.#take(game));
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
		session.#store.notStored(created.error);
		session.#follow();
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
		return this.#store.row.title;
	}
	get createdAt(): number {
		return this.#store.row.createdAt;
	}
	/** The saved final scoring; undo sets it aside (redo restores it), a new step clears it. */
	get final(): FinalSummary | null {
		return this.#store.row.final;
	}
	get canUndo(): boolean {
		return this.#head > 0;
	}
	get canRedo(): boolean {
		return this.#head < this.#events.length;
	}
	get status(): SaveStatus {
		return this.#store.status;
	}
	get saving(): boolean {
		return this.status === 'saving';
	}
	/** True once everything in memory is stored; the UI shows "saved" only then. */
	get saved(): boolean {
		return this.status === 'saved';
	}
	/** The last storage error, or null after a successful write. */
	get error(): WriteError | null {
		return this.#store.error;
	}
	/** Storage failed and the game lives only in memory: offer an export. */
	get offerExport(): boolean {
		return this.status === 'unsaved' && this.error !== null && this.error.kind !== 'conflict';
	}
	/** Stored events that were damaged and cut off when the game was loaded. */
	get damaged(): readonly Damage[] {
		return this.#store.damaged;
	}
	/**
	 * Steps a full disk kept from being saved before the page was reloaded, offered back. While they wait, the
	 * log should not move: they follow the stored log, so the count offered is what goes back.
	 */
	get held(): readonly GameEvent[] {
		return this.#store.held;
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
			this.#store.changedFrom(this.#head);
			this.#events = events;
			this.#head = events.length;
			this.#store.setFinal(null, null);
			return (await this.#store.save()) === 'conflict' ? changedElsewhere() : result;
		});
	}

	/** Steps back one event; the undone event is kept (and stored) for redo until a new event replaces it. */
	undo(): Promise<Result<GameState>> {
		if (this.#order) return this.#order.propose({ kind: 'undo' });
		return this.#enqueue(async () => {
			if (this.#head === 0) return nothingTo('undo');
			const final = this.#store.row.final;
			if (final) this.#store.setFinal(null, { head: this.#head, final });
			this.#head -= 1;
			const state = this.#state;
			return (await this.#store.save()) === 'conflict' ? changedElsewhere() : { ok: true, value: state };
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
			const undone = this.#store.row.undoneFinal;
			if (undone && undone.head === this.#head) this.#store.setFinal(undone.final, null);
			return (await this.#store.save()) === 'conflict' ? changedElsewhere() : result;
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
			const row = this.#store.row;
			if (same < events.length || same < old.length) this.#store.setFinal(null, null);
			else if (head < before && row.final) this.#store.setFinal(null, { head: before, final: row.final });
			else if (head > before && row.undoneFinal?.head === head) this.#store.setFinal(row.undoneFinal.final, null);
			this.#events = [...old.slice(0, same), ...events.slice(same)];
			this.#head = head;
			this.#store.changedFrom(same);
			const state = this.#state;
			return (await this.#store.save()) === 'conflict' ? changedElsewhere() : { ok: true, value: state };
		});
	}

	/** Tries again to store what is only in memory. */
	retrySave(): Promise<SaveStatus> {
		return this.#enqueue(async () => {
			if (this.status === 'unsaved') await this.#store.save();
			return this.status;
		});
	}

	/** Puts the held steps back, each through the engine; what is refused stays out. */
	async putBack(): Promise<void> {
		for (const event of this.#store.takeHeld()) {
			const result = await this.dispatch(event);
			if (!result.ok) break;
		}
	}

	/** Forgets the held steps: the table keeps the stored log. */
	discardHeld(): void {
		this.#store.discardHeld();
	}

	/** Saves the final scoring's winners and totals for the history, with what was entered to reach them. */
	saveFinal(result: FinalOutcome, entries?: Readonly<Record<PlayerId, FinalEntries>>): Promise<DbResult<FinalSummary>> {
		return this.#enqueue(() => this.#store.saveFinal(result, entries));
	}

	/** The game as a backup file's text: from storage when it is up to date, else from memory. */
	backupText(now: number): Promise<string> {
		return this.#store.backupText(now);
	}

	/** Stops following other tabs. */
	dispose(): void {
		this.#store.dispose();
	}

	#enqueue<T>(task: () => Promise<T>): Promise<T> {
		const run = this.#queue.then(task);
		this.#queue = run.catch(() => undefined);
		return run;
	}

	#take(loaded: LoadedGame): void {
		this.#fold = new Fold(loaded.row.setup, loaded.row.profile);
		this.#fold.remember(loaded.events, loaded.head, loaded.state);
		this.#events = loaded.events;
		this.#head = loaded.head;
	}

	#follow(): void {
		this.#store.follow((task) => this.#enqueue(task));
	}
}
