/** Keyboard checks: the Tab order of a screen, its focus indicators, and what Tab cannot reach. */
import { expect, type Locator, type Page } from '@playwright/test';

/** What one Tab stop shows. */
export interface Stop {
	/** Tag, role and name, for messages. */
	readonly what: string;
	/** A visible focus indicator: an outline of 2 px or more on the control, its ::before/::after, or (for a visually hidden input) its chip. */
	readonly indicator: boolean;
	readonly focusVisible: boolean;
	/** Hidden under something else (a sticky bar) or off screen after Tab scrolled to it. */
	readonly obscured: boolean;
}

/** Describes and judges the focused element, with an id to know it again (runs in the page). */
function inspect(): (Stop & { id: number }) | null {
	const el = document.activeElement as (HTMLElement & { kbId?: number }) | null;
	if (!el || el === document.body) return null;
	const w = window as unknown as { reached?: Set<Element>; kbNext?: number };
	(w.reached ??= new Set()).add(el);
	el.kbId ??= w.kbNext = (w.kbNext ?? 0) + 1;
	const outlined = (e: Element, pseudo?: string) => {
		const s = getComputedStyle(e, pseudo);
		return s.outlineStyle !== 'none' && parseFloat(s.outlineWidth) >= 2 && s.outlineColor !== 'transparent' && s.outlineColor !== 'rgba(0, 0, 0, 0)';
	};
	const box = el.getBoundingClientRect();
	const hidden = box.width <= 2 || box.height <= 2;
	let indicator = outlined(el) || outlined(el, '::after') || outlined(el, '::before');
	// A visually hidden input shows its focus on the chip around it.
	for (let up = el.parentElement, n = 0; hidden && !indicator && up && n < 3; up = up.parentElement, n++) indicator = outlined(up);
	// What the eye finds at the middle of the control (or of its chip): the control itself, or it is covered.
	const shown = hidden ? (el.closest('label') ?? el.parentElement ?? el) : el;
	const r = shown.getBoundingClientRect();
	const hit = document.elementFromPoint(r.left + r.width / 2, r.top + Math.min(r.height / 2, 20));
	const obscured = !hit || !(shown.contains(hit) || hit.contains(shown) || (el instanceof HTMLInputElement && [...(el.labels ?? [])].some((l) => l.contains(hit))));
	const name = el.getAttribute('aria-label') ?? el.textContent?.trim().replace(/\s+/g, ' ').slice(0, 40) ?? '';
	return {
		id: el.kbId,
		what: `${el.tagName.toLowerCase()}${el.getAttribute('role') ? `[role=${el.getAttribute('role')}]` : ''}${el.getAttribute('type') ? `[type=${el.getAttribute('type')}]` : ''} "${name}"`,
		indicator,
		focusVisible: el.matches(':focus-visible'),
		obscured
	};
}

/** Tabs (or Shift+Tabs) once round the whole screen (or the open modal dialog), from where the focus is; returns every stop. */
export async function tabRound(page: Page, { back = false, max = 250 } = {}): Promise<Stop[]> {
	await page.evaluate(() => ((window as unknown as { reached: Set<Element> }).reached = new Set()));
	const stops: Stop[] = [];
	let first: number | null = null;
	for (let i = 0; i < max; i++) {
		await page.keyboard.press(back ? 'Shift+Tab' : 'Tab');
		const stop = await page.evaluate(inspect);
		if (!stop) continue;
		if (stop.id === first) return stops;
		first ??= stop.id;
		stops.push({ what: stop.what, indicator: stop.indicator, focusVisible: stop.focusVisible, obscured: stop.obscured });
	}
	throw new Error(`Tab did not come round in ${max} presses`);
}

