/**
 * In-page instrumentation, installed with page.addInitScript before the app's own scripts run. All times are
 * performance.now() of the page: milliseconds since the navigation started.
 * - `writes`: when each readwrite IndexedDB transaction completed (data stored).
 * - `lastClick`: timeStamp of the last click event (the moment the input was dispatched).
 * - `found[name]`: when a target (selector, optionally with a text) first appeared, the next animation frame
 *   after it, and the first task after that frame (the page answers input again): the "usable" moment.
 * - `saved()`: resolves after the save status goes to "saving" and back to "saved", and a frame has passed.
 */
import type { Page } from '@playwright/test';

export interface Target {
	readonly selector: string;
	/** The element's text must contain this. */
	readonly text?: string;
}

export interface Found {
	readonly seen: number;
	readonly frame: number;
	readonly task: number;
}

export interface Saved {
	/** The click that started the action. */
	readonly input: number;
	/** The screen showed the step (the status said "saving"): the state changed, the write began. */
	readonly updated: number;
	/** The last IndexedDB write completed before the status said "saved". */
	readonly stored: number;
	/** The status said "saved" in the DOM. */
	readonly shown: number;
	/** The animation frame after that: the frame that paints it. */
	readonly frame: number;
}

interface Bench {
	writes: number[];
	lastClick: number;
	found: Record<string, Found>;
	arm(): void;
	forget(name: string): void;
	saved(status: Target, saving: string, saved: string): Promise<Saved>;
}

declare global {
	interface Window {
		__bench: Bench;
	}
}

function probe(targets: Record<string, Target>): void {
	const bench: Bench = {
		writes: [],
		lastClick: NaN,
		found: {},
		arm,
		forget(name) {
			delete bench.found[name];
			arm();
		},
		saved
	};
	window.__bench = bench;

	const open = IDBDatabase.prototype.transaction;
	IDBDatabase.prototype.transaction = function (this: IDBDatabase, ...args: Parameters<IDBDatabase['transaction']>) {
		const tx = open.apply(this, args);
		if (args[1] === 'readwrite') tx.addEventListener('complete', () => bench.writes.push(performance.now()));
		return tx;
	} as IDBDatabase['transaction'];

	addEventListener('click', (e) => (bench.lastClick = e.timeStamp), { capture: true });

	const matches = (t: Target) => {
		const el = document.querySelector(t.selector);
		return el !== null && (t.text === undefined || (el.textContent ?? '').includes(t.text));
	};
	let observer: MutationObserver | null = null;
	function check() {
		let waiting = false;
		for (const [name, target] of Object.entries(targets)) {
			if (bench.found[name]) continue;
			if (!matches(target)) {
				waiting = true;
				continue;
			}
			const seen = performance.now();
			bench.found[name] = { seen, frame: NaN, task: NaN };
			requestAnimationFrame(() => {
				const frame = performance.now();
				bench.found[name] = { seen, frame, task: NaN };
				setTimeout(() => (bench.found[name] = { seen, frame, task: performance.now() }), 0);
			});
		}
		if (!waiting) {
			observer?.disconnect();
			observer = null;
		}
	}
	function arm() {
		if (observer) return;
		observer = new MutationObserver(check);
		observer.observe(document, { childList: true, subtree: true, characterData: true, attributes: true });
		check();
	}
	arm();

	function saved(status: Target, saving: string, done: string): Promise<Saved> {
		const input = () => bench.lastClick;
		return new Promise((resolve, reject) => {
			let updated = NaN;
			const text = () => document.querySelector(status.selector)?.textContent ?? '';
			const watch = new MutationObserver(() => {
				const now = text();
				if (now.includes(saving)) {
					if (Number.isNaN(updated)) updated = performance.now();
				} else if (!Number.isNaN(updated) && now.includes(done)) {
					const shown = performance.now();
					watch.disconnect();
					clearTimeout(timer);
					requestAnimationFrame(() => {
						const frame = performance.now();
						const clicked = input();
						const stored = bench.writes.filter((w) => w >= clicked).pop() ?? NaN;
						resolve({ input: clicked, updated, stored, shown, frame });
					});
				}
			});
			watch.observe(document.body, { childList: true, subtree: true, characterData: true });
			const timer = setTimeout(() => {
				watch.disconnect();
				reject(new Error(`no "${saving}" → "${done}" within 5 s; status: "${text()}"`));
			}, 5000);
		});
	}
}

/** Installs the probe in every document the page loads from now on. */
export async function installProbe(page: Page, targets: Record<string, Target> = {}): Promise<void> {
	await page.addInitScript(probe, targets);
}

/** Waits until the probe found `name` and its first task after the frame ran. */
export async function usable(page: Page, name: string, timeout = 20_000): Promise<Found> {
	await page.waitForFunction((n) => Number.isFinite(window.__bench?.found[n]?.task), name, { timeout, polling: 50 });
	return page.evaluate((n) => window.__bench.found[n] as Found, name);
}
