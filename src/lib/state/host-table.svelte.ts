/**
 * The host phone of a table: its `Master` orders every step (its own taps and the joined phones' proposals) and
 * its session stores the accepted log before the phones are told. Screens see none of it: their session's
 * `dispatch`, `undo` and `redo` go through `order`.
 */
import type { GameState, PlayerId, Result } from '$lib/games/armageddon';
import { joinText, readJoinCode, type JoinProblem } from '$lib/db/join-code';
import { accept, offer, watchGone } from '$lib/platform/peer-channel';
import { recallTable, rememberTable } from '$lib/platform/table-memory';
import { Master, EVERYONE, type Outgoing } from '$lib/sync/master';
import { encode, type Op } from '$lib/sync/protocol';
import type { GameSession, StepOrder } from './game-session.svelte';
import { table, type LinkedTable } from './table.svelte';

function ticket(): string {
	const bytes = crypto.getRandomValues(new Uint8Array(6));
	return [...bytes].map((b) => b.toString(16).padStart(2, '0')).join('');
}

/** A phone the host offered a code to, and what became of it. */
export interface TablePhone {
	readonly ticket: string;
	readonly status: 'offered' | 'joined' | 'left';
	/** The player whose seat it holds, if any (for a phone that left: the seat it held, free again). */
	readonly seat: PlayerId | null;
}

/** The host phone: its own session orders the game for every joined phone. */
export class HostTable implements StepOrder, LinkedTable {
	readonly role = 'host';
	readonly session: GameSession;
	readonly #master: Master;
	readonly #pending = new Map<string, RTCPeerConnection>();
	readonly #channels = new Map<string, RTCDataChannel>();
	#phones = $state.raw<readonly TablePhone[]>([]);

	constructor(session: GameSession) {
		this.session = session;
		const row = { setup: session.state.setup, profile: session.state.profile };
		// A phone that took over from a host that died numbers on from the revision it had: the other phones, at
		// that revision with the same log, then have nothing to catch up (the fingerprint still guards the rest).
		const memory = recallTable();
		const rev = memory?.game === session.id ? memory.rev : 0;
		if (memory) rememberTable(null);
		this.#master = new Master({ game: session.id, setup: row.setup, profile: row.profile, events: session.events, head: session.head, rev });
		session.order = this;
	}

	get game(): string {
		return this.session.id;
	}
	get phones(): readonly TablePhone[] {
		return this.#phones;
	}
	get seats(): Readonly<Record<string, string>> {
		return Object.fromEntries(this.#phones.flatMap((p) => (p.status === 'joined' && p.seat ? [[p.seat, p.ticket]] : [])));
	}
	readonly me = null;

	/** A new code for one more phone: the link its camera opens. */
	async addPhone(origin: string): Promise<{ readonly ticket: string; readonly link: string }> {
		const t = ticket();
		const end = await offer();
		this.#pending.set(t, end.connection);
		this.#set(t, { ticket: t, status: 'offered', seat: null });
		void end.channel.then(
			(channel) => {
				this.#open(t, channel);
				watchGone(end.connection, () => channel.close());
			},
			() => this.#set(t, { ticket: t, status: 'left', seat: null })
		);
		const text = await joinText({ kind: 'offer', game: this.game, ticket: t, sdp: end.sdp });
		return { ticket: t, link: `${origin}/join#${text}` };
	}

	/** The joining phone's answer, scanned or pasted; null when taken, else why not. */
	async takeAnswer(given: string): Promise<JoinProblem | 'unknown-code' | null> {
		const read = await readJoinCode(given, 'answer');
		if (!read.ok) return read.problem;
		const connection = this.#pending.get(read.code.ticket);
		if (read.code.game !== this.game || !connection) return 'unknown-code';
		this.#pending.delete(read.code.ticket);
		try {
			await accept(connection, read.code.sdp);
		} catch {
			return 'malformed';
		}
		return null;
	}

	async propose(op: Op): Promise<Result<GameState>> {
		const done = this.#master.local(op);
		if (!done.ok) {
			if (done.rejection && !done.rejection.ok) return done.rejection;
			return { ok: false, code: 'not-allowed', reason: `There is nothing to ${op.kind}.`, detail: { kind: 'nothing-to', what: op.kind === 'redo' ? 'redo' : 'undo' } };
		}
		const stored = await this.session.adopt(this.#master.events, this.#master.head);
		this.#post(done.out);
		return stored;
	}

	/** Ends the table: every channel closes, the session decides alone again. */
	close(): void {
		for (const c of this.#channels.values()) c.close();
		for (const p of this.#pending.values()) p.close();
		this.#channels.clear();
		this.#pending.clear();
		this.session.order = null;
	}

	#open(t: string, channel: RTCDataChannel): void {
		this.#channels.set(t, channel);
		this.#master.join(t, t);
		this.#set(t, { ticket: t, status: 'joined', seat: null });
		channel.addEventListener('message', (e) => void this.#receive(t, e.data));
		channel.addEventListener('close', () => {
			if (!this.#channels.has(t)) return;
			this.#channels.delete(t);
			this.#post(this.#master.leave(t));
			// The list says whose phone left (its seat is free again).
			const seat = this.#phones.find((p) => p.ticket === t)?.seat ?? null;
			this.#set(t, { ticket: t, status: 'left', seat });
		});
	}

	async #receive(t: string, data: unknown): Promise<void> {
		const rev = this.#master.rev;
		const out = this.#master.receive(t, data);
		// What the phones are told is stored on the host first.
		if (this.#master.rev !== rev) await this.session.adopt(this.#master.events, this.#master.head);
		this.#post(out);
		const seats = this.#master.seats;
		const held = (ticket: string) => (Object.keys(seats).find((s) => seats[s] === ticket) as PlayerId | undefined) ?? null;
		// A phone that left and came back under a new code is one phone at the table: its old line goes.
		this.#phones = this.#phones.flatMap((p) => (p.status === 'left' ? (p.seat && seats[p.seat] ? [] : [p]) : [{ ...p, seat: held(p.ticket) }]));
	}

	#post(out: readonly Outgoing[]): void {
		for (const o of out) {
			const text = encode(o.message);
			for (const [t, channel] of this.#channels) if ((o.to === EVERYONE || o.to === t) && channel.readyState === 'open') channel.send(text);
		}
	}

	#set(t: string, phone: TablePhone): void {
		this.#phones = [...this.#phones.filter((p) => p.ticket !== t), phone];
	}
}

/** This phone hosts `session`'s game (the same table again if it already does). */
export function hostTable(session: GameSession): HostTable {
	const now = table.current;
	if (now instanceof HostTable && now.game === session.id) return now;
	const host = new HostTable(session);
	table.use(host);
	return host;
}
