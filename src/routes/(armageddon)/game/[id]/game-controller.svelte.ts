/**
 * The game page's behaviour: dispatch with box-value prompts and retries, undo/redo, the
 * message shown after a step, and exporting the game when storage fails.
 */
import { untrack } from 'svelte';
import type { BackupFile } from '$lib/db';
import type * as Export from '$lib/db/export';
import { appDb } from '$lib/db/instance';
import type { BoxNeed, GameEvent, PlayerId, Rejection } from '$lib/games/armageddon';
import { boxProfile } from '$lib/state/box-profile.svelte';
import { GameBoxValues } from '$lib/state/game-box-values';
import type { GameSession } from '$lib/state/game-session.svelte';
import { forgetUnsaved, heldBeyond, holdUnsaved } from '$lib/db/unsaved-steps';
import { redoAlso, undoSteps } from './undo-steps';

/** A box-value question open on the page; `done` answers it. */
export interface BoxAsk {
	readonly needs: readonly BoxNeed[];
	done(saved: boolean): void;
}

/** What the page tells the players after a step. */
export type Notice =
	| { readonly kind: 'rejected'; readonly rejection: Rejection }
	| { readonly kind: 'undone' | 'redone'; readonly event: GameEvent }
	| { readonly kind: 'exported' }
	/** A step or undo was asked for while held steps wait to be put back or discarded. */
	| { readonly kind: 'held-first' }
	| { readonly kind: 'export-failed'; readonly message: string };

export class GameController {
	readonly session: GameSession;
	/** Box values into the game: the device's, or entered in the prompt (which stores them through `boxValues.enter`). */
	readonly boxValues: GameBoxValues;
	#ask = $state.raw<BoxAsk | null>(null);
	#notice = $state.raw<Notice | null>(null);
	#undoFinal = $state.raw<{ readonly event: GameEvent } | null>(null);

	/**
	 * Steps a full disk kept from being saved before the page was reloaded, offered back. While they wait, the log
	 * does not move (no new step, no undo): they follow the stored log, so the count offered is what goes back.
	 */
	#held = $state.raw<GameEvent[]>([]);

	constructor(session: GameSession) {
		this.session = session;
		this.boxValues = new GameBoxValues(session);
		this.#held = heldBeyond(session.id, session.events.slice(0, session.head));
	}

	get held(): readonly GameEvent[] {
		return this.#held;
	}

	/** Puts the held steps back, each through the engine; what is refused stays out. */
	putBack = async (): Promise<void> => {
		const steps = this.#held;
		this.#held = [];
		for (const event of steps) {
			const result = await this.session.dispatch(event);
			if (!result.ok) break;
		}
		this.#keep();
	};

	discardHeld = (): void => {
		this.#held = [];
		forgetUnsaved(this.session.id);
	};

	/**
	 * While the game is not saved, its steps are kept in the draft store so a reload or a closed tab cannot lose
	 * them. A step taken after a failed save is kept while its own save is still trying: a reload then must not
	 * lose it either.
	 */
	#keep(): void {
		if (this.#held.length > 0) return;
		const s = this.session;
		if (s.status === 'unsaved' || (s.status === 'saving' && s.error !== null)) holdUnsaved(s.id, s.events.slice(0, s.head));
		else if (s.status === 'saved') forgetUnsaved(s.id);
	}

