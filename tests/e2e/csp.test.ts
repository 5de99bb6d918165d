/**
 * Content-Security-Policy of the built app: every prerendered page and the SPA fallback carry one that
 * forbids inline script and any other origin; a whole game runs without a violation and without a
 * request to another origin.
 */
import { m } from '../../src/lib/paraglide/messages.js';
import { createHash } from 'node:crypto';
import { readdirSync } from 'node:fs';
import { expect, test, type Page } from './support/test';
import { boxPrompt, newGame, startRound } from './support/flows';
import { FINISHED_ID, importBackup, phaseBackup, phaseId, type StepKind, openStep } from './support/games';
import { watch } from './support/guard';
import { bidRound, resolveRound } from './support/round';

/** Every HTML page the build wrote (prerendered routes and 200.html), as URL paths. */
function builtPages(dir = 'build', base = ''): string[] {
	return readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
		e.isDirectory() ? (e.name === '_app' ? [] : builtPages(`${dir}/${e.name}`, `${base}/${e.name}`)) : e.name.endsWith('.html') ? [`${base}/${e.name}`] : []
	);
}

type Policy = Map<string, string[]>;

function parsePolicy(text: string): Policy {
	return new Map(
		text
			.split(';')
			.map((d) => d.trim().split(/\s+/))
			.filter((d) => d[0])
			.map(([name, ...sources]) => [name!.toLowerCase(), sources])
	);
}

const sha256 = (s: string) => `'sha256-${createHash('sha256').update(s, 'utf8').digest('base64')}'`;

