/**
 * Import fuzz: seeded mutations of the e2e fixture backup go through the same `importBackup` the
 * settings dialog calls. Each must be refused with a short message and leave the database empty, or be
 * imported and then list, load, export and re-import with every figure in range. The same mutations of a box
 * profile go into share links: each is refused whole with a reason in words, or taken whole (no partial import:
 * what the preview counts is what is stored, and from an empty phone every value of the link is stored). `npm test`
 * runs a few hundred (seeded: the same every run); `npm run fuzz -- --count 5000 [--seed N]` runs more.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { formatWhen } from '$lib/i18n/saved-games';
import { exportAll, serializeBackup } from './export';
import { mutate, seeded } from './fuzz/mutate';
import { loadGame } from './games';
import { listGames } from './history';
import { importBackup } from './import';
import { LATEST_TIME, MAX_FINAL_VP } from './stored-schemas';
import { testDb } from './testing/fake-db';
import { BoxProfileStore } from '$lib/state/box-profile.svelte';
import { BOX_KEYS, getBoxValue, profileEntryProblem, validateProfile } from '../games/armageddon/profile';
import { canonical } from '../games/armageddon/profile-schema';
import { FIXTURE_COMPLETE_PROFILE } from '../games/armageddon/testing/fixture-profiles';
import { fileRefusalText } from '../i18n/words/file-refusals';
import { exportProfileFile } from './profiles';
import { readProfileFragment, textFragment } from './profile-link';

const BASE = readFileSync(new URL('../../../tests/e2e/fixtures/backup-everything.json', import.meta.url), 'utf8');
const COUNT = Number(process.env.FUZZ_COUNT ?? 400);
const SEED = Number(process.env.FUZZ_SEED ?? 13);

const inRange = (n: number, max = MAX_FINAL_VP) => Number.isFinite(n) && Math.abs(n) <= max;

describe('import fuzz', () => {
	it(`${COUNT} mutations of a valid backup (seed ${SEED}): refused cleanly, or imported and usable`, { timeout: 600_000 }, async () => {
		const rand = seeded(SEED);
		const tally = { refused: 0, imported: 0 };
		for (let n = 0; n < COUNT; n++) {
			const { name, text } = mutate(BASE, rand);
			const what = `mutation ${n} (${name})`;
			const db = testDb();
			const r = await importBackup(db, text);
			expect(['refused', 'imported'], what).toContain(r.status);
			if (r.status === 'refused') {
				tally.refused++;
				expect(r.message.length, what).toBeGreaterThan(0);
				expect(r.message.length, what).toBeLessThanOrEqual(300);
				expect(await db.games.count(), what).toBe(0);
				expect(await db.events.count(), what).toBe(0);
				expect(await db.profiles.count(), what).toBe(0);
				continue;
			}
			if (r.status !== 'imported') continue;
			tally.imported++;
			expect(({} as Record<string, unknown>).polluted, what).toBeUndefined();
			// History lists it, every figure in range and every date showable.
			const listed = await listGames(db, { limit: 50 });
			expect(listed.ok, what).toBe(true);
			// what was taken reads back whole: no game of it is damaged when listed
			expect(listed.ok && listed.value.damaged, what).toEqual([]);
			for (const row of listed.ok ? listed.value.games : []) {
				expect(row.createdAt <= LATEST_TIME && formatWhen(row.createdAt, 'en') !== '—', what).toBe(true);
				for (const p of row.players) expect(inRange(p.vp), what).toBe(true);
				for (const total of Object.values(row.final?.totals ?? {})) expect(inRange(total), what).toBe(true);
				// The game itself opens.
				const loaded = await loadGame(db, row.id);
				expect(loaded.ok, what).toBe(true);
			}
			// A fresh export of it imports again, unchanged in what it holds.
			const exported = await exportAll(db, '2026-11-25T00:00:00.000Z');
			expect(exported.ok, what).toBe(true);
			if (!exported.ok) continue;
			const again = await importBackup(testDb(), serializeBackup(exported.value.file));
			expect(again.status, what).toBe('imported');
		}
		console.log(`import fuzz, seed ${SEED}: ${COUNT} mutations, ${tally.refused} refused, ${tally.imported} imported, 0 crashes`);
		expect(tally.refused + tally.imported).toBe(COUNT);
	});

	it(`${COUNT} mutations of a box profile sent as a share link (seed ${SEED + 1}): refused whole, or taken whole`, { timeout: 600_000 }, async () => {
		const rand = seeded(SEED + 1);
		const base = exportProfileFile(FIXTURE_COMPLETE_PROFILE);
		const tally = { refused: 0, taken: 0 };
		// a phone that knows some values already, one of them (the weapon set) otherwise than the link
		const partial = { ...FIXTURE_COMPLETE_PROFILE, weaponSet: 7, medicineSet: null, scoringTiles: FIXTURE_COMPLETE_PROFILE.scoringTiles.map((t, i) => (i < 3 ? t : null)) };
		for (let n = 0; n < COUNT; n++) {
			const { name, text } = mutate(base, rand);
			const what = `link mutation ${n} (${name})`;
			const read = await readProfileFragment(`#${await textFragment(text)}`);
			if (!read.ok) {
				tally.refused++;
				for (const lang of ['en', 'de'] as const) {
					const words = read.refusal ? fileRefusalText(read.refusal, lang) : read.problem;
					expect(words.length, what).toBeGreaterThan(0);
					expect(words.length, what).toBeLessThanOrEqual(400);
				}
				continue;
			}
			tally.taken++;
			for (const [start, differing] of [[null, 'theirs'], [partial, 'mine'], [partial, 'theirs']] as const) {
				const store = new BoxProfileStore(() => testDb());
				if (start) expect((await store.replace(start)).ok, what).toBe(true);
				const preview = store.previewImport(read.profile);
				const r = await store.importShared(read.profile, differing);
				expect(r.ok, what).toBe(true);
				// the preview counted what is stored
				expect(r.ok && r.changed, what).toEqual(differing === 'mine' ? preview.added : preview.theirs);
				expect(validateProfile(store.current).ok && profileEntryProblem(store.current), what).toBe(null);
				if (start) continue;
				// from an empty phone, every value of the link is stored as it is: no list dropped
				for (const key of BOX_KEYS) {
					const theirs = getBoxValue(read.profile, key);
					if (theirs !== null) expect(canonical(getBoxValue(store.current, key)), `${what}: ${key}`).toBe(canonical(theirs));
				}
			}
		}
		console.log(`link fuzz, seed ${SEED + 1}: ${COUNT} mutations, ${tally.refused} refused, ${tally.taken} taken whole, 0 partial`);
		expect(tally.refused + tally.taken).toBe(COUNT);
	});
});
