/**
 * A running game's storage: the stored row and its rev, the save status, the one write path for the log and
 * the final scoring, following other tabs, and the steps a full disk kept from being saved. The session's step
 * part (`game-session.svelte.ts`) decides what the log is; this part makes the stored one equal it.
 */
import type { FinalEntries, FinalSummary, GameEvent, GameState, PlayerId } from '$lib/games/armageddon';
import type { CompanionDb } from '$lib/db/database';
import { writeError, type DbResult, type WriteError } from '$lib/db/errors';
import { createGameRecord, loadGame, saveFinalScore, saveLog, watchGame, type LoadedGame } from '$lib/db/games';
import type { Damage } from '$lib/db/restore';
import type { GameRow, UndoneFinal } from '$lib/db/rows';
import { finalSummary, type FinalOutcome } from '$lib/db/summary';
import { forgetUnsaved, heldBeyond, holdUnsaved } from '$lib/db/unsaved-steps';

export type SaveStatus = 'saved' | 'saving' | 'unsaved';

/** The log as the session holds it in memory. */
export interface Log {
	readonly events: readonly GameEvent[];
	readonly head: number;
	readonly state: GameState;
}

export class GameStore {
	readonly #db: CompanionDb;
	readonly id: string;
	readonly #log: Log;
	readonly #takeLog: (loaded: LoadedGame) => void;
	#row = $state.raw<GameRow>() as GameRow;
	#status = $state<SaveStatus>('saved');
	#error = $state.raw<WriteError | null>(null);
	#damaged = $state.raw<readonly Damage[]>([]);
	/** Steps a full disk kept from being saved before a reload, offered back; while they wait nothing is held anew. */
	#held = $state.raw<readonly GameEvent[]>([]);
	/** Stored rev this tab last wrote or read; -1 = the game is not stored yet. */
	#rev = 0;
	/** Memory events [0, synced) are known to equal the stored ones. */
	#synced = 0;
	#unwatch: (() => void) | null = null;
	/** Latest stored rev reported by the watch. */
	#storedRev: number | null = null;
	/** A write of this tab is under way: the change it makes is not read back. */
	#writing = false;
	/** Steps are held in the draft store (dropped once the game is saved again). */
	#holding = true;

	/** `log` is the session's memory; `takeLog` replaces it with a game read from storage. */
	constructor(db: CompanionDb, loaded: LoadedGame, log: Log, takeLog: (loaded: LoadedGame) => void) {
		this.#db = db;
		this.id = loaded.row.id;
		this.#log = log;
		this.#takeLog = takeLog;
		this.#held = heldBeyond(this.id, loaded.events.slice(0, loaded.head));
		this.take(loaded);
	}

	get row(): GameRow {
		return this.#row;
	}
	get status(): SaveStatus {
		return this.#status;
	}
	get error(): WriteError | null {
		return this.#error;
	}
	get damaged(): readonly Damage[] {
		return this.#damaged;
	}
	get held(): readonly GameEvent[] {
		return this.#held;
	}

	/** Storage failed before the game was ever stored: it runs in memory until a save succeeds. */
	notStored(error: WriteError): void {
		this.#rev = -1;
		this.#failed(error);
	}

	/** Replaces memory (row and log) with a game read from storage. */
	take(loaded: LoadedGame): void {
		this.#row = loaded.row;
		this.#rev = loaded.row.rev;
		this.#synced = loaded.events.length;
		this.#damaged = loaded.damaged;
		this.#status = 'saved';
		this.#takeLog(loaded);
		this.#keep();
	}

	/** Memory events from `seq` on may differ from the stored ones. */
	changedFrom(seq: number): void {
		this.#synced = Math.min(this.#synced, seq);
	}

	setFinal(final: FinalSummary | null, undoneFinal: UndoneFinal | null): void {
		this.#row = { ...this.#row, final, undoneFinal };
	}

	/** Hands the held steps over (to be put back through the engine) and stops offering them. */
	takeHeld(): readonly GameEvent[] {
		const steps = this.#held;
		this.#held = [];
		return steps;
	}

	discardHeld(): void {
		this.#held = [];
		this.#holding = false;
		forgetUnsaved(this.id);
	}

	/** Makes the stored log equal the memory one: events from the first difference, head, summary. */
	async save(): Promise<'saved' | 'failed' | 'conflict'> {
		this.#status = 'saving';
		this.#keep();
		try {
			this.#writing = true;
			return await this.#write();
		} finally {
			this.#writing = false;
			this.#keep();
		}
	}

