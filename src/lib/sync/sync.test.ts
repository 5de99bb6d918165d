import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import type { GameEvent } from '$lib/games/armageddon';
import { ANI, FRANK, TRAVIS } from '$lib/games/armageddon/testing/game-builders';
import { ROUND_1 } from '$lib/games/armageddon/testing/scenario-script';
import { decode, encode, MAX_MESSAGE_BYTES, type Message } from './protocol';
import { GAME, play, playerOf, table } from './testing/four-phones';
import { logText } from './testing/table';

describe('messages', () => {
	const hello: Message = { v: 1, t: 'hello', game: GAME, rev: 0, print: 0, seat: null };

	it('reads what it wrote', () => {
		expect(decode(encode(hello), GAME)).toEqual({ ok: true, message: hello });
	});

	it.each([
		['10 MB', 'x'.repeat(10 * 1024 * 1024), 'too-large'],
		['just over the limit in bytes, not in characters', `"${'é'.repeat(MAX_MESSAGE_BYTES / 2)}"`, 'too-large'],
		['not JSON', '{"v":1,', 'not-json'],
		['another version', JSON.stringify({ ...hello, v: 2 }), 'version'],
		['no version', '[]', 'version'],
		['a bad shape', JSON.stringify({ ...hello, rev: -1 }), 'shape'],
		['an unknown type', JSON.stringify({ ...hello, t: 'rm -rf' }), 'shape'],
		['another game', JSON.stringify({ ...hello, game: 'g-2' }), 'other-game'],
		['a head past the log', JSON.stringify({ v: 1, t: 'steps', game: GAME, base: 0, rev: 1, from: 0, events: [], head: 1 }), 'shape'],
		['a step that is not a step', JSON.stringify({ v: 1, t: 'propose', game: GAME, id: 1, base: 0, op: { kind: 'step', event: { type: 'bid', area: 'moon' } } }), 'shape']
	])('drops %s', (_, text, reason) => {
		expect(decode(text, GAME)).toMatchObject({ ok: false, reason });
	});

	it('drops what is not text', () => {
		expect(decode(new ArrayBuffer(8), GAME)).toMatchObject({ ok: false, reason: 'shape' });
	});
});

