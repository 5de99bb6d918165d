import { getSettings, setSetting } from '$lib/db/settings';
import { appDb } from '$lib/db/instance';

/** What the helper needs from the browser; injectable for tests. */
export interface WakeLockEnv {
	wakeLock?: Pick<WakeLock, 'request'> | undefined;
	document: Pick<Document, 'visibilityState' | 'addEventListener' | 'removeEventListener'>;
	/** The user's setting; absent = on. */
	enabled?: () => boolean | Promise<boolean>;
}

/** Whether the screen is kept on during a game (settings table, on by default and when unreadable). */
export async function wakeLockEnabled(db = appDb()): Promise<boolean> {
	const read = await getSettings(db);
	return read.ok ? read.value.settings.wakeLock : true;
}

/** Stores the wake lock setting; false when it could not be saved. */
export async function setWakeLockEnabled(on: boolean, db = appDb()): Promise<boolean> {
	return (await setSetting(db, 'wakeLock', on)).ok;
}

function browserEnv(): WakeLockEnv | null {
	if (typeof navigator === 'undefined' || typeof document === 'undefined') return null;
	return { wakeLock: navigator.wakeLock, document, enabled: () => wakeLockEnabled() };
}

/**
 * Keeps the screen on while a game is open, unless the user turned it off in the settings:
 * re-acquires the lock whenever the page becomes visible again (browsers drop it when hidden).
 * Returns a function that releases it for good. Unsupported browsers, denied requests,
 * battery savers and an unreadable setting are ignored: the game works without it.
 */
export function keepScreenAwake(env: WakeLockEnv | null = browserEnv()): () => void {
	if (!env?.wakeLock) return () => {};
	const { wakeLock, document: doc } = env;
	let sentinel: WakeLockSentinel | null = null;
	let pending = false;
	let stopped = false;

	const allowed = async (read: () => boolean | Promise<boolean>) => {
		try {
			return await read();
		} catch {
			return true;
		}
	};

	const acquire = async () => {
		if (stopped || pending || doc.visibilityState !== 'visible') return;
		if (sentinel && !sentinel.released) return;
		pending = true;
		try {
			if (env.enabled && (!(await allowed(env.enabled)) || stopped)) return;
			const lock = await wakeLock.request('screen');
			if (stopped) void lock.release().catch(() => {});
			else sentinel = lock;
		} catch {
			// NotAllowedError (hidden page, power saving, permissions policy): try again on next visibility.
		} finally {
			pending = false;
		}
	};

	const onVisibility = () => void acquire();
	doc.addEventListener('visibilitychange', onVisibility);
	void acquire();

	return () => {
		if (stopped) return;
		stopped = true;
		doc.removeEventListener('visibilitychange', onVisibility);
		const lock = sentinel;
		sentinel = null;
		if (lock && !lock.released) void lock.release().catch(() => {});
	};
}
