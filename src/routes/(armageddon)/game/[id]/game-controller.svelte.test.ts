import { afterEach, describe, expect, it, vi } from 'vitest';
import { testDb, testSetup } from '$lib/db/testing/fake-db';
import { boxNeed } from '$lib/games/armageddon';
import { FIXTURE_COMPLETE_PROFILE, FIXTURE_RULES_ONLY_PROFILE } from '$lib/games/armageddon/testing/fixture-profiles';
import { boxProfile } from '$lib/state/box-profile.svelte';
import { GameSession } from '$lib/state/game-session.svelte';
import { GameController } from './game-controller.svelte';
import { heldBeyond, holdUnsaved } from '$lib/db/unsaved-steps';

const open: GameSession[] = [];
afterEach(() => open.splice(0).forEach((s) => s.dispose()));

/** A game whose own profile lacks round 1's marauder advance. */
async function game(db = testDb()): Promise<GameController> {
	const profile = { ...FIXTURE_COMPLETE_PROFILE, roundTrack: [null, 2, 2, 3, 3, 4] };
	const created = await GameSession.create(db, testSetup(), profile);
	if (!created.ok) throw new Error(created.error.message);
	open.push(created.value);
	return new GameController(created.value);
}

const types = (g: GameController) => g.session.events.slice(0, g.session.head).map((e) => e.type);