describe('a table of phones joined to a host', () => {
	it('plays round 1 with every player entering their own steps: every phone ends with the same log, byte for byte', () => {
		const { t, phones } = table();
		play(t, phones, ROUND_1);
		const host = logText(t.master);
		expect(t.master.head).toBe(ROUND_1.length);
		for (const phone of t.phones.values()) expect(logText(phone.replica)).toBe(host);
		expect(t.master.dropped).toEqual([]);
		expect(t.master.seats).toEqual({ [ANI]: 'ani-phone', [FRANK]: 'frank-phone', [TRAVIS]: 'travis-phone' });
	});

	it('a phone joining mid-game gets the whole game; undo and redo on a phone reach everyone', () => {
		const { t, phones } = table();
		play(t, phones, ROUND_1.slice(0, 8));
		const late = t.join('late-phone');
		t.settle();
		expect(logText(late.replica)).toBe(logText(t.master));
		// The 8th step is someone's bid: undone on the host, redone on the phone of the player it is for; another seat may not.
		const last = ROUND_1[7]!;
		const owner = phones[playerOf(last)!]!;
		const other = [...Object.values(phones)].find((p) => p !== owner)!;
		t.post(t.master.local({ kind: 'undo' }).out);
		t.settle();
		expect(late.replica.head).toBe(7);
		const wrong = other.replica.propose({ kind: 'redo' });
		t.send(other.name, wrong.message);
		t.settle();
		expect(other.heard).toContainEqual({ kind: 'refused', id: wrong.id, why: 'seat' });
		t.send(owner.name, owner.replica.propose({ kind: 'redo' }).message);
		t.settle();
		expect(late.replica.head).toBe(8);
		for (const phone of t.phones.values()) expect(logText(phone.replica)).toBe(logText(t.master));
	});

	it('two phones tapping at once: the first step wins, the other phone is told its game changed', () => {
		const { t, phones } = table();
		play(t, phones, ROUND_1.slice(0, 1));
		const ani = phones[ANI]!;
		const frank = phones[FRANK]!;
		const bidAni: GameEvent = { type: 'bid', area: 'city', player: ANI, survivors: 1 };
		const bidFrank: GameEvent = { type: 'bid', area: 'city', player: FRANK, survivors: 1 };
		const a = ani.replica.propose({ kind: 'step', event: bidAni });
		const f = frank.replica.propose({ kind: 'step', event: bidFrank });
		t.send(ani.name, a.message);
		t.send(frank.name, f.message);
		t.settle();
		expect(t.master.events.at(-1)).toEqual(bidAni);
		expect(frank.heard).toContainEqual({ kind: 'refused', id: f.id, why: 'stale' });
		expect(t.master.head).toBe(2);
		for (const phone of t.phones.values()) expect(logText(phone.replica)).toBe(logText(t.master));
	});

	it('a forged step for another seat, a bad shape and 10 MB are refused or dropped, and nothing changes', () => {
		const { t, phones } = table();
		play(t, phones, ROUND_1.slice(0, 1));
		const before = logText(t.master);
		const ani = phones[ANI]!;
		const forged = ani.replica.propose({ kind: 'step', event: { type: 'bid', area: 'city', player: FRANK, survivors: 1 } });
		t.send(ani.name, forged.message);
		t.send(ani.name, '{"v":1,"t":"propose","game":"g-1","id":9,"base":1,"op":{"kind":"step","event":{"type":"bid"}}}');
		t.send(ani.name, 'x'.repeat(10 * 1024 * 1024));
		// A phone pretending to be the host.
		t.send(ani.name, encode({ v: 1, t: 'steps', game: GAME, base: 1, rev: 2, from: 0, events: [], head: 0 }));
		t.settle();
		expect(ani.heard).toContainEqual({ kind: 'refused', id: forged.id, why: 'seat' });
		expect(t.master.dropped.map((d) => d.reason)).toEqual(['shape', 'too-large', 'shape']);
		expect(logText(t.master)).toBe(before);
		for (const phone of t.phones.values()) expect(logText(phone.replica)).toBe(before);
	});

	it('a step the rules refuse is refused with the reason the phone can word itself', () => {
		const { t, phones } = table();
		const ani = phones[ANI]!;
		// Before the round has started, no bid is taken.
		const early = ani.replica.propose({ kind: 'step', event: { type: 'bid', area: 'city', player: ANI, survivors: 1 } });
		t.send(ani.name, early.message);
		t.settle();
		expect(ani.heard).toContainEqual({ kind: 'refused', id: early.id, why: 'rejected' });
		expect(t.master.head).toBe(0);
	});

	it('a repeated or late broadcast changes nothing', () => {
		const { t, phones } = table();
		play(t, phones, ROUND_1.slice(0, 3));
		const frank = phones[FRANK]!;
		const done = t.master.local({ kind: 'step', event: ROUND_1[3]! });
		t.post(done.out);
		t.post(done.out);
		t.settle();
		expect(frank.heard.slice(-2)).toEqual([{ kind: 'changed', rev: 4 }, { kind: 'same' }]);
		expect(logText(frank.replica)).toBe(logText(t.master));
	});

	it('a phone that slept through any number of steps catches up from its own revision', () => {
		const steps = ROUND_1.length;
		for (let asleep = 0; asleep <= steps; asleep += 3) {
			const { t, phones } = table();
			const travis = phones[TRAVIS]!;
			play(t, phones, ROUND_1.slice(0, asleep));
			travis.open = false;
			// Travis's own steps are entered by the host while his phone sleeps.
			for (const event of ROUND_1.slice(asleep)) {
				const seat = playerOf(event);
				const phone = seat && seat !== TRAVIS ? phones[seat] : undefined;
				if (phone) t.send(phone.name, phone.replica.propose({ kind: 'step', event }).message);
				else t.post(t.master.local({ kind: 'step', event }).out);
				t.settle();
			}
			travis.open = true;
			t.send(travis.name, travis.replica.hello());
			t.settle();
			expect(logText(travis.replica), `asleep after ${asleep} steps`).toBe(logText(t.master));
			expect(travis.replica.rev).toBe(t.master.rev);
		}
	});

	it('a broadcast that arrives before the catch-up is asked for again, not applied out of order', () => {
		const { t, phones } = table();
		const travis = phones[TRAVIS]!;
		play(t, phones, ROUND_1.slice(0, 2));
		travis.open = false;
		t.post(t.master.local({ kind: 'step', event: ROUND_1[2]! }).out);
		t.settle();
		travis.open = true;
		t.post(t.master.local({ kind: 'step', event: ROUND_1[3]! }).out);
		t.settle();
		expect(travis.heard).toContainEqual({ kind: 'behind' });
		expect(logText(travis.replica)).toBe(logText(t.master));
	});

	it('a host message that does not replay is dropped, and the phone keeps its game', () => {
		const { t, phones } = table();
		play(t, phones, ROUND_1.slice(0, 2));
		const ani = phones[ANI]!;
		const before = logText(ani.replica);
		// A bid for an area twice by the same player: the right shape, an impossible game.
		const bid = ROUND_1[1]!;
		const heard = ani.replica.receive(encode({ v: 1, t: 'steps', game: GAME, base: ani.replica.rev, rev: ani.replica.rev + 1, from: 2, events: [bid], head: 3 }));
		expect(heard.heard).toMatchObject({ kind: 'dropped', reason: 'meaning' });
		expect(logText(ani.replica)).toBe(before);
	});

	it('whatever arrives, neither side throws and nothing that is not a valid step changes the log', () => {
		const { t, phones } = table();
		play(t, phones, ROUND_1.slice(0, 4));
		const ani = phones[ANI]!;
		const host = logText(t.master);
		const phone = logText(ani.replica);
		const valid = encode(ani.replica.propose({ kind: 'undo' }).message);
		fc.assert(
			fc.property(
				fc.oneof(
					fc.string(),
					fc.json(),
					fc.record({ v: fc.constant(1), t: fc.constantFrom('hello', 'propose', 'steps', 'snapshot', 'refused', 'seats'), game: fc.constant(GAME) }, { requiredKeys: [] }).map((o) => JSON.stringify(o)),
					fc.nat(valid.length - 1).map((cut) => valid.slice(0, cut))
				),
				(text) => {
					expect(() => t.master.receive(ani.name, text)).not.toThrow();
					expect(() => ani.replica.receive(text)).not.toThrow();
					expect(logText(t.master)).toBe(host);
					expect(logText(ani.replica)).toBe(phone);
				}
			),
			{ seed: 26, numRuns: 500 }
		);
	});
});
