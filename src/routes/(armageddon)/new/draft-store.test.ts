import { describe, expect, it } from 'vitest';
import { emptyProfile } from '$lib/games/armageddon';
import { NewGameDraft } from './new-game.svelte';
import { restoreSetup, setupDraft } from './draft-store';
import { keepDraft } from '$lib/db/drafts';
import { memoryStorage as memory } from '$lib/db/testing/memory-storage';
import { keptSetup, setupForm } from '$lib/state/new-game';

/** As `bindDraft` keeps the setup. */
const saveDraft = (store: Storage, draft: NewGameDraft) => keepDraft(setupForm.scope, setupForm.name, '', setupDraft(draft), undefined, store);
/** As /new takes it up when it opens. */
function readDraft(store: Storage, draft: NewGameDraft): boolean {
	const kept = keptSetup(store);
	if (kept) restoreSetup(draft, kept);
	return kept !== null;
}
import { FIXTURE_COMPLETE_PROFILE } from '$lib/games/armageddon/testing/fixture-profiles';

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

	it('never trusts what it reads back: anything malformed is ignored', () => {
		const store = memory();
		const key = 'armageddon-companion:drafts:new-game:setup';
		store.setItem(key, JSON.stringify({ at: 1, for: '', value: { players: [{ name: 5 }] } }));
		expect(readDraft(store, new NewGameDraft(() => emptyProfile()))).toBe(false);
		store.setItem(key, 'not json');
		expect(readDraft(store, new NewGameDraft(() => emptyProfile()))).toBe(false);
	});

	it('comes back to the secret tiles step (covered), not to the first step', () => {
		const store = memory();
		const draft = new NewGameDraft(() => FIXTURE_COMPLETE_PROFILE);
		draft.players.forEach((p, i) => (p.name = `P${i}`));
		draft.seed = 'ABC123';
		expect(draft.steps).toContain('secrets');
		draft.step = 'secrets';
		saveDraft(store, draft);
		const back = new NewGameDraft(() => FIXTURE_COMPLETE_PROFILE);
		readDraft(store, back);
		expect(back.step).toBe('secrets');
	});
});
