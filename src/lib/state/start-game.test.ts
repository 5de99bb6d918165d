import { IDBFactory, IDBKeyRange } from 'fake-indexeddb';
import { describe, expect, it } from 'vitest';
import { getSettings, listGames, loadGame, openDb, type CompanionDb } from '$lib/db';
import { createSetup, emptyProfile, type GameEvent, type Setup } from '$lib/games/armageddon';
import { startGame } from './start-game';

const freshDb = () => openDb(`start-${Math.random()}`, { indexedDB: new IDBFactory(), IDBKeyRange });
const profile = emptyProfile();

function setup(): Setup {
	const r = createSetup({
		players: [
			{ name: 'Frank', colour: 'brown' },
			{ name: 'Travis', colour: 'white' },
			{ name: 'Nikki', colour: 'orange' }
		],
		seed: 'ABC123',
		profile
	});
	if (!r.ok) throw new Error(r.reason);
	return r.value;
}

const tiles: GameEvent = {
	type: 'tiles-entered',
	publicTiles: [{ kind: 'survivor', target: 'engineer', vp: 4 }, { kind: 'any-equipment', vp: 1 }],
	auctionTiles: [
		{ bonus: 'vp+2', penalty: 'marauder+' },
		{ bonus: 'damage-', penalty: 'vp-2' },
		{ bonus: 'equipment+', penalty: 'damage+' }
	]
};

describe('startGame', () => {
	it('stores the game with the tiles entered at the table and remembers the players', async () => {
		const db = freshDb();
		const started = await startGame({ setup: setup(), profile, tiles }, db);
		if (!started.ok) throw new Error(started.reason);
		const loaded = await loadGame(db, started.id);
		expect(loaded.ok && loaded.value.events).toEqual([tiles]);
		const settings = await getSettings(db);
		expect(settings.ok && settings.value.settings.rememberedPlayers.map((p) => p.name)).toEqual(['Frank', 'Travis', 'Nikki']);
	});

	it('stores nothing when the engine refuses the entered tiles', async () => {
		const db = freshDb();
		const bad = { type: 'tiles-entered', publicTiles: [{ kind: 'survivor', target: 'engineer', vp: -1 }, null] } as unknown as GameEvent;
		const started = await startGame({ setup: setup(), profile, tiles: bad }, db);
		expect(started).toMatchObject({ ok: false, kind: 'rejected', reason: expect.stringContaining('public tile 1') });
		const games = await listGames(db);
		expect(games.ok && games.value.games).toEqual([]);
	});

	it('reports a storage failure in plain words and hands back the game to retry', async () => {
		const broken = {
			games: { add: () => Promise.reject(Object.assign(new Error('full'), { name: 'QuotaExceededError' })) }
		} as unknown as CompanionDb;
		const started = await startGame({ setup: setup(), profile, tiles: null }, broken);
		expect(started.ok).toBe(false);
		if (started.ok) return;
		expect(started.kind).toBe('save');
		expect(started.reason).toMatch(/storage space/);
		expect(started.session?.status).toBe('unsaved');
		const again = await startGame({ setup: setup(), profile, tiles: null, retry: started.session }, broken);
		expect(again).toMatchObject({ ok: false, kind: 'save', session: started.session });
	});
});
