import { fireEvent, render, screen, waitFor } from '@testing-library/svelte';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { storeGame, testDb } from '$lib/db/testing/fake-db';
import { locale } from '$lib/i18n/locale.svelte';
import DataSettings from './DataSettings.svelte';

const saveJsonFile = vi.hoisted(() => vi.fn(async (_name: string, _text: string) => 'downloaded' as const));
vi.mock('$lib/platform/save-file', async (original) => ({ ...(await original<object>()), saveJsonFile }));

function fakeStorage(persisted: boolean, grant: boolean) {
	let state = persisted;
	const storage = {
		persisted: vi.fn(async () => state),
		persist: vi.fn(async () => {
			state = grant;
			return grant;
		})
	};
	Object.defineProperty(navigator, 'storage', { configurable: true, value: storage });
	return storage;
}

afterEach(() => {
	Reflect.deleteProperty(navigator, 'storage');
	saveJsonFile.mockClear();
	locale.set('en');
});

describe('DataSettings', () => {
	it('counts the stored games', async () => {
		const db = testDb();
		await storeGame(db, [], { id: 'a', now: 1 });
		await storeGame(db, [], { id: 'b', now: 2 });
		render(DataSettings, { db: () => db });
		expect(await screen.findByText('2 games stored on this device.')).toBeInTheDocument();
	});

	it('says when storage is persistent', async () => {
		fakeStorage(true, true);
		render(DataSettings, { db: testDb });
		expect(await screen.findByText(/^Stored persistently/)).toBeInTheDocument();
		expect(screen.queryByRole('button', { name: 'Ask to keep data' })).toBeNull();
	});

	it('asks for persistent storage on request', async () => {
		const storage = fakeStorage(false, true);
		render(DataSettings, { db: testDb });
		expect(await screen.findByText('The browser may clear data under storage pressure.')).toBeInTheDocument();
		await fireEvent.click(screen.getByRole('button', { name: 'Ask to keep data' }));
		expect(await screen.findByText(/^Stored persistently/)).toBeInTheDocument();
		expect(storage.persist).toHaveBeenCalledOnce();
	});

	it('explains a refusal', async () => {
		fakeStorage(false, false);
		render(DataSettings, { db: testDb });
		await fireEvent.click(await screen.findByRole('button', { name: 'Ask to keep data' }));
		expect(await screen.findByText(/The browser did not agree/)).toBeInTheDocument();
	});

	it('says when the browser does not tell', async () => {
		render(DataSettings, { db: testDb });
		expect(await screen.findByText(/does not tell whether/)).toBeInTheDocument();
	});

	it('exports everything with the language chosen on this device', async () => {
		const db = testDb();
		await storeGame(db, [], { id: 'a', now: 1 });
		// A language row as older versions stored it.
		await db.settings.put({ key: 'language', value: 'en' });
		locale.set('de');
		render(DataSettings, { db: () => db });
		await fireEvent.click(screen.getByRole('button', { name: 'Alles exportieren' }));
		await screen.findByText('1 Partie exportiert.');
		const [name, text] = saveJsonFile.mock.calls[0] ?? [];
		expect(name).toMatch(/^armageddon-\d{4}-\d\d-\d\d-backup\.json$/);
		const file = JSON.parse(text ?? '{}');
		expect(file.games.map((g: { id: string }) => g.id)).toEqual(['a']);
		// The device's choice goes out; a stale row in the settings table does not.
		expect(file.settings.language).toBe('de');
	});

	it('updates the count after an import', async () => {
		const source = testDb();
		await storeGame(source, [], { id: 'x', now: 1 });
		const { exportAll, serializeBackup } = await import('$lib/db');
		const all = await exportAll(source, 'now');
		if (!all.ok) throw new Error('export');
		const db = testDb();
		const view = render(DataSettings, { db: () => db });
		await screen.findByText('0 games stored on this device.');
		const input = view.container.querySelector('input[type="file"]') as HTMLInputElement;
		Object.defineProperty(input, 'files', { value: [new File([serializeBackup(all.value.file)], 'b.json')] });
		await fireEvent.change(input);
		await waitFor(() => expect(screen.getByText('1 game stored on this device.')).toBeInTheDocument());
	});
});
