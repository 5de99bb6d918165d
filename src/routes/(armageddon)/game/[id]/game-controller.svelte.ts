/**
 * The game page's behaviour: dispatch with box-value prompts and retries, undo/redo, the
 * message shown after a step, and exporting the game when storage fails.
 */
import type { BoxNeed, BuildingCard, GameEvent, GameState, PlayerId, Rejection } from '$lib/games/armageddon';
import { boxProfile } from '$lib/state/box-profile.svelte';
import { GameBoxValues } from '$lib/state/game-box-values';
import type { GameSession } from '$lib/state/game-session.svelte';
import type { GameContext } from './game-context';
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

/** The page's side of the game: what the panels reach through the game context is this object itself. */
export class GameController implements GameContext {
	readonly session: GameSession;
	/** Box values into the game: the device's, or entered in the prompt (which stores them through `boxValues.enter`). */
	readonly boxValues: GameBoxValues;
	#ask = $state.raw<BoxAsk | null>(null);
	#notice = $state.raw<Notice | null>(null);
	#undoFinal = $state.raw<{ readonly event: GameEvent } | null>(null);

	constructor(session: GameSession) {
		this.session = session;
		this.boxValues = new GameBoxValues(session);
	}

	get id(): string {
		return this.session.id;
	}

	get state(): GameState {
		return this.session.state;
	}

	/** The box's building-card catalogue, to pick a card by name in Construction. */
	get buildingCards(): readonly BuildingCard[] {
		return boxProfile.current.buildingCards;
	}

	/** Steps a full disk kept from being saved before the page was reloaded, offered back (the session keeps them). */
	get held(): readonly GameEvent[] {
		return this.session.held;
	}

	/** Puts the held steps back, each through the engine; what is refused stays out. */
	putBack = (): Promise<void> => this.session.putBack();

	discardHeld = (): void => this.session.discardHeld();

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
		if (this.session.held.length === 0) return false;
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
		this.#notice = !result.ok ? { kind: 'rejected', rejection: result } : event ? { kind: 'undone', event } : null;
	}

	redo = async (): Promise<void> => {
		if (this.#waiting()) return;
		const event = this.session.events[this.session.head];
		let result = await this.session.redo();
		while (result.ok && redoAlso(this.session.events, this.session.head, this.session.state, boxProfile.current.buildingCards)) result = await this.session.redo();
		this.#notice = !result.ok ? { kind: 'rejected', rejection: result } : event ? { kind: 'redone', event } : null;
	};

	retrySave = async (): Promise<void> => {
		await this.session.retrySave();
	};

	/** Offers the game as a backup file: from storage when it is up to date, else from memory. */
	exportGame = async (): Promise<void> => {
		const now = Date.now();
		// Loaded when asked for: the game page's first load does without the export code.
		const { backupFileName, saveJsonFile } = await import('$lib/platform/save-file');
		try {
			const text = await this.session.backupText(now);
			const title = this.session.title ?? this.session.state.players.map((p) => p.name).join(' ');
			const saved = await saveJsonFile(backupFileName(now, title), text);
			this.#notice = saved === 'cancelled' ? null : { kind: 'exported' };
		} catch (e) {
			this.#notice = { kind: 'export-failed', message: e instanceof Error ? e.message : String(e) };
		}
	};
}