/** Problems of a page's policy: anything that would allow inline script, eval, or a source off the app's origin. */
function problems(policy: Policy, html: string): string[] {
	const out: string[] = [];
	const allowed: Record<string, RegExp> = {
		'script-src': /^('self'|'sha256-[A-Za-z0-9+/]+=*')$/,
		'style-src': /^('self'|'unsafe-inline')$/,
		'img-src': /^('self'|data:|blob:)$/,
		'object-src': /^'none'$/
	};
	for (const [name, sources] of policy) {
		const ok = allowed[name] ?? /^('self'|'none')$/;
		for (const s of sources) if (!ok.test(s)) out.push(`${name} allows ${s}`);
	}
	for (const name of ['default-src', 'script-src', 'connect-src', 'object-src', 'base-uri']) {
		if (!policy.has(name)) out.push(`no ${name}`);
	}
	if (policy.get('default-src')?.join(' ') !== "'self'") out.push(`default-src is ${policy.get('default-src')?.join(' ')}`);
	// Every inline script is allowed by its own hash, and no other script is inline. A JSON data block (the SPA
	// shell's list of files to preload) is never run, so no policy applies to it.
	const scripts = policy.get('script-src') ?? [];
	for (const m of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)) {
		const [, attrs = '', body = ''] = m;
		const src = /\bsrc="([^"]*)"/.exec(attrs)?.[1];
		if (/\btype="application\/json"/.test(attrs)) {
			if (src !== undefined) out.push(`a data block with a src: ${src}`);
		} else if (src !== undefined) {
			if (/^(https?:)?\/\//.test(src)) out.push(`script from another origin: ${src}`);
		} else if (!scripts.includes(sha256(body))) out.push(`inline script without its hash: ${body.slice(0, 60)}`);
	}
	for (const m of html.matchAll(/\b(?:src|href)="((?:https?:)?\/\/[^"]*)"/g)) out.push(`reference to another origin: ${m[1]}`);
	for (const m of html.matchAll(/\son[a-z]+="/g)) out.push(`inline event handler: ${m[0]}`);
	return out;
}

test('every prerendered page and 200.html carry a CSP without inline script or other origins', async ({ request }) => {
	const pages = builtPages();
	for (const route of ['/index.html', '/new.html', '/score.html', '/history.html', '/box.html', '/rules.html', '/settings.html', '/200.html']) {
		expect(pages, 'the build wrote the page').toContain(route);
	}
	// The fallback as a deep link gets it, too.
	for (const path of [...pages, '/game/any-id', '/game/any-id/results']) {
		const response = await request.get(path);
		expect(response.status(), path).toBe(200);
		const html = await response.text();
		const metas = [...html.matchAll(/<meta http-equiv="content-security-policy" content="([^"]*)"/gi)];
		expect(metas, `${path}: one CSP meta tag`).toHaveLength(1);
		const policy = parsePolicy(metas[0]![1]!.replace(/&#39;|&apos;/g, "'"));
		expect(problems(policy, html), path).toEqual([]);
		// The header adds what a meta tag cannot say.
		const header = parsePolicy(response.headers()['content-security-policy'] ?? '');
		expect(header.get('frame-ancestors'), `${path}: frame-ancestors`).toEqual(["'none'"]);
		expect(header.get('object-src'), `${path}: object-src`).toEqual(["'none'"]);
		expect(response.headers()['x-content-type-options']).toBe('nosniff');
	}
});

test.describe('in the browser', () => {
	test.use({ viewport: { width: 360, height: 640 }, locale: 'en-US' });

	test('the policy is enforced: an injected inline script does not run and is reported', async ({ page }) => {
		const w = await watch(page);
		await page.goto('/');
		await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
		const ran = await page.evaluate(async () => {
			const s = document.createElement('script');
			s.textContent = 'window.injected = true';
			document.head.append(s);
			const img = document.createElement('img');
			img.src = 'https://example.com/pixel.png';
			document.body.append(img);
			await new Promise((r) => setTimeout(r, 200));
			return (window as unknown as { injected?: boolean }).injected ?? false;
		});
		expect(ran).toBe(false);
		await expect.poll(() => w.csp.join('\n')).toMatch(/script-src(-elem)? blocked inline/);
		await expect.poll(() => w.csp.join('\n')).toMatch(/img-src blocked https:\/\/example\.com/);
	});

	test('a whole game runs without a CSP violation, a console error or a request to another origin', async ({ page, baseURL }) => {
		test.setTimeout(240_000);
		const w = await watch(page);
		await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);

		// Set up, round 1 played through every panel, round 2 started.
		await newGame(page, 'en');
		await startRound(page, 'en');
		await bidRound(page);
		await resolveRound(page);
		await page.getByRole('button', { name: m.game_round_start_start({ n: 2 }, { locale: 'en' }) }).click();
		const prompt = boxPrompt(page, 'en');
		if (await prompt.isVisible()) {
			await prompt.getByRole('button', { name: /: one more$/ }).first().click();
			await prompt.getByRole('button', { name: /^Save/ }).click();
		}
		await expect(page.getByRole('heading', { level: 1 })).toHaveText(`${m.game_header_round({ n: 2 }, { locale: 'en' })} ${m.terms_phase_auction({}, { locale: 'en' })}`);
		await page.reload();
		await expect(page.getByRole('heading', { level: 1 })).toHaveText(`${m.game_header_round({ n: 2 }, { locale: 'en' })} ${m.terms_phase_auction({}, { locale: 'en' })}`);

		// The other screens: games at each step, final scoring saved, results shared and exported.
		await importBackup(page, 'en', phaseBackup());
		for (const kind of ['explore', 'construct', 'city', 'completion', 'intermediate'] as StepKind[]) {
			await openStep(page, kind);
			await expect(page.getByTestId('save-status')).toBeVisible();
		}
		await page.goto(`/game/${phaseId('final')}/final`);
		await page.getByRole('button', { name: /^Travis/ }).click();
		for (const [vehicle, n] of [['Car', 1], ['Car', 2], ['Car', 3], ['Bus', 1], ['Truck', 1]] as const) {
			await page.getByRole('textbox', { name: m.scoring_entry_part_of({ vehicle, n }, { locale: 'en' }), exact: true }).fill('1');
		}
		await page.getByRole('button', { name: m.scoring_result_show({}, { locale: 'en' }) }).click();
		await page.getByRole('button', { name: m.scoring_tracked_save({}, { locale: 'en' }) }).click();
		await expect(page).toHaveURL(/\/results$/);
		await page.getByRole('button', { name: m.scoring_share_copy({}, { locale: 'en' }) }).click();
		await expect(page.getByText(m.scoring_share_copied({}, { locale: 'en' }))).toBeVisible();
		for (const name of [m.scoring_share_image({}, { locale: 'en' }), m.scoring_share_export_game({}, { locale: 'en' })]) {
			const download = page.waitForEvent('download');
			await page.getByRole('button', { name }).click();
			await download;
		}
		await page.goto('/history');
		await page.goto('/settings');
		const backup = page.waitForEvent('download');
		await page.getByRole('button', { name: m.data_storage_export_all({}, { locale: 'en' }) }).click();
		await backup;
		for (const path of ['/box', '/rules', '/score', `/game/${FINISHED_ID}/results`, '/']) {
			await page.goto(path);
			await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
		}

		expect(w.csp, 'CSP violations').toEqual([]);
		expect(w.errors, 'console errors').toEqual([]);
		expect(w.dialogs, 'dialogs').toEqual([]);
		const origin = new URL(baseURL!).origin;
		expect(w.requests.length).toBeGreaterThan(20);
		expect(
			w.requests.filter((url) => !url.startsWith(`${origin}/`) && !url.startsWith('data:') && !url.startsWith(`blob:${origin}/`)),
			'requests to another origin'
		).toEqual([]);
	});
});