/** Controls a pointer can use that the last tabRound did not reach (radio groups count once), and clickable things no key reaches. */
export function unreached(page: Page): Promise<string[]> {
	return page.evaluate(() => {
		const reached = (window as unknown as { reached?: Set<Element> }).reached ?? new Set<Element>();
		const modal = document.querySelector('dialog:modal');
		const scope: ParentNode = modal ?? document;
		const shown = (e: Element) => {
			if (e.closest('[inert], [aria-hidden="true"]')) return false;
			// Not in a closed <details> (content-visibility) nor otherwise hidden.
			return e.checkVisibility({ visibilityProperty: true }) && e.getClientRects().length > 0;
		};
		const focusable =
			'a[href], button:not(:disabled), input:not(:disabled):not([type="hidden"]), select:not(:disabled), textarea:not(:disabled), summary, [tabindex]:not([tabindex="-1"])';
		const out: string[] = [];
		const label = (e: Element) => `${e.tagName.toLowerCase()} "${(e.getAttribute('aria-label') ?? e.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 50)}"`;
		for (const e of scope.querySelectorAll(focusable)) {
			if (!shown(e) || reached.has(e)) continue;
			// A file input is opened by the button that stands for it.
			if (e.getAttribute('tabindex') === '-1' && e instanceof HTMLInputElement && e.type === 'file') continue;
			if (e instanceof HTMLInputElement && e.type === 'radio') {
				const group = [...scope.querySelectorAll(`input[type="radio"][name="${CSS.escape(e.name)}"]`)];
				if (group.some((r) => reached.has(r))) continue;
			}
			out.push(`not reached by Tab: ${label(e)}`);
		}
		// Something that looks clickable but is neither a control nor inside one.
		for (const e of scope.querySelectorAll('body *, dialog *')) {
			if (getComputedStyle(e).cursor !== 'pointer' || !shown(e)) continue;
			if (e.closest(`${focusable}, label`)) continue;
			out.push(`clickable without a key: ${label(e)}`);
		}
		return [...new Set(out)];
	});
}

/**
 * Waits for the screen to be whole before it is judged: a part still loading (aria-busy, e.g. statistics that
 * load only when they come near the screen) is brought into view and waited for, the fonts are in, and a
 * frame has been laid out after, so a box that scrolls sideways has decided whether it is a Tab stop.
 * Otherwise the Tab round itself brings it near, and it becomes a control after the round has passed it.
 */
export async function settle(page: Page): Promise<void> {
	// One wait inside the page for every busy part (a locator would wait without end for a part that stopped
	// being busy between being counted and being looked at).
	await page.evaluate(
		() =>
			new Promise<void>((done) => {
				let shown: Element | null = null;
				const look = () => {
					const first = document.querySelector('[aria-busy="true"]');
					if (!first) return finish();
					// Brought into view once (a part that loads near the screen), not on every change of the page.
					if (first !== shown) first.scrollIntoView({ block: 'center' });
					shown = first;
				};
				const finish = () => {
					watch.disconnect();
					clearTimeout(bound);
					done();
				};
				const watch = new MutationObserver(look);
				// Bounded: a part that stays busy is reported below with what it is, not as a test timeout.
				const bound = setTimeout(finish, 20_000);
				watch.observe(document.body, { childList: true, subtree: true, attributes: true, attributeFilter: ['aria-busy'] });
				look();
			})
	);
	const busy = page.locator('[aria-busy="true"]');
	const stillBusy = async () =>
		(await busy.count()) === 0 ? null : `busy: ${((await busy.first().textContent({ timeout: 1_000 }).catch(() => '')) ?? '').trim().slice(0, 80)}`;
	await expect.poll(stillBusy, { message: 'a part of the screen still loading (aria-busy)', timeout: 5_000 }).toBeNull();
	await page.evaluate(async () => {
		await document.fonts.ready;
		await new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)));
	});
}

/**
 * Tabs round the screen and back with Shift+Tab: every stop shows a focus indicator and is not hidden
 * under a sticky bar, and every control is reached.
 */
export async function expectKeyboardReachable(page: Page, screen: string): Promise<Stop[]> {
	await settle(page);
	const stops = await tabRound(page);
	expect(stops.length, `${screen}: Tab stops`).toBeGreaterThan(0);
	expect(
		stops.filter((s) => !s.indicator || !s.focusVisible).map((s) => s.what),
		`${screen}: Tab stops without a visible focus indicator`
	).toEqual([]);
	expect(await unreached(page), `${screen}: controls Tab does not reach`).toEqual([]);
	const back = await tabRound(page, { back: true });
	expect(back.length, `${screen}: Shift+Tab comes round the same stops`).toBe(stops.length);
	expect(
		[...stops.filter((s) => s.obscured).map((s) => `Tab: ${s.what}`), ...back.filter((s) => s.obscured).map((s) => `Shift+Tab: ${s.what}`)],
		`${screen}: focus hidden under a sticky bar`
	).toEqual([]);
	return stops;
}

/** Presses Tab (or Shift+Tab) until `target` has the focus; fails after `max` presses. */
export async function tabTo(page: Page, target: Locator, { back = false, max = 120 } = {}): Promise<void> {
	for (let i = 0; i < max; i++) {
		if (await target.evaluate((el) => el === document.activeElement).catch(() => false)) return;
		await page.keyboard.press(back ? 'Shift+Tab' : 'Tab');
	}
	await expect(target, `reached by ${back ? 'Shift+Tab' : 'Tab'}`).toBeFocused();
}
