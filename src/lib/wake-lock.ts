/** What the helper needs from the browser; injectable for tests. */
export interface WakeLockEnv {
	wakeLock?: Pick<WakeLock, 'request'> | undefined;
	document: Pick<Document, 'visibilityState' | 'addEventListener' | 'removeEventListener'>;
}

function browserEnv(): WakeLockEnv | null {
	if (typeof navigator === 'undefined' || typeof document === 'undefined') return null;
	return { wakeLock: navigator.wakeLock, document };
}

/**
 * Keeps the screen on while a game is open: re-acquires the lock whenever the page becomes
 * visible again (browsers drop it when hidden). Returns a function that releases it for good.
 * Unsupported browsers, denied requests and battery savers are ignored: the game works without it.
 */
export function keepScreenAwake(env: WakeLockEnv | null = browserEnv()): () => void {
	if (!env?.wakeLock) return () => {};
	const { wakeLock, document: doc } = env;
	let sentinel: WakeLockSentinel | null = null;
	let pending = false;
	let stopped = false;

	const acquire = async () => {
		if (stopped || pending || doc.visibilityState !== 'visible') return;
		if (sentinel && !sentinel.released) return;
		pending = true;
		try {
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
