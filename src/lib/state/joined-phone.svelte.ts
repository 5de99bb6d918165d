/**
 * A phone joined to a host: it proposes its steps through its `Replica` and stores what the host accepted (checked
 * for meaning: every event must replay). Screens see none of it: their session's `dispatch`, `undo` and `redo`
 * go through `order`.
 */
import { apply, type BoxProfile, type GameEvent, type GameState, type PlayerId, type Rejection, type Result, type Setup } from '$lib/games/armageddon';
import { writeError, type DbResult } from '$lib/db/errors';
import { createGameRecord } from '$lib/db/games';
import { joinText, readJoinCode, type JoinProblem } from '$lib/db/join-code';
import type { CompanionDb } from '$lib/db/database';
import { answer, watchGone } from '$lib/platform/peer-channel';
import { recallTable, rememberTable } from '$lib/platform/table-memory';
import { encode, type Op } from '$lib/sync/protocol';
import { Replica, type Heard } from '$lib/sync/replica';
import { GameSession, type StepOrder } from './game-session.svelte';
import type { LinkedTable } from './table.svelte';

/** A random name: this phone's key at the table. */
function ticket(): string {
	const bytes = crypto.getRandomValues(new Uint8Array(9));
	return [...bytes].map((b) => b.toString(16).padStart(2, '0')).join('');
}

/** How long a joined phone waits for the host to take or refuse a step. */
const ANSWER_MS = 8_000;
/**
 * How long a phone whose channel opened waits for the game before it says hello again (up to `HELLO_TRIES`
 * times): the host answers every hello with what the phone lacks, so a first hello lost or answered too early
 * costs a moment, not a phone that waits for ever.
 */
export const HELLO_AGAIN_MS = 2_000;
const HELLO_TRIES = 5;

const linkRefusal = (why: 'stale' | 'seat' | 'no-host'): Rejection => ({
	ok: false,
	code: 'not-allowed',
	reason: `The host did not take the step (${why}).`,
	detail: { kind: 'table-link', why }
});

/**
 * The game a host phone sent to a phone that joined its table, stored under the host's game id (or the stored
 * copy brought up to date when this phone had it already).
 */
export async function joinedGame(db: CompanionDb, id: string, setup: Setup, profile: BoxProfile, events: readonly GameEvent[], head: number): Promise<DbResult<GameSession>> {
	let opened = await GameSession.open(db, id);
	if (!opened.ok && opened.error.kind === 'not-found') {
		const created = await createGameRecord(db, setup, profile, { id });
		if (!created.ok) return created;
		opened = await GameSession.open(db, id);
	}
	if (!opened.ok) return opened;
	// Another game under the same id: the host's log would be folded over the wrong setup.
	if (JSON.stringify(opened.value.state.setup) !== JSON.stringify(setup)) {
		opened.value.dispose();
		return { ok: false, error: writeError('conflict') };
	}
	await opened.value.adopt(events, head);
	return opened;
}

/** A phone joined to a host: its session stores what the host accepted; its steps go to the host. */
export class JoinedPhone implements StepOrder, LinkedTable {
	readonly role = 'phone';
	readonly game: string;
	/** This phone's id at the table: the ticket of the code it answered. */
	readonly me: string;
	readonly #db: CompanionDb;
	readonly #replica: Replica;
	#channel: RTCDataChannel | null = null;
	#session = $state.raw<GameSession | null>(null);
	#status = $state<'answering' | 'connected' | 'left' | 'failed'>('answering');
	#seats = $state.raw<Readonly<Record<string, string>>>({});
	readonly #waiting = new Map<number, (r: Result<GameState>) => void>();
	/**
	 * The host's messages, taken one at a time: storing one (the first game, a catch-up) must end before the next is
	 * read, or two messages at once would both create the game, or adopt over each other.
	 */
	#inbox: Promise<void> = Promise.resolve();
	readonly #ops = new Map<number, Op>();

	/** The seat this phone held before a reload: it goes back to it without asking "Who are you?". */
	readonly #back: PlayerId | null;

	private constructor(db: CompanionDb, game: string, me: string, key: string, stored: GameSession | null = null, rev = 0, back: PlayerId | null = null) {
		this.#db = db;
		this.game = game;
		this.me = me;
		this.#back = back;
		const from = stored ? { setup: stored.state.setup, profile: stored.state.profile, events: stored.events, head: stored.head, rev } : null;
		this.#replica = new Replica(game, from, me, key);
		if (stored && this.#replica.ready) {
			stored.order = this;
			this.#session = stored;
		} else stored?.dispose();
	}

