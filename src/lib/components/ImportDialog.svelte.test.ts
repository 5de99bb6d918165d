import { fireEvent, render, screen, within } from '@testing-library/svelte';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { exportAll, exportGame, serializeBackup, type CompanionDb } from '$lib/db';
import { storeGame, testDb, vpSteps } from '$lib/db/testing/fake-db';
import { locale } from '$lib/i18n/locale.svelte';
import { theme } from '$lib/state/theme.svelte';
import ImportDialog from './ImportDialog.svelte';

afterEach(() => {
	locale.set('en');
	theme.set('system');
});

/** A backup of one stored game, taken from its own database. */
async function backupOfOneGame(title = 'Friday') {
	const source = testDb();
	const row = await storeGame(source, vpSteps(3), { now: 1000 });
	await source.games.update(row.id, { title });
	const exported = await exportGame(source, row.id, '2025-01-01T00:00:00.000Z');
	if (!exported.ok) throw new Error(exported.error.message);
	return { id: row.id, text: serializeBackup(exported.value.file) };
}

function setup(db: CompanionDb = testDb()) {
	const onimported = vi.fn();
	const view = render(ImportDialog, { db: () => db, onimported });
	const input = view.container.querySelector('input[type="file"]') as HTMLInputElement;
	const pick = async (text: string, name = 'backup.json') => {
		Object.defineProperty(input, 'files', { configurable: true, value: [new File([text], name, { type: 'application/json' })] });
		await fireEvent.change(input);
	};
	return { db, onimported, pick };
}

describe('ImportDialog', () => {
	it('opens the file picker from its button', async () => {
		setup();
		const input = document.querySelector('input[type="file"]') as HTMLInputElement;
		const click = vi.spyOn(input, 'click').mockImplementation(() => {});
		await fireEvent.click(screen.getByRole('button', { name: 'Import from a file' }));
		expect(click).toHaveBeenCalledOnce();
	});

	it('imports a valid backup and sums it up', async () => {
		const { id, text } = await backupOfOneGame();
		const { db, onimported, pick } = setup();
		await pick(text);
		const done = (await screen.findByText('Import finished')).closest('[role="status"]');
		expect(done).toHaveTextContent('1 game imported.');
		expect(onimported).toHaveBeenCalledWith([id]);
		expect((await db.games.get(id))?.title).toBe('Friday');
		expect(screen.getByRole('link', { name: 'Open the history' })).toHaveAttribute('href', '/history');
	});

	it.each([
		['truncated', (t: string) => t.slice(0, t.length / 2), /incomplete/],
		['foreign', () => JSON.stringify({ format: 'someone-else', data: 1 }), /not an Armageddon Companion backup/],
		['future', (t: string) => t.replace('"schemaVersion": 1', '"schemaVersion": 7'), /newer version of the app/],
		['not JSON', () => 'PK\u0003\u0004 zip', /not valid JSON/]
	])('refuses a %s file and changes nothing', async (_name, spoil, reason) => {
		const { text } = await backupOfOneGame();
		const db = testDb();
		await storeGame(db, [], { id: 'mine', now: 5 });
		const { onimported, pick } = setup(db);
		await pick(spoil(text));
		const alert = await screen.findByRole('alert');
		expect(alert).toHaveTextContent(reason);
		expect(alert).toHaveTextContent('Nothing on this device was changed.');
		expect(onimported).not.toHaveBeenCalled();
		expect((await db.games.toArray()).map((g) => g.id)).toEqual(['mine']);
		expect(screen.getByRole('button', { name: 'Import from a file' })).toBeInTheDocument();
	});

	it('refuses in German', async () => {
		locale.set('de');
		const { pick } = setup();
		await pick('{"format":"armageddon-companion","schemaVersion":1,"games":[');
		expect(await screen.findByRole('alert')).toHaveTextContent(/Die Datei ist unvollständig.*Auf diesem Gerät wurde nichts geändert/);
	});

	it.each([
		['keep both', 'Keep both', 2],
		['replace', 'Replace', 1],
		['skip', 'Skip', 1]
	])('asks about a game that is already stored: %s', async (_name, choice, count) => {
		const { id, text } = await backupOfOneGame('From file');
		const db = testDb();
		const { pick } = setup(db);
		await pick(text);
		await screen.findByText('1 game imported.');
		await db.games.update(id, { title: 'Renamed here' });
		await fireEvent.click(screen.getByRole('button', { name: 'Import another file' }));
		await pick(text);

		const group = await screen.findByRole('group', { name: 'From file' });
		expect(group).toHaveTextContent('Here: changed');
		expect(group).toHaveTextContent('3 steps');
		const confirm = screen.getByRole('button', { name: 'Import' });
		expect(confirm).toBeDisabled();
		await fireEvent.click(screen.getByRole('radio', { name: choice }));
		expect(confirm).toBeEnabled();
		await fireEvent.click(confirm);
		await screen.findByText('Import finished');
		const titles = (await db.games.toArray()).map((g) => g.title).sort();
		expect(titles).toHaveLength(count);
		if (choice === 'Keep both') expect(titles).toEqual(['From file', 'Renamed here']);
		if (choice === 'Replace') expect(titles).toEqual(['From file']);
		if (choice === 'Skip') {
			expect(titles).toEqual(['Renamed here']);
			expect(screen.getByText('1 game skipped.')).toBeInTheDocument();
		}
	});

	it('chooses for every game at once and can cancel', async () => {
		const source = testDb();
		await storeGame(source, [], { id: 'a', now: 1 });
		await storeGame(source, [], { id: 'b', now: 2 });
		const all = await exportAll(source, 'now');
		if (!all.ok) throw new Error('export');
		const text = serializeBackup(all.value.file);
		const db = testDb();
		await storeGame(db, [], { id: 'a', now: 1 });
		await storeGame(db, [], { id: 'b', now: 2 });
		const { pick } = setup(db);
		await pick(text);
		expect(await screen.findAllByRole('radio', { name: 'Skip' })).toHaveLength(2);
		await fireEvent.click(within(screen.getByRole('group', { name: 'For every game' })).getByRole('button', { name: 'Skip' }));
		for (const radio of screen.getAllByRole('radio', { name: 'Skip' })) expect(radio).toBeChecked();
		await fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
		expect(screen.queryByRole('radio')).toBeNull();
		expect(await db.games.count()).toBe(2);
	});

	it('takes over the language and theme of a full backup', async () => {
		const source = testDb();
		const all = await exportAll(source, 'now', { language: 'de', theme: 'dark' });
		if (!all.ok) throw new Error('export');
		const { pick } = setup();
		await pick(serializeBackup(all.value.file));
		await screen.findByText('Import abgeschlossen');
		expect(locale.current).toBe('de');
		expect(theme.choice).toBe('dark');
		expect(screen.getByText('Einstellungen importiert.')).toBeInTheDocument();
	});
});
