import type { PwaUpdate } from './pwa-update.svelte';

/** Check for a new version at most this often when the app comes back to the foreground. */
const UPDATE_CHECK_MS = 60 * 60 * 1000;

/** How long after the page has loaded the service worker is registered (see `registerServiceWorker`). */
export const REGISTER_DELAY_MS = 1000;

/** Resolves once the page has loaded, then `REGISTER_DELAY_MS` later, then when the browser is idle (at most 2 s on). */
export function quietAfterLoad(): Promise<void> {
	const loaded = new Promise<void>((resolve) =>
		document.readyState === 'complete' ? resolve() : window.addEventListener('load', () => resolve(), { once: true })
	);
	return loaded
		.then(() => new Promise<void>((resolve) => setTimeout(resolve, REGISTER_DELAY_MS)))
		.then(() => new Promise<void>((resolve) => ('requestIdleCallback' in window ? requestIdleCallback(() => resolve(), { timeout: 2000 }) : resolve())));
}

/**
 * Registers the service worker (production builds only) and reports its events to `update`. Not at once: the
 * page's first content (a game read from IndexedDB, then drawn) comes first, and the worker's script and its
 * 1 MB precache download do not compete with it on a first visit.
 */
export async function registerServiceWorker(update: PwaUpdate): Promise<void> {
	if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
	await quietAfterLoad();
	// Loaded lazily so workbox-window stays out of the first-load bundle.
	const { registerSW } = await import('virtual:pwa-register');
	const updateSW = registerSW({
		immediate: true,
		onNeedRefresh: () => update.needRefresh(() => updateSW()),
		onNeedReload: () => update.controllerChanged(),
		onOfflineReady: () => update.markOfflineReady(),
		onRegisteredSW: (_url, registration) => {
			if (!registration) return;
			// A table session can last hours without a navigation, the browser's usual update trigger.
			let lastCheck = Date.now();
			document.addEventListener('visibilitychange', () => {
				if (document.visibilityState !== 'visible' || Date.now() - lastCheck < UPDATE_CHECK_MS) return;
				lastCheck = Date.now();
				registration.update().catch(() => {});
			});
		}
	});
}
