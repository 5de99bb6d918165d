import type { PwaUpdate } from './pwa-update.svelte';

/** Check for a new version at most this often when the app comes back to the foreground. */
const UPDATE_CHECK_MS = 60 * 60 * 1000;

/** Registers the service worker (production builds only) and reports its events to `update`. */
export async function registerServiceWorker(update: PwaUpdate): Promise<void> {
	if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
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
