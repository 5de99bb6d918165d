/**
 * Which table this phone is part of, if any: a host's or a joined phone's (one at a time). Small on purpose:
 * every game page asks it for the session to use, and only the phones pages load the links themselves
 * (`host-table.svelte.ts`, `joined-phone.svelte.ts`).
 */
import type { PlayerId } from '$lib/games/armageddon';
import type { GameSession } from './game-session.svelte';

/** A host's table or a joined phone, as pages see it. */
export interface LinkedTable {
	readonly role: 'host' | 'phone';
	readonly game: string;
	readonly session: GameSession | null;
	/** Seat → the id of the phone holding it. */
	readonly seats: Readonly<Record<string, string>>;
	/** This phone's id at the table; null on the host, which holds no seat. */
	readonly me: string | null;
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

	/**
	 * Where `player`'s own things (their secret tiles) show: a seat held by a joined phone is that phone's alone
	 * ('mine' there, 'other' everywhere else); a player without a phone is 'free', shown as without phones.
	 */
	holder(gameId: string, player: PlayerId): 'mine' | 'other' | 'free' {
		const t = this.current;
		const phone = t && t.game === gameId ? t.seats[player] : undefined;
		if (phone === undefined) return 'free';
		return phone === t?.me ? 'mine' : 'other';
	}

	/** The player this phone holds the seat of in `gameId`, if any. */
	seat(gameId: string): PlayerId | null {
		const t = this.current;
		if (!t || t.game !== gameId || t.me === null) return null;
		return (Object.keys(t.seats).find((s) => t.seats[s] === t.me) as PlayerId | undefined) ?? null;
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
