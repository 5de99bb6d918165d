// @vitest-environment node
// (Node's Blob streams the join codes' compression; jsdom's cannot.)
/**
 * A host phone and joined phones over in-memory channels (testing/fake-link.ts): the whole path from a code to a
 * stored game, each side with its own database, as the phones e2e runs it over WebRTC.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FIXTURE_COMPLETE_PROFILE } from '$lib/games/armageddon/testing/fixture-profiles';
import { loadGame } from '$lib/db/games';
import { P1, testDb, testSetup, vp, vpSteps } from '$lib/db/testing/fake-db';
import { GameSession } from './game-session.svelte';
import { HostTable } from './host-table.svelte';
import { HELLO_AGAIN_MS, JoinedPhone } from './joined-phone.svelte';
import { goneWatchers, links, resetLinks } from './testing/fake-link';
import { memoryStorage } from '$lib/platform/testing/memory-storage';

vi.mock('$lib/platform/peer-channel', () => import('./testing/fake-link'));

// The tables remember their seat and revision in localStorage.
vi.stubGlobal('localStorage', memoryStorage());

const sessions: GameSession[] = [];
const tables: { close(): void }[] = [];
afterEach(() => {
	tables.splice(0).forEach((t) => t.close());
	sessions.splice(0).forEach((s) => s.dispose());
	resetLinks();
	localStorage.clear();
});

const hostDbs = new WeakMap<HostTable, ReturnType<typeof testDb>>();

/** A host with a game three steps in. */
async function hostGame(): Promise<HostTable> {
	const db = testDb();
	const created = await GameSession.create(db, testSetup(), FIXTURE_COMPLETE_PROFILE);
	if (!created.ok) throw new Error(created.error.message);
	sessions.push(created.value);
	for (const step of vpSteps(3)) await created.value.dispatch(step);
	const host = new HostTable(created.value);
	hostDbs.set(host, db);
	tables.push(host);
	return host;
}

/** A phone with a database of its own scans the host's next code; the host takes its answer. */
async function join(host: HostTable): Promise<JoinedPhone> {
	// Phones are separate devices: each remembers its own table (a shared test storage would mix them up).
	localStorage.clear();
	const { link } = await host.addPhone('http://table.test');
	const answered = await JoinedPhone.answer(testDb(), link);
	if (!answered.ok) throw new Error(answered.problem);
	tables.push(answered.phone);
	expect(await host.takeAnswer(answered.answer)).toBeNull();
	await vi.waitFor(() => expect(answered.phone.session).not.toBeNull());
	return answered.phone;
}

describe('a host and joined phones, linked in memory', () => {
	it('a phone that joins stores the host’s game and says it is connected; the host lists it', async () => {
		const host = await hostGame();
		const phone = await join(host);
		expect(phone.status).toBe('connected');
		expect(phone.session?.events).toEqual(host.session.events);
		expect(phone.session?.state).toEqual(host.session.state);
		expect(host.phones.map((p) => [p.status, p.seat])).toEqual([['joined', null]]);
	});

	it('two phones answered at once both get the game', async () => {
		const host = await hostGame();
		const a = await host.addPhone('http://table.test');
		const b = await host.addPhone('http://table.test');
		const [pa, pb] = await Promise.all([JoinedPhone.answer(testDb(), a.link), JoinedPhone.answer(testDb(), b.link)]);
		if (!pa.ok || !pb.ok) throw new Error('no answer');
		tables.push(pa.phone, pb.phone);
		expect(await Promise.all([host.takeAnswer(pb.answer), host.takeAnswer(pa.answer)])).toEqual([null, null]);
		await vi.waitFor(() => expect([pa.phone.session?.head, pb.phone.session?.head]).toEqual([3, 3]));
	});

	it('a phone whose first hello is lost says hello again and gets the game', async () => {
		const host = await hostGame();
		const { link } = await host.addPhone('http://table.test');
		const answered = await JoinedPhone.answer(testDb(), link);
		if (!answered.ok) throw new Error(answered.problem);
		tables.push(answered.phone);
		links[0]!.phone.lose = 1;
		expect(await host.takeAnswer(answered.answer)).toBeNull();
		await vi.waitFor(() => expect(answered.phone.session?.head).toBe(3), { timeout: HELLO_AGAIN_MS * 3 });
		expect(links[0]!.phone.sent.map((t) => (JSON.parse(t) as { t: string }).t).slice(0, 2)).toEqual(['hello', 'hello']);
	});

	it('a step tapped on a phone is ordered by the host and stored on both', async () => {
		const host = await hostGame();
		const phone = await join(host);
		const done = await phone.session!.dispatch(vp(P1, 40));
		expect(done.ok).toBe(true);
		await vi.waitFor(async () => {
			const stored = await loadGame(hostDbs.get(host)!, host.session.id);
			expect(stored.ok && stored.value.events.at(-1)).toEqual(vp(P1, 40));
		});
		expect(phone.session?.events).toEqual(host.session.events);
	});

	it('the host’s list says whose phone left, and drops that line when the phone is back under a new code', async () => {
		const host = await hostGame();
		const first = await join(host);
		first.claim(P1);
		await vi.waitFor(() => expect(host.seats).toEqual({ [P1]: host.phones[0]!.ticket }));
		// Its page is closed: the host sees the channel close.
		links[0]!.phone.close();
		await vi.waitFor(() => expect(host.phones.map((p) => [p.status, p.seat])).toEqual([['left', P1]]));
		expect(host.seats).toEqual({});
		const again = await join(host);
		again.claim(P1);
		await vi.waitFor(() => expect(host.phones.map((p) => [p.status, p.seat])).toEqual([['joined', P1]]));
	});

	it('a phone the host can no longer reach is listed as left with its seat free', async () => {
		const host = await hostGame();
		const phone = await join(host);
		phone.claim(P1);
		await vi.waitFor(() => expect(Object.keys(host.seats)).toEqual([P1]));
		goneWatchers.get(links[0]!.hostConnection)?.();
		await vi.waitFor(() => expect(host.phones.map((p) => [p.status, p.seat])).toEqual([['left', P1]]));
		await vi.waitFor(() => expect(phone.status).toBe('left'));
	});
});