	/**
	 * This phone was at this game's table before (a reload, a closed page, a host that changed): it starts from its
	 * stored game at its last revision, so the host sends only what it missed, and it takes its seat again.
	 */
	static async #rejoining(db: CompanionDb, game: string, me: string): Promise<JoinedPhone> {
		const memory = recallTable();
		const key = memory?.key ?? ticket();
		if (memory?.game !== game) return new JoinedPhone(db, game, me, key);
		const stored = await GameSession.open(db, game);
		if (!stored.ok) return new JoinedPhone(db, game, me, key);
		return new JoinedPhone(db, game, me, key, stored.value, memory.rev, memory.seat);
	}

	/** Reads the host's code and makes this phone's answer (to show as a QR code and text). */
	static async answer(db: CompanionDb, link: string): Promise<{ ok: true; phone: JoinedPhone; answer: string } | { ok: false; problem: JoinProblem | 'no-connection' }> {
		const read = await readJoinCode(link, 'offer');
		if (!read.ok) return { ok: false, problem: read.problem };
		const phone = await JoinedPhone.#rejoining(db, read.code.game, read.code.ticket);
		let end: Awaited<ReturnType<typeof answer>>;
		try {
			end = await answer(read.code.sdp);
		} catch {
			return { ok: false, problem: 'no-connection' };
		}
		void end.channel.then(
			(channel) => {
				phone.#open(channel);
				watchGone(
					end.connection,
					() => phone.#gone(),
					() => phone.#send(phone.#replica.hello())
				);
			},
			() => (phone.#status = 'failed')
		);
		const text = await joinText({ kind: 'answer', game: read.code.game, ticket: read.code.ticket, sdp: end.sdp });
		return { ok: true, phone, answer: text };
	}

	get status(): 'answering' | 'connected' | 'left' | 'failed' {
		return this.#status;
	}
	/** The game as this phone stored it, once the host sent it. */
	get session(): GameSession | null {
		return this.#session;
	}
	get seat(): PlayerId | null {
		return this.#replica.seat;
	}
	/** This phone came back to a table it was at: it has its game and its seat, and needs no "Who are you?". */
	get rejoined(): boolean {
		return this.#back !== null && this.#session !== null;
	}
	/** Seat → the phone holding it. */
	get seats(): Readonly<Record<string, string>> {
		return this.#seats;
	}

	/** Leaves the table: the channel closes; the stored game stays and decides alone again. */
	close(): void {
		this.#channel?.close();
		if (this.#session) this.#session.order = null;
		this.#remember(true);
	}

	/** This phone takes a player's seat (null: none). */
	claim(seat: PlayerId | null): void {
		this.#send(this.#replica.hello(seat));
		this.#remember();
	}

	propose(op: Op): Promise<Result<GameState>> {
		if (!this.#channel || this.#channel.readyState !== 'open') return Promise.resolve(linkRefusal('no-host'));
		const { id, message } = this.#replica.propose(op);
		this.#ops.set(id, op);
		return new Promise((done) => {
			const timer = setTimeout(() => this.#answer(id, linkRefusal('no-host')), ANSWER_MS);
			this.#waiting.set(id, (r) => {
				clearTimeout(timer);
				done(r);
			});
			this.#send(message);
		});
	}

	#open(channel: RTCDataChannel): void {
		this.#channel = channel;
		this.#status = 'connected';
		channel.addEventListener('message', (e) => {
			this.#inbox = this.#inbox.then(() => this.#receive(e.data)).catch(() => undefined);
		});
		channel.addEventListener('close', () => this.#gone());
		this.#send(this.#replica.hello(this.#back));
		this.#helloAgain(HELLO_TRIES);
		// Back at the table: no longer "alone", even if the host has nothing new to send.
		this.#remember();
		if (typeof document !== 'undefined') document.addEventListener('visibilitychange', this.#visible);
	}

	/** Says hello again while the game has not come (the phone's seat as it now is). */
	#helloAgain(tries: number): void {
		if (tries <= 0) return;
		setTimeout(() => {
			if (this.#session !== null || this.#status !== 'connected') return;
			this.#send(this.#replica.hello());
			this.#helloAgain(tries - 1);
		}, HELLO_AGAIN_MS);
	}

	/** A phone whose screen comes back on asks for what it may have missed (nothing, if the channel held). */
	readonly #visible = () => {
		if (document.visibilityState === 'visible' && this.#status === 'connected') this.#send(this.#replica.hello());
	};

	/** What a reload needs to bring this phone back: its game, seat and revision (`alone`: it went on without the host). */
	#remember(alone = false): void {
		if (!this.#replica.ready) return;
		rememberTable({ game: this.game, seat: this.#replica.seat, rev: this.#replica.rev, alone, key: this.#replica.key ?? '' });
	}

	#gone(): void {
		if (this.#status === 'left') return;
		this.#status = 'left';
		if (typeof document !== 'undefined') document.removeEventListener('visibilitychange', this.#visible);
		for (const id of [...this.#waiting.keys()]) this.#answer(id, linkRefusal('no-host'));
	}

	async #receive(data: unknown): Promise<void> {
		const { heard, reply } = this.#replica.receive(data);
		if (reply) this.#send(reply);
		await this.#heard(heard);
	}

	async #heard(heard: Heard): Promise<void> {
		switch (heard.kind) {
			case 'changed': {
				const stored = await this.#store();
				if (heard.mine !== undefined) this.#answer(heard.mine, stored);
				return;
			}
			case 'refused': {
				const op = this.#ops.get(heard.id);
				const state = this.#replica.state;
				// The engine words a refused step the same on every phone: this phone asks its own copy why.
				const own = heard.why === 'rejected' && op?.kind === 'step' && state ? apply(state, op.event) : null;
				this.#answer(heard.id, own && !own.ok ? own : linkRefusal(heard.why === 'rejected' ? 'stale' : heard.why));
				return;
			}
			case 'seats':
				this.#seats = heard.seats;
				return;
			default:
				return;
		}
	}

	async #store(): Promise<Result<GameState>> {
		const r = this.#replica;
		if (!r.setup || !r.profile) return linkRefusal('no-host');
		if (this.#session) {
			const stored = await this.#session.adopt(r.events, r.head);
			if (stored.ok) this.#remember();
			return stored;
		}
		const joined = await joinedGame(this.#db, this.game, r.setup, r.profile, r.events, r.head);
		if (!joined.ok) {
			this.#status = 'failed';
			return linkRefusal('no-host');
		}
		joined.value.order = this;
		this.#session = joined.value;
		this.#remember();
		return { ok: true, value: joined.value.state };
	}

	#answer(id: number, result: Result<GameState>): void {
		this.#ops.delete(id);
		const done = this.#waiting.get(id);
		this.#waiting.delete(id);
		done?.(result);
	}

	#send(message: Parameters<typeof encode>[0]): void {
		if (this.#channel?.readyState === 'open') this.#channel.send(encode(message));
	}
}
