/**
 * Which table this phone is part of, if any: a host's or a joined phone's (one at a time). Small on purpose:
 * every game page asks it for the session to use, and only the phones pages load the links themselves
 * (`host-table.svelte.ts`, `joined-phone.svelte.ts`).
 */
import type { GameSession } from './game-session.svelte';

/** A host's table or a joined phone, as pages see it. */
export interface LinkedTable {
	readonly role: 'host' | 'phone';
	readonly game: string;
	readonly session: GameSession | null;
	/** A joined phone's channel: 'connected' while the host answers. */
	readonly status?: 'answering' | 'connected' | 'left' | 'failed';
	/** Ends the link: channels close, the session decides alone again. */
	close(): void;
}

class Table {
	current = $state.raw<LinkedTable | null>(null);

	/** The session a page of `gameId` should use: the table's, when this phone hosts or joined that game. */
	sessionFor(gameId: string): GameSession | null {
		const t = this.current;
		return t && t.game === gameId ? t.session : null;
	}

	/** This phone is now `next`'s (the table before it is closed). */
	use(next: LinkedTable): void {
		if (this.current !== next) this.current?.close();
		this.current = next;
	}

	leave(): void {
		this.current?.close();
		this.current = null;
	}
}

export const table = new Table();