	async #write(): Promise<'saved' | 'failed' | 'conflict'> {
		if (this.#rev === -1) {
			const created = await createGameRecord(this.#db, this.#row.setup, this.#row.profile, { id: this.id, now: this.#row.createdAt });
			if (!created.ok) return this.#failed(created.error);
			this.#row = created.value;
			this.#rev = created.value.rev;
			this.follow();
		}
		const { events, head, state } = this.#log;
		const fromSeq = this.#synced;
		const written = await saveLog(this.#db, this.id, {
			expectedRev: this.#rev,
			known: this.#row,
			fromSeq,
			events: events.slice(fromSeq),
			head,
			state,
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

	/** Stores the final scoring's winners and totals with what was entered to reach them. */
	async saveFinal(result: FinalOutcome, entries?: Readonly<Record<PlayerId, FinalEntries>>): Promise<DbResult<FinalSummary>> {
		if (this.#status === 'unsaved') await this.save();
		if (this.#status === 'unsaved') return { ok: false, error: this.#error ?? writeError('unknown') };
		this.#writing = true;
		const saved = await saveFinalScore(this.#db, this.id, { expectedRev: this.#rev, state: this.#log.state, result, ...(entries ? { entries } : {}) }).finally(() => {
			this.#writing = false;
		});
		if (!saved.ok) {
			if (saved.error.kind === 'conflict') await this.#reload(saved.error);
			else this.#error = saved.error;
			return saved;
		}
		const final = finalSummary(result, entries ? { entries } : {});
		this.#rev = saved.value.rev;
		this.#row = { ...this.#row, rev: saved.value.rev, final };
		return { ok: true, value: final };
	}

	/** The game as a backup file's text: from storage when it is up to date, else from memory. */
	async backupText(now: number): Promise<string> {
		// Loaded when asked for: the game page's first load does without the export code.
		const { backupFile, exportGame, exportedGame, serializeBackup } = await import('$lib/db/export');
		const at = new Date(now).toISOString();
		if (this.#status === 'saved') {
			const stored = await exportGame(this.#db, this.id, at);
			if (stored.ok) return serializeBackup(stored.value.file);
		}
		const { events, head, state } = this.#log;
		const row = this.#row;
		const game = { id: this.id, title: row.title, createdAt: row.createdAt, updatedAt: now, setup: state.setup, profile: state.profile };
		return serializeBackup(backupFile(at, [exportedGame(game, events, head, head === events.length ? row.final : null)]));
	}

	/**
	 * While the game is not saved, its steps are kept in the draft store so a reload or a closed tab cannot lose
	 * them, also a step whose own save is still trying after a failed one; dropped once the game is saved. Nothing
	 * is written while the game saves normally.
	 */
	#keep(): void {
		if (this.#held.length > 0) return;
		const { events, head } = this.#log;
		if (this.#status === 'unsaved' || (this.#status === 'saving' && this.#error !== null)) {
			holdUnsaved(this.id, events.slice(0, head));
			this.#holding = true;
		} else if (this.#status === 'saved' && this.#holding) {
			forgetUnsaved(this.id);
			this.#holding = false;
		}
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
		this.take(loaded.value);
		this.#error = error;
	}

	/** Follows other tabs' writes; `enqueue` runs the reload behind this tab's own writes. */
	follow(enqueue?: (task: () => Promise<void>) => Promise<void>): void {
		if (enqueue) this.#enqueue = enqueue;
		if (this.#unwatch || this.#rev === -1) return;
		this.#unwatch = watchGame(
			this.#db,
			this.id,
			(rev) => {
				this.#storedRev = rev;
				if (rev === null || rev === this.#rev) return;
				// Queued behind our own writes: by then our rev may have caught up with it.
				void this.#enqueue(async () => {
					if (this.#storedRev === null || this.#storedRev === this.#rev) return;
					// Unsaved steps of this tab lose against the other tab's stored ones.
					await this.#reload(this.#status === 'unsaved' ? writeError('conflict') : null);
				});
			},
			() => this.#writing
		);
	}
	#enqueue: (task: () => Promise<void>) => Promise<void> = (task) => task();

	/** Stops following other tabs. */
	dispose(): void {
		this.#unwatch?.();
		this.#unwatch = null;
	}
}
