/**
 * Share links are checked whole: a link whose list breaks an entry rule is refused with the tile named, a link
 * opened while the Box page is open is read, and keeping mine where one value differs takes every other value.
 */
import { readFileSync } from 'node:fs';
import { deflateRawSync } from 'node:zlib';
import type { Page } from '@playwright/test';
import { expect, test } from './support/test';
// Paraglide's compiled messages (built by `npm run paraglide` or the build), asked for in English.
import { m } from '../../src/lib/paraglide/messages.js';

test.use({ serviceWorkers: 'block', viewport: { width: 390, height: 844 } });
const en = { locale: 'en' } as const;
const COMPLETE = JSON.parse(readFileSync(new URL('./fixtures/fixture-box-profile-complete.json', import.meta.url), 'utf8'));
const link = (profile: object) => `profile=1.${deflateRawSync(JSON.stringify(profile)).toString('base64url')}`;

async function open(page: Page, fragment: string) {
	await page.goto(`/box#${fragment}`);
	await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
}

test('a link with a 0-VP scoring tile is refused, naming the tile; nothing is taken', async ({ page }) => {
	await open(page, link({ ...COMPLETE, scoringTiles: COMPLETE.scoringTiles.map((t: object, i: number) => (i === 3 ? { ...t, vp: 0 } : t)) }));
	await expect(page.getByRole('alert')).toContainText('Scoring tile 4 has 0 VP');
	await expect(page.getByRole('group', { name: m.share_incoming({}, en) })).toHaveCount(0);
	expect(new URL(page.url()).hash).toBe('');
});

test('a link opened while the Box page is open is read; keeping mine where values differ takes every other value', async ({ page }) => {
	// This phone knows two scoring tiles, one of them not in the link, and another weapon set.
	const leader = { kind: 'survivor', target: 'leader', vp: 9 };
	const mine = COMPLETE.scoringTiles.map((t: object, i: number) => (i === 0 ? t : i === 1 ? leader : null));
	await open(page, link({ ...COMPLETE, scoringTiles: mine, weaponSet: 7 }));
	const card = page.getByRole('group', { name: m.share_incoming({}, en) });
	await card.getByRole('button', { name: m.share_take({}, en) }).click();
	await expect(page.getByRole('status').filter({ hasText: /values taken from the link/ })).toBeVisible();

	// The page stays open; only the fragment changes (a second link tapped in a chat).
	const second = link(COMPLETE);
	await page.evaluate((fragment) => (location.hash = fragment), second);
	// the eight tiles that fit are new; the tile list and the weapon set differ
	await expect(card).toContainText(m.share_summary({ added: 1, differ: 2 }, en));
	await expect(card).toContainText(m.share_values_new({ values: m.transcribe_steps_scoring({}, en) }, en));
	await card.getByRole('button', { name: m.share_keep_mine({}, en) }).click();
	await expect(page.getByRole('status').filter({ hasText: m.share_taken({ count: 1 }, en) })).toBeVisible();

	// Opened again: nothing new left, mine kept where they differ.
	await page.evaluate((fragment) => (location.hash = fragment), second);
	await expect(card).toContainText(m.share_summary({ added: 0, differ: 2 }, en));
});
