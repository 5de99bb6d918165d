/**
 * The host phone's authority over a game's log, as boardgame.io's master is: every phone proposes steps, the
 * master applies them with the engine, orders them, and tells every phone what was accepted with a revision.
 * Pure: it takes messages in and gives messages out; the data channels and the storage sit around it.
 */
import { apply, createGame, type BoxProfile, type GameEvent, type GameState, type PlayerId, type Result, type Setup } from '$lib/games/armageddon';
import { decode, fingerprint, stepPlayer, type DropReason, type Message, type Op, type RefusedWhy } from './protocol';

/** A message to one phone, or to every joined phone. */
export interface Outgoing {
	readonly to: string;
	readonly message: Message;
}
/** Every joined phone. */
export const EVERYONE = '*';

/** Where the master's log starts: a stored game, at the revision the phones last knew. */
export interface MasterStart {
	readonly game: string;
	readonly setup: Setup;
	readonly profile: BoxProfile;
	readonly events: readonly GameEvent[];
	readonly head: number;
	readonly rev: number;
}

/** What came of one op, on the host's own screen or a phone's proposal. */
export type Outcome =
	| { readonly ok: true; readonly state: GameState; readonly out: readonly Outgoing[] }
	| { readonly ok: false; readonly why: RefusedWhy; readonly rejection?: Result<GameState>; readonly out: readonly Outgoing[] };

/** What a revision changed: the first event that differs from the revision before (the log's length if none). */
interface Revision {
	readonly from: number;
	readonly print: number;
}

export class Master {
	readonly game: string;
	readonly setup: Setup;
	readonly profile: BoxProfile;
	#events: readonly GameEvent[];
	#head: number;
	#rev: number;
	#state: GameState;
	/** Revisions this master made, by number; older ones (before it took over) are only vouched for by their fingerprint. */
	readonly #revisions = new Map<number, Revision>();
	/** Seat → the phone holding it. */
	readonly #seats = new Map<PlayerId, string>();
	readonly #names = new Map<string, string>();
	/** Phone → the key it said hello with (the same device after a reload says the same key). */
	readonly #keys = new Map<string, string>();
	/** The last messages dropped, newest last (for the log the host shows; bounded). */
	readonly dropped: { from: string; reason: DropReason; detail?: string }[] = [];

	constructor(start: MasterStart) {
		this.game = start.game;
		this.setup = start.setup;
		this.profile = start.profile;
		this.#events = start.events;
		this.#head = start.head;
		this.#rev = start.rev;
		this.#state = fold(start.setup, start.profile, start.events, start.head);
		this.#revisions.set(start.rev, { from: start.events.length, print: fingerprint(start.events, start.head) });
	}

