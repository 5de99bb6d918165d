import { describe, expect, it } from 'vitest';
import type { PlayerId } from '$lib/games/armageddon';
import { FIXTURE_COMPLETE_PROFILE } from '$lib/games/armageddon/testing/fixture-profiles';
import { ANI, FRANK } from '$lib/games/armageddon/testing/game-builders';
import { ROUND_1, ROUND_2 } from '$lib/games/armageddon/testing/scenario-script';
import { Master } from './master';
import { encode, type Message } from './protocol';
import { GAME, play, playerOf, setup, start, table } from './testing/four-phones';
import { logText, Table, type Phone } from './testing/table';

describe('phones that come back: a new host, a reload, a slept phone', () => {
	it('the host dies mid-round: a joined phone continues as host with every acknowledged step, and the others follow it', () => {
		const { t, phones } = table();
		play(t, phones, [...ROUND_1, ...ROUND_2.slice(0, 5)]);
		const ani = phones[ANI]!;
		const acknowledged = logText(ani.replica);
		const next = new Table({
			game: GAME,
			setup: ani.replica.setup!,
			profile: ani.replica.profile!,
			events: ani.replica.events,
			head: ani.replica.head,
			rev: ani.replica.rev
		});
		const frank = next.join('frank-phone', FRANK, { setup, profile: FIXTURE_COMPLETE_PROFILE, events: phones[FRANK]!.replica.events, head: phones[FRANK]!.replica.head, rev: phones[FRANK]!.replica.rev });
		next.settle();
		expect(logText(next.master)).toBe(acknowledged);
		expect(logText(frank.replica)).toBe(acknowledged);
		next.post(next.master.local({ kind: 'step', event: ROUND_2[5]! }).out);
		next.settle();
		expect(logText(frank.replica)).toBe(logText(next.master));
	});

	it('a phone that comes back up to date is told nothing but the seats (no empty steps it would drop)', () => {
		const { t, phones } = table();
		play(t, phones, ROUND_1.slice(0, 4));
		const ani = phones[ANI]!;
		const heard = ani.heard.length;
		t.send(ani.name, ani.replica.hello());
		t.settle();
		expect(ani.heard.slice(heard).map((h) => h.kind)).toEqual(['seats']);
		expect(t.master.dropped).toEqual([]);
	});

	it('a reloaded phone rejoins with a new code: from its stored game and revision it gets the tail, and its seat back', () => {
		const { t, phones } = table();
		play(t, phones, ROUND_1.slice(0, 5));
		const frank = phones[FRANK]!;
		const stored = { setup, profile: FIXTURE_COMPLETE_PROFILE, events: frank.replica.events, head: frank.replica.head, rev: frank.replica.rev };
		frank.open = false;
		t.post(t.master.leave(frank.name));
		play(t, phones, ROUND_1.slice(5, 9).filter((e) => playerOf(e) !== FRANK));
		const back = t.join('frank-again', FRANK, stored);
		t.settle();
		expect(back.heard[0]).toMatchObject({ kind: 'changed' });
		expect(t.master.seats[FRANK]).toBe('frank-again');
		expect(logText(back.replica)).toBe(logText(t.master));
		expect(back.replica.rev).toBe(t.master.rev);
		// The tail, not the whole game.
		expect(t.master.dropped).toEqual([]);
	});

	it('a phone reloaded before the host saw its channel close gets its seat back by its key; another key does not', () => {
		const t = new Table(start);
		const frank = t.join('frank-phone', FRANK, null, 'frank-key-1');
		t.settle();
		play(t, { [FRANK]: frank } as Record<PlayerId, Phone>, ROUND_1.slice(0, 3));
		frank.open = false;
		const stored = { setup, profile: FIXTURE_COMPLETE_PROFILE, events: frank.replica.events, head: frank.replica.head, rev: frank.replica.rev };
		const stranger = t.join('stranger', FRANK, null, 'someone-else');
		t.settle();
		expect(t.master.seats[FRANK]).toBe('frank-phone');
		const back = t.join('frank-again', FRANK, stored, 'frank-key-1');
		t.settle();
		expect(t.master.seats[FRANK]).toBe('frank-again');
		expect(stranger.heard.at(-1)).toEqual({ kind: 'seats', seats: { [FRANK]: 'frank-again' } });
		expect(logText(back.replica)).toBe(logText(t.master));
	});

	it('a phone joins a new host that numbers from fewer revisions: the whole game it asked for replaces its own', () => {
		const { t, phones } = table();
		play(t, phones, ROUND_1.slice(0, 6));
		const ani = phones[ANI]!;
		// The new host (a reloaded host, say) counts from 0 with a game that went on without Ani.
		const master = new Master({ ...start, events: ROUND_1.slice(0, 7), head: 7, rev: 0 });
		const snapshot = (hello: Message) => encode(master.receive('ani-again', encode(hello))[0]!.message);
		// A snapshot from before its revision that it did not ask for is a late duplicate: not taken.
		const unasked = snapshot({ v: 1, t: 'hello', game: GAME, rev: 0, print: 0, seat: null });
		expect(ani.replica.receive(unasked).heard).toEqual({ kind: 'same' });
		expect(ani.replica.rev).toBeGreaterThan(0);
		const reply = snapshot(ani.replica.hello());
		expect(JSON.parse(reply).t).toBe('snapshot');
		expect(ani.replica.receive(reply).heard).toEqual({ kind: 'changed', rev: 0 });
		expect(logText(ani.replica)).toBe(logText(master));
	});

	it('a phone whose log differs from the host at the same revision is sent the whole game', () => {
		const master = new Master(start);
		const hello: Message = { v: 1, t: 'hello', game: GAME, rev: 0, print: 12345, seat: null };
		const [reply] = master.receive('p', encode(hello));
		expect(reply?.message.t).toBe('snapshot');
	});
});
