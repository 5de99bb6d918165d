/** What a page does behind the scenes: dialogs, console errors, page errors, requests and CSP violations. */
import type { Page } from '@playwright/test';

export interface Watch {
	/** Messages of alert/confirm/prompt dialogs (each dismissed at once). */
	readonly dialogs: string[];
	/** Console messages of type error and uncaught page errors. */
	readonly errors: string[];
	/** Every request URL of the browser context (pages and service worker). */
	readonly requests: string[];
	/** `securitypolicyviolation` events: directive, blocked URI and source. */
	readonly csp: string[];
}

/** Starts watching `page` (call before its first navigation). */
export async function watch(page: Page): Promise<Watch> {
	const w: Watch = { dialogs: [], errors: [], requests: [], csp: [] };
	page.on('dialog', (d) => {
		w.dialogs.push(`${d.type()}: ${d.message()}`);
		void d.dismiss().catch(() => {});
	});
	page.on('console', (m) => {
		if (m.type() === 'error') w.errors.push(`console: ${m.text()}`);
	});
	page.on('pageerror', (e) => w.errors.push(`page error: ${e.message}`));
	page.context().on('request', (r) => w.requests.push(r.url()));
	await page.exposeBinding('reportCspViolation', (_source, text: string) => {
		w.csp.push(text);
	});
	await page.addInitScript(() => {
		document.addEventListener('securitypolicyviolation', (e) => {
			(window as unknown as { reportCspViolation: (s: string) => void }).reportCspViolation(
				`${e.effectiveDirective} blocked ${e.blockedURI || '(inline)'} at ${e.sourceFile}:${e.lineNumber}`
			);
		});
	});
	return w;
}