	get rev(): number {
		return this.#rev;
	}
	get events(): readonly GameEvent[] {
		return this.#events;
	}
	get head(): number {
		return this.#head;
	}
	get state(): GameState {
		return this.#state;
	}
	/** Seat → the name of the phone holding it. */
	get seats(): Readonly<Record<string, string>> {
		return Object.fromEntries([...this.#seats].map(([seat, phone]) => [seat, this.#names.get(phone) ?? phone]));
	}

	/** A step, an undo or a redo tapped on the host itself (it may act for any player). */
	local(op: Op): Outcome {
		return this.#do(op, null);
	}

	/** A phone joined (its channel opened) under a name the table reads. */
	join(phone: string, name: string): void {
		this.#names.set(phone, name);
	}

	/** A phone's channel closed: its seat is free again, the others are told. */
	leave(phone: string): Outgoing[] {
		this.#names.delete(phone);
		this.#keys.delete(phone);
		let freed = false;
		for (const [seat, holder] of this.#seats) {
			if (holder !== phone) continue;
			this.#seats.delete(seat);
			freed = true;
		}
		return freed ? [this.#seatsMessage()] : [];
	}

	/** A message from a phone, as it came off its channel. */
	receive(phone: string, raw: unknown): Outgoing[] {
		const decoded = decode(raw, this.game);
		if (!decoded.ok) {
			this.#drop(phone, decoded.reason, decoded.detail);
			return [];
		}
		const message = decoded.message;
		switch (message.t) {
			case 'hello':
				return this.#hello(phone, message);
			case 'propose':
				return [...this.#do(message.op, { phone, id: message.id, base: message.base }).out];
			default:
				// Only the host sends snapshots, steps, refusals and seats.
				this.#drop(phone, 'shape', `a phone sent ${message.t}`);
				return [];
		}
	}

	#hello(phone: string, hello: Extract<Message, { t: 'hello' }>): Outgoing[] {
		const out: Outgoing[] = [];
		if (hello.key) this.#keys.set(phone, hello.key);
		if (hello.seat !== null) {
			const holder = this.#seats.get(hello.seat);
			const known = this.setup.players.some((p) => p.id === hello.seat);
			// The holder said hello with this phone's key: it is this phone before a reload, its channel not yet seen closed.
			const itself = holder !== undefined && hello.key !== undefined && this.#keys.get(holder) === hello.key;
			if (known && (holder === undefined || holder === phone || itself)) {
				for (const [seat, h] of this.#seats) if (h === phone && seat !== hello.seat) this.#seats.delete(seat);
				this.#seats.set(hello.seat, phone);
			}
		} else {
			for (const [seat, h] of this.#seats) if (h === phone) this.#seats.delete(seat);
		}
		const catchUp = this.#catchUp(hello.rev, hello.print);
		if (catchUp) out.push({ to: phone, message: catchUp });
		out.push(this.#seatsMessage());
		return out;
	}

	/** What brings a phone at `rev` with fingerprint `print` to now: the log's tail, the whole game, or nothing when it is up to date. */
	#catchUp(rev: number, print: number): Message | null {
		const known = this.#revisions.get(rev);
		if (!known || known.print !== print) return this.#snapshot();
		if (rev === this.#rev) return null;
		let from = this.#events.length;
		for (const [r, revision] of this.#revisions) if (r > rev) from = Math.min(from, revision.from);
		return { v: 1, t: 'steps', game: this.game, base: rev, rev: this.#rev, from, events: this.#events.slice(from), head: this.#head };
	}

	#snapshot(): Message {
		return { v: 1, t: 'snapshot', game: this.game, rev: this.#rev, setup: this.setup, profile: this.profile, events: this.#events, head: this.#head };
	}

	#seatsMessage(): Outgoing {
		return { to: EVERYONE, message: { v: 1, t: 'seats', game: this.game, seats: this.seats } };
	}

	/** Whether `phone` may do `op`: a phone acts for its own seat and for players no other phone holds. */
	#mayAct(phone: string, event: GameEvent | undefined): boolean {
		const player = event ? stepPlayer(event) : null;
		if (player === null) return true;
		const holder = this.#seats.get(player);
		return holder === undefined || holder === phone;
	}

	#do(op: Op, from: { phone: string; id: number; base: number } | null): Outcome {
		const refuse = (why: RefusedWhy, rejection?: Result<GameState>): Outcome => ({
			ok: false,
			why,
			...(rejection ? { rejection } : {}),
			out: from ? [{ to: from.phone, message: { v: 1, t: 'refused', game: this.game, id: from.id, why, rev: this.#rev } }] : []
		});
		// Two phones tapped at once: the first step in wins, the other phone was looking at an older game.
		if (from && from.base !== this.#rev) return refuse('stale');
		let events = this.#events;
		let head = this.#head;
		let state = this.#state;
		let changed: number;
		if (op.kind === 'step') {
			if (from && !this.#mayAct(from.phone, op.event)) return refuse('seat');
			const result = apply(this.#state, op.event);
			if (!result.ok) return refuse('rejected', result);
			events = [...this.#events.slice(0, this.#head), op.event];
			head = events.length;
			state = result.value;
			changed = this.#head;
		} else if (op.kind === 'undo') {
			if (this.#head === 0) return refuse('rejected');
			if (from && !this.#mayAct(from.phone, this.#events[this.#head - 1])) return refuse('seat');
			head = this.#head - 1;
			state = fold(this.setup, this.profile, events, head);
			changed = events.length;
		} else {
			const event = this.#events[this.#head];
			if (!event) return refuse('rejected');
			if (from && !this.#mayAct(from.phone, event)) return refuse('seat');
			const result = apply(this.#state, event);
			if (!result.ok) return refuse('rejected', result);
			head = this.#head + 1;
			state = result.value;
			changed = events.length;
		}
		const base = this.#rev;
		this.#events = events;
		this.#head = head;
		this.#state = state;
		this.#rev = base + 1;
		this.#revisions.set(this.#rev, { from: changed, print: fingerprint(events, head) });
		const message: Message = {
			v: 1,
			t: 'steps',
			game: this.game,
			base,
			rev: this.#rev,
			from: changed,
			events: events.slice(changed),
			head,
			...(from ? { by: { phone: from.phone, id: from.id } } : {})
		};
		return { ok: true, state, out: [{ to: EVERYONE, message }] };
	}

	#drop(from: string, reason: DropReason, detail?: string): void {
		this.dropped.push({ from, reason, ...(detail ? { detail } : {}) });
		if (this.dropped.length > 50) this.dropped.shift();
	}
}

/** The state after the first `head` events (checked when they were accepted or restored). */
export function fold(setup: Setup, profile: BoxProfile, events: readonly GameEvent[], head: number): GameState {
	let state = createGame(setup, profile);
	for (const event of events.slice(0, head)) {
		const next = apply(state, event);
		if (!next.ok) break;
		state = next.value;
	}
	return state;
}
