import { describe, expect, it } from 'vitest';
import { testDb } from './db/testing/fake-db';
import { keepScreenAwake, setWakeLockEnabled, wakeLockEnabled, type WakeLockEnv } from './wake-lock';

/** A fake navigator.wakeLock + document that lets the test hide/show the page and drop locks. */
function fakeEnv(options: { fail?: number } = {}) {
	let failures = options.fail ?? 0;
	const listeners = new Set<() => void>();
	const locks: { released: boolean; release: () => Promise<void> }[] = [];
	const doc = {
		visibilityState: 'visible' as DocumentVisibilityState,
		addEventListener: (_: string, fn: () => void) => listeners.add(fn),
		removeEventListener: (_: string, fn: () => void) => listeners.delete(fn)
	};
	const wakeLock = {
		requests: 0,
		async request(type: string) {
			this.requests++;
			if (type !== 'screen') throw new TypeError(type);
			if (failures > 0) {
				failures--;
				throw new DOMException('denied', 'NotAllowedError');
			}
			const lock = {
				released: false,
				async release() {
					lock.released = true;
				}
			};
			locks.push(lock);
			return lock;
		}
	};
	const env = { wakeLock, document: doc } as unknown as WakeLockEnv;
	return {
		env,
		wakeLock,
		locks,
		listeners,
		async setVisible(visible: boolean) {
			doc.visibilityState = visible ? 'visible' : 'hidden';
			// The browser releases the lock itself when the page is hidden.
			if (!visible) for (const l of locks) l.released = true;
			for (const fn of listeners) fn();
			await flush();
		}
	};
}

const flush = () => new Promise((r) => setTimeout(r, 0));

describe('keepScreenAwake', () => {
	it('requests a screen lock at once', async () => {
		const f = fakeEnv();
		keepScreenAwake(f.env);
		await flush();
		expect(f.wakeLock.requests).toBe(1);
		expect(f.locks).toHaveLength(1);
		expect(f.locks[0]?.released).toBe(false);
	});

	it('re-acquires when the page becomes visible again, not while hidden', async () => {
		const f = fakeEnv();
		keepScreenAwake(f.env);
		await flush();
		await f.setVisible(false);
		expect(f.wakeLock.requests).toBe(1);
		await f.setVisible(true);
		expect(f.wakeLock.requests).toBe(2);
		expect(f.locks[1]?.released).toBe(false);
	});

	it('does not stack locks when visible events repeat', async () => {
		const f = fakeEnv();
		keepScreenAwake(f.env);
		await flush();
		await f.setVisible(true);
		expect(f.wakeLock.requests).toBe(1);
	});

	it('releases the lock and stops listening', async () => {
		const f = fakeEnv();
		const release = keepScreenAwake(f.env);
		await flush();
		release();
		await flush();
		expect(f.locks[0]?.released).toBe(true);
		expect(f.listeners.size).toBe(0);
		release();
	});

	it('releases a lock granted after release was called', async () => {
		const f = fakeEnv();
		const release = keepScreenAwake(f.env);
		release();
		await flush();
		expect(f.locks[0]?.released).toBe(true);
	});

	it('ignores a denied request quietly and retries on visibility', async () => {
		const f = fakeEnv({ fail: 1 });
		keepScreenAwake(f.env);
		await flush();
		expect(f.locks).toHaveLength(0);
		await f.setVisible(true);
		expect(f.locks).toHaveLength(1);
	});

	it('does nothing without the Wake Lock API', () => {
		const release = keepScreenAwake({ document: fakeEnv().env.document });
		expect(() => release()).not.toThrow();
		expect(() => keepScreenAwake(null)()).not.toThrow();
	});

	it('takes no lock while the setting is off, and reads it again on every return to the page', async () => {
		const f = fakeEnv();
		let on = false;
		keepScreenAwake({ ...f.env, enabled: async () => on });
		await flush();
		expect(f.wakeLock.requests).toBe(0);
		await f.setVisible(false);
		on = true;
		await f.setVisible(true);
		expect(f.locks).toHaveLength(1);
	});

	it('counts a setting that cannot be read as on', async () => {
		const f = fakeEnv();
		keepScreenAwake({
			...f.env,
			enabled: () => {
				throw new Error('storage blocked');
			}
		});
		await flush();
		expect(f.locks).toHaveLength(1);
	});

	it('does not request a lock when released while the setting is read', async () => {
		const f = fakeEnv();
		const release = keepScreenAwake({ ...f.env, enabled: async () => true });
		release();
		await flush();
		expect(f.wakeLock.requests).toBe(0);
	});
});

describe('wake lock setting', () => {
	it('is on by default and remembers being turned off and on', async () => {
		const db = testDb();
		expect(await wakeLockEnabled(db)).toBe(true);
		expect(await setWakeLockEnabled(false, db)).toBe(true);
		expect(await wakeLockEnabled(db)).toBe(false);
		await setWakeLockEnabled(true, db);
		expect(await wakeLockEnabled(db)).toBe(true);
	});

	it('is on when the database cannot be read', async () => {
		const db = testDb();
		db.close();
		expect(await wakeLockEnabled(db)).toBe(true);
		expect(await setWakeLockEnabled(false, db)).toBe(false);
	});
});
