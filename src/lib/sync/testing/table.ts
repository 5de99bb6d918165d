/**
 * A table of phones joined to a host over fake channels, for tests: messages wait in each link's queue until
 * the test delivers them, so it can reorder, repeat, lose or forge them.
 */
import type { PlayerId } from '$lib/games/armageddon';
import { Master, EVERYONE, type MasterStart, type Outgoing } from '../master';
import { encode, type Message } from '../protocol';
import { Replica, type Heard } from '../replica';

export interface Phone {
	readonly name: string;
	readonly replica: Replica;
	/** Host → this phone, in order. */
	readonly inbox: string[];
	/** What the phone heard, newest last. */
	readonly heard: Heard[];
	/** Whether its channel is open (a closed one loses what is sent to it). */
	open: boolean;
}

export class Table {
	readonly master: Master;
	readonly phones = new Map<string, Phone>();
	/** Phone → host, in order, with the sender. */
	readonly toHost: { from: string; text: string }[] = [];

	constructor(start: MasterStart) {
		this.master = new Master(start);
	}

	/** A phone scans the host's code: it starts empty and says hello with its seat. */
	join(name: string, seat: PlayerId | null = null, stored: ConstructorParameters<typeof Replica>[1] = null, key?: string): Phone {
		const phone: Phone = { name, replica: new Replica(this.master.game, stored, name, key), inbox: [], heard: [], open: true };
		this.phones.set(name, phone);
		this.master.join(name, name);
		this.send(name, phone.replica.hello(seat));
		return phone;
	}

	/** A message from a phone to the host (raw text may be forged by the test). */
	send(from: string, message: Message | string): void {
		this.toHost.push({ from, text: typeof message === 'string' ? message : encode(message) });
	}

	post(out: readonly Outgoing[]): void {
		for (const o of out) {
			const text = encode(o.message);
			for (const phone of this.phones.values()) {
				if (!phone.open) continue;
				if (o.to === EVERYONE || o.to === phone.name) phone.inbox.push(text);
			}
		}
	}

	/** Delivers everything queued, both ways, until nothing moves. */
	settle(): void {
		for (let guard = 0; guard < 10_000; guard++) {
			const up = this.toHost.shift();
			if (up) {
				this.post(this.master.receive(up.from, up.text));
				continue;
			}
			const phone = [...this.phones.values()].find((p) => p.inbox.length > 0);
			if (!phone) return;
			const text = phone.inbox.shift()!;
			const { heard, reply } = phone.replica.receive(text);
			phone.heard.push(heard);
			if (reply) this.send(phone.name, reply);
		}
		throw new Error('the table never settled');
	}
}

/** The log as bytes: what every phone must hold the same of. */
export const logText = (x: { events: readonly unknown[]; head: number }) => JSON.stringify([x.head, x.events]);
