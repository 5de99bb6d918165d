import { describe, expect, it } from 'vitest';
import { emptyProfile } from '$lib/rules';
import { NewGameDraft } from './new-game.svelte';
import { readDraft, saveDraft } from './draft-store';

function memory(): Storage {
	const data = new Map<string, string>();
	return {
		getItem: (k) => data.get(k) ?? null,
		setItem: (k, v) => void data.set(k, v),
		removeItem: (k) => void data.delete(k),
		clear: () => data.clear(),
		key: () => null,
		get length() {
			return data.size;
		}
	};
}

describe('the setup draft across leaving the page and a reload', () => {
	it('keeps names, colours, count, seed, draw mode, step and tiles typed', () => {
		const store = memory();
		const draft = new NewGameDraft(() => emptyProfile());
		draft.players[0]!.name = 'Frank';
		draft.players[1]!.name = 'Travis';
		draft.setCount(3);
		draft.pickColour(0, 'white');
		draft.seed = 'ABC123';
		draft.publicTiles[0] = { kind: 'any-equipment', vp: 2 };
		draft.step = 'scoring';
		saveDraft(store, draft);

		const back = new NewGameDraft(() => emptyProfile());
		expect(readDraft(store, back)).toBe(true);
		expect(back.players.map((p) => [p.name, p.colour])).toEqual([
			['Frank', 'white'],
			['Travis', 'brown'],
			['', 'orange']
		]);
		expect(back.seed).toBe('ABC123');
		expect(back.publicTiles).toEqual([{ kind: 'any-equipment', vp: 2 }, null]);
		expect(back.step).toBe('scoring');
	});

	it('never trusts what it reads back: anything malformed is ignored, the secret tiles step is never restored', () => {
		const store = memory();
		store.setItem('armageddon-new-game', '{"players":[{"name":5}]}');
		expect(readDraft(store, new NewGameDraft(() => emptyProfile()))).toBe(false);
		store.setItem('armageddon-new-game', 'not json');
		expect(readDraft(store, new NewGameDraft(() => emptyProfile()))).toBe(false);
		const draft = new NewGameDraft(() => emptyProfile());
		draft.step = 'secrets';
		saveDraft(store, draft);
		const back = new NewGameDraft(() => emptyProfile());
		readDraft(store, back);
		expect(back.step).toBe('players');
	});
});