describe('GameController', () => {
	it('tiles drawn at the table and entered in the game teach the device profile', async () => {
		const created = await GameSession.create(testDb(), testSetup('ABC123', FIXTURE_RULES_ONLY_PROFILE), FIXTURE_RULES_ONLY_PROFILE);
		if (!created.ok) throw new Error(created.error.message);
		open.push(created.value);
		const g = new GameController(created.value);
		const [, a, b, c] = FIXTURE_COMPLETE_PROFILE.auctionTiles;
		expect(await g.dispatch({ type: 'tiles-entered', auctionTiles: [a!, b!, c!] })).toBe(true);
		await vi.waitFor(() => expect(boxProfile.current.auctionTiles).toEqual(expect.arrayContaining([a, b, c])));
	});

	it('asks for a missing box value; cancelling applies nothing', async () => {
		const g = await game();
		const pending = g.dispatch({ type: 'start-round' });
		await vi.waitFor(() => expect(g.ask?.needs.map((n) => n.key)).toEqual(['roundTrack.1']));
		g.ask?.done(false);
		expect(await pending).toBe(false);
		expect(g.ask).toBeNull();
		expect(types(g)).toEqual([]);
	});

	it('stores the value entered in the device profile and the game, and retries the step', async () => {
		const g = await game();
		const pending = g.dispatch({ type: 'start-round' });
		await vi.waitFor(() => expect(g.ask).not.toBeNull());
		expect((await g.boxValues.enter('roundTrack.1', 1)).ok).toBe(true);
		expect(boxProfile.current.roundTrack[0]).toBe(1);
		g.ask?.done(true);
		expect(await pending).toBe(true);
		expect(types(g)).toEqual(['box-value', 'start-round']);
		expect(g.session.state.round).toBe(1);
		expect(g.session.state.players.every((p) => p.marauders === 1)).toBe(true);
	});

	it('takes a value this device already knows without asking', async () => {
		const g = await game();
		expect(await g.dispatch({ type: 'start-round' })).toBe(true);
		expect(g.ask).toBeNull();
		expect(types(g)).toEqual(['box-value', 'start-round']);
	});

	it('stores a copied list value (a damage space) with the game', async () => {
		const g = await game();
		expect((await boxProfile.set('damageSpaces.4', ['marauder', 'vp-1'])).ok).toBe(true);
		expect(await g.provide([boxNeed('damageSpaces.4')])).toBe(true);
		expect(g.session.events.at(-1)).toEqual({ type: 'box-value', key: 'damageSpaces.4', value: ['marauder', 'vp-1'] });
		expect(g.session.status).toBe('saved');
		expect(g.session.error).toBeNull();
	});

	it('shows a rejection, and names the step undone', async () => {
		const g = await game();
		expect(await g.dispatch({ type: 'bid', area: 'city', player: g.session.state.players[0]!.id, survivors: 1 })).toBe(false);
		expect(g.notice?.kind).toBe('rejected');
		expect(g.notice?.kind === 'rejected' && g.notice.rejection.reason).toMatch(/^Bidding/);
		await g.dispatch({ type: 'start-round' });
		await g.undo();
		expect(g.notice).toEqual({ kind: 'undone', event: { type: 'start-round' } });
		await g.redo();
		expect(g.notice).toEqual({ kind: 'redone', event: { type: 'start-round' } });
		expect(g.session.state.round).toBe(1);
	});

	it('held steps stay what will be put back: a new step or an undo waits until they are put back or discarded', async () => {
		const db = testDb();
		const g0 = await game(db);
		const start = { type: 'start-round' } as const;
		expect(await g0.dispatch(start)).toBe(true);
		const saved = g0.session.events.slice(0, g0.session.head);
		const p = g0.session.state.players;
		const bids = [0, 1, 2].map((i) => ({ type: 'bid', area: 'city', player: p[i]!.id, survivors: 1 }) as const);
		holdUnsaved(g0.session.id, [...saved, ...bids]);
		// The session reads what is held when it opens the game (as after a reload).
		const reopened = await GameSession.open(db, g0.session.id);
		if (!reopened.ok) throw new Error(reopened.error.message);
		open.push(reopened.value);
		const g = new GameController(reopened.value);
		expect(g.held).toHaveLength(3);

		expect(await g.dispatch(bids[0]!)).toBe(false);
		expect(g.notice?.kind).toBe('held-first');
		await g.undo();
		expect(g.session.head).toBe(saved.length);
		expect(g.held).toHaveLength(3);
		expect(heldBeyond(g.session.id, saved)).toHaveLength(3);

		await g.putBack();
		expect(g.session.head).toBe(saved.length + 3);
		expect(g.held).toHaveLength(0);
		expect(g.session.status).toBe('saved');
		expect(heldBeyond(g.session.id, saved)).toEqual([]);
	});

	it('a step that saves normally writes nothing to the draft store or session storage', async () => {
		const g = await game();
		await vi.waitFor(() => expect(g.session.status).toBe('saved'));
		const writes = [vi.spyOn(Storage.prototype, 'setItem'), vi.spyOn(Storage.prototype, 'removeItem')];
		expect(await g.dispatch({ type: 'start-round' })).toBe(true);
		await g.undo();
		await g.redo();
		expect(writes.map((w) => w.mock.calls.length)).toEqual([0, 0]);
		writes.forEach((w) => w.mockRestore());
	});

	it('asks before undoing past a saved final scoring; "keep" undoes nothing', async () => {
		const g = await game();
		await g.dispatch({ type: 'start-round' });
		const players = g.session.state.players.map((p) => ({ player: p.id, total: p.vp + (p.id === 'p1' ? 1 : 0) }));
		expect((await g.session.saveFinal({ players, winners: [players[0]!.player], decidedBy: 'vp' })).ok).toBe(true);
		await g.undo();
		expect(g.undoFinal).toEqual({ event: { type: 'start-round' } });
		expect(g.session.head).toBe(2);
		g.keepFinal();
		expect(g.undoFinal).toBeNull();
		expect(g.session.final).not.toBeNull();
		await g.undo();
		await g.confirmUndo();
		expect(g.undoFinal).toBeNull();
		expect(g.session.head).toBe(1);
		expect(g.notice).toEqual({ kind: 'undone', event: { type: 'start-round' } });
		await g.redo();
		expect(g.session.final?.winners).toEqual([players[0]!.player]);
	});
});