	/** Keeps the steps as soon as they change (not only once their save has failed); call inside the page's effect. */
	holdWhileUnsaved(): void {
		$effect(() => {
			void this.session.head;
			void this.session.events;
			void this.session.status;
			untrack(() => this.#keep());
		});
	}

	/** The open box-value question, if any. */
	get ask(): BoxAsk | null {
		return this.#ask;
	}

	get notice(): Notice | null {
		return this.#notice;
	}

	dismissNotice = (): void => {
		this.#notice = null;
	};

	/** Display name of a player. */
	name = (id: PlayerId): string => this.session.state.players.find((p) => p.id === id)?.name ?? String(id);

	/** Applies an event; missing box values are given to the game (asked for when the device lacks them) and the event retried; false when not applied. */
	dispatch = async (event: GameEvent): Promise<boolean> => {
		if (this.#waiting()) return false;
		for (;;) {
			const result = await this.session.dispatch(event);
			this.#keep();
			if (result.ok) {
				this.#notice = null;
				// Tiles drawn at the table teach this device's box profile.
				void boxProfile.learnFrom(event, this.session.state.round);
				return true;
			}
			const needs = result.code === 'needs-box-value' ? (result.needs ?? []) : [];
			if (needs.length === 0) {
				this.#notice = { kind: 'rejected', rejection: result };
				return false;
			}
			if (!(await this.provide(needs))) return false;
		}
	};

	/** Gives the game the box values it needs: the device's where they serve, the rest asked for; false when the prompt was cancelled. */
	provide = async (needs: readonly BoxNeed[]): Promise<boolean> => {
		const left = await this.boxValues.copyKnown(needs);
		return left.length === 0 || this.#askFor(left);
	};

	#askFor(needs: readonly BoxNeed[]): Promise<boolean> {
		this.#ask?.done(false);
		return new Promise((resolve) => {
			const ask: BoxAsk = {
				needs,
				done: (saved) => {
					if (this.#ask === ask) this.#ask = null;
					resolve(saved);
				}
			};
			this.#ask = ask;
		});
	}

	/** True (and says so) while held steps wait to be put back or discarded. */
	#waiting(): boolean {
		if (this.#held.length === 0) return false;
		this.#notice = { kind: 'held-first' };
		return true;
	}


	/** Undo asked for while a final scoring is saved: the step it would take back, until confirmed or kept. */
	get undoFinal(): { readonly event: GameEvent } | null {
		return this.#undoFinal;
	}

	/** Steps back one event; past a saved final scoring only after `confirmUndo` (it is part of what the group did). */
	undo = async (): Promise<void> => {
		if (this.#waiting()) return;
		const event = this.session.events[this.session.head - 1];
		if (this.session.final && event) {
			this.#undoFinal = { event };
			return;
		}
		await this.#undo();
	};

	/** Undoes the step and sets the saved final scoring aside; redo brings it back. */
	confirmUndo = async (): Promise<void> => {
		this.#undoFinal = null;
		await this.#undo();
	};

	keepFinal = (): void => {
		this.#undoFinal = null;
	};

	async #undo(): Promise<void> {
		const steps = undoSteps(this.session.events, this.session.head, this.session.state, boxProfile.current.buildingCards);
		const event = this.session.events[this.session.head - steps];
		let result = await this.session.undo();
		for (let more = steps - 1; result.ok && more > 0; more--) result = await this.session.undo();
		this.#keep();
		this.#notice = !result.ok ? { kind: 'rejected', rejection: result } : event ? { kind: 'undone', event } : null;
	}

	redo = async (): Promise<void> => {
		if (this.#waiting()) return;
		const event = this.session.events[this.session.head];
		let result = await this.session.redo();
		while (result.ok && redoAlso(this.session.events, this.session.head, this.session.state, boxProfile.current.buildingCards)) result = await this.session.redo();
		this.#keep();
		this.#notice = !result.ok ? { kind: 'rejected', rejection: result } : event ? { kind: 'redone', event } : null;
	};

	retrySave = async (): Promise<void> => {
		await this.session.retrySave();
		this.#keep();
	};

	/** Offers the game as a backup file: from storage when it is up to date, else from memory. */
	exportGame = async (): Promise<void> => {
		const now = Date.now();
		// Loaded when asked for: the game page's first load does without the export code.
		const [{ backupFile, exportGame, exportedGame, serializeBackup }, { backupFileName, saveJsonFile }] = await Promise.all([
			import('$lib/db/export'),
			import('$lib/platform/save-file')
		]);
		let file: BackupFile | null = null;
		if (this.session.saved) {
			const stored = await exportGame(appDb(), this.session.id, new Date(now).toISOString());
			if (stored.ok) file = stored.value.file;
		}
		file ??= this.#memoryBackup(now, backupFile, exportedGame);
		try {
			const title = this.session.title ?? this.session.state.players.map((p) => p.name).join(' ');
			const saved = await saveJsonFile(backupFileName(now, title), serializeBackup(file));
			this.#notice = saved === 'cancelled' ? null : { kind: 'exported' };
		} catch (e) {
			this.#notice = { kind: 'export-failed', message: e instanceof Error ? e.message : String(e) };
		}
	};

	/** The game as this tab holds it: what to keep when storage has failed. */
	#memoryBackup(now: number, backupFile: typeof Export.backupFile, exportedGame: typeof Export.exportedGame): BackupFile {
		const s = this.session;
		const game = { id: s.id, title: s.title, createdAt: s.createdAt, updatedAt: now, setup: s.state.setup, profile: s.state.profile };
		const final = s.head === s.events.length ? s.final : null;
		return backupFile(new Date(now).toISOString(), [exportedGame(game, s.events, s.head, final)]);
	}
}
