import { configure, fireEvent, render, screen, waitFor, within } from '@testing-library/svelte';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { boxNeed, emptyProfile, type BoxKey, type Rejection, type Result } from '$lib/games/armageddon';
import { rejectionText } from './rejection-text';
import { locale } from '$lib/i18n/locale.svelte';
import { boxProfile } from '$lib/state/box-profile.svelte';
import BoxPrompt from './BoxPrompt.svelte';

// saving goes through IndexedDB: give it time on a busy machine
configure({ asyncUtilTimeout: 5000 });
vi.setConfig({ testTimeout: 20_000 });

const needs = (...keys: BoxKey[]) => keys.map(boxNeed);

type Extra = { oncancel?: () => void; modal?: boolean; save?: (key: BoxKey, value: unknown) => Promise<Result<unknown>> };

async function open(keys: BoxKey[], extra: Extra = {}, saveName = 'Save') {
	const onsaved = vi.fn();
	render(BoxPrompt, { needs: needs(...keys), onsaved, ...extra });
	await screen.findByRole('button', { name: saveName });
	await waitFor(() => expect(screen.getAllByRole('group').length).toBeGreaterThan(0));
	return onsaved;
}

const click = (name: string | RegExp) => fireEvent.click(screen.getByRole('button', { name }));

async function clickTimes(name: string | RegExp, times: number) {
	for (let i = 0; i < times; i++) await fireEvent.click(screen.getByRole('button', { name }));
}

const save = () => fireEvent.click(screen.getByRole('button', { name: 'Save' }));

beforeEach(async () => {
	locale.set('en');
	await boxProfile.load();
	const reset = await boxProfile.replace(emptyProfile());
	expect(reset.ok).toBe(true);
});

describe('BoxPrompt', () => {
	it('asks for a number with where it is printed, saves it and reports', async () => {
		const onsaved = await open(['roundTrack.3']);
		expect(screen.getByText(/on the space of round 3/)).toBeInTheDocument();
		expect(screen.getByRole('spinbutton', { name: 'Marauder advance, round 3' })).toHaveValue('?');
		// Counting taps is how a table enters a number: from "?" three taps on + give 3, not 2.
		await clickTimes('Marauder advance, round 3: one more', 3);
		expect(screen.getByRole('spinbutton', { name: 'Marauder advance, round 3' })).toHaveValue('3');
		await save();
		await waitFor(() => expect(onsaved).toHaveBeenCalledTimes(1));
		expect(boxProfile.current.roundTrack[2]).toBe(3);
	});

	it('refuses to save a number that was never set, and says so at the field', async () => {
		const onsaved = await open(['weaponSet']);
		await save();
		expect(await screen.findByRole('alert')).toHaveTextContent(/Set the value first/);
		expect(onsaved).not.toHaveBeenCalled();
		expect(boxProfile.current.weaponSet).toBeNull();
	});

	it('saves a damage space from one or two effect chips', async () => {
		const onsaved = await open(['damageSpaces.5']);
		await click('+1 Marauder');
		await click('−2 points');
		expect(screen.getByRole('button', { name: '−Leader' })).toBeDisabled();
		expect(screen.getByRole('button', { name: '+1 Marauder' })).toHaveAttribute('aria-pressed', 'true');
		await save();
		await waitFor(() => expect(onsaved).toHaveBeenCalled());
		expect(boxProfile.current.damageSpaces[1]).toEqual(['marauder', 'vp-2']);
	});

	it('saves a points table entered entry by entry', async () => {
		const onsaved = await open(['beerTable']);
		await clickTimes('Add entry: Beer points table', 2);
		await clickTimes('Points for 1 card: one more', 1);
		await save();
		expect(await screen.findByRole('alert')).toHaveTextContent(/missing: 2 cards/);
		await clickTimes('Points for 2 cards: one more', 3);
		await save();
		await waitFor(() => expect(onsaved).toHaveBeenCalled());
		expect(boxProfile.current.beerTable).toEqual([0, 1, 3]);
	});

	it('refuses a points table that goes down, in words from the catalogue', async () => {
		const onsaved = await open(['beerTable']);
		await clickTimes('Add entry: Beer points table', 2);
		await clickTimes('Points for 1 card: one more', 3);
		await clickTimes('Points for 2 cards: one more', 1);
		await save();
		expect(await screen.findByRole('alert')).toHaveTextContent('More cards never score fewer points: check the table.');
		expect(onsaved).not.toHaveBeenCalled();
		expect(boxProfile.current.beerTable).toBeNull();
	});

	it('shows the rulebook entry of a vehicle table fixed and saves the others', async () => {
		const onsaved = await open(['sameVehicleTable']);
		expect(screen.getByText('3 parts: 9 points (rulebook)')).toBeInTheDocument();
		expect(screen.queryByRole('spinbutton', { name: 'Points for 3 parts' })).toBeNull();
		await clickTimes('Points for 1 part: one more', 1);
		await save();
		await waitFor(() => expect(onsaved).toHaveBeenCalled());
		expect(boxProfile.current.sameVehicleTable).toEqual([0, 1, null, 9]);
	});

	it('edits the scoring tile list with the rulebook tile marked', async () => {
		const onsaved = await open(['scoringTiles']);
		const known = screen.getByText('Tile 1').closest('li')!;
		expect(within(known).getByText('Known from the rulebook')).toBeInTheDocument();
		expect(within(known).getByText('Engineer: 4 points each')).toBeInTheDocument();
		await click('Enter: Tile 2');
		await fireEvent.change(screen.getByRole('combobox', { name: 'Counts' }), { target: { value: 'building' } });
		await fireEvent.change(screen.getByRole('combobox', { name: 'Which' }), { target: { value: 'military' } });
		await clickTimes('Points each: one more', 2);
		await click('Done');
		expect(screen.getByText('Military: 2 points each')).toBeInTheDocument();
		await save();
		await waitFor(() => expect(onsaved).toHaveBeenCalled());
		expect(boxProfile.current.scoringTiles[1]).toEqual({ kind: 'building', target: 'military', vp: 2 });
		expect(boxProfile.current.scoringTiles[2]).toBeNull();
	});

	it('edits the auction tile list and refuses a half-entered tile', async () => {
		const onsaved = await open(['auctionTiles']);
		expect(screen.getByText('+1 equipment card / +1 damage')).toBeInTheDocument();
		await fireEvent.change(screen.getByRole('combobox', { name: 'Tile 2: Bonus' }), { target: { value: 'vp+2' } });
		await save();
		expect(await screen.findByRole('alert')).toHaveTextContent('Tile 2: choose both the bonus and the penalty.');
		await fireEvent.change(screen.getByRole('combobox', { name: 'Tile 2: Penalty' }), { target: { value: 'marauder+' } });
		await save();
		await waitFor(() => expect(onsaved).toHaveBeenCalled());
		expect(boxProfile.current.auctionTiles[1]).toEqual({ bonus: 'vp+2', penalty: 'marauder+' });
	});

	it('shows the reason when the profile refuses a value that contradicts the rulebook', async () => {
		const onsaved = await open(['partsPerVehicle.car']);
		await clickTimes('Different parts of the car: one more', 2);
		await save();
		expect(await screen.findByRole('alert')).toHaveTextContent(/at least 3/);
		expect(onsaved).not.toHaveBeenCalled();
		expect(boxProfile.current.partsPerVehicle.car).toBeNull();
	});

	it('saves several needs at once and only then calls onsaved', async () => {
		const onsaved = await open(['roundTrack.1', 'damageSpaces.4']);
		await clickTimes('Marauder advance, round 1: one more', 1);
		await save();
		expect(await screen.findByRole('alert')).toHaveTextContent(/Choose the one or two effects/);
		expect(onsaved).not.toHaveBeenCalled();
		expect(boxProfile.current.roundTrack[0]).toBe(1);
		await click('−1 point');
		await save();
		await waitFor(() => expect(onsaved).toHaveBeenCalledTimes(1));
		expect(boxProfile.current.damageSpaces[0]).toEqual(['vp-1']);
	});

	it("hands each value to the given save (as a game's prompt does) and shows its refusal at the field", async () => {
		const refusal: Rejection = { ok: false, code: 'not-allowed', reason: 'The game refused it.', detail: { kind: 'no-choice-owed' } };
		const store = vi.fn(async (): Promise<Result<unknown>> => refusal);
		const onsaved = await open(['roundTrack.1'], { save: store });
		await clickTimes('Marauder advance, round 1: one more', 1);
		await save();
		expect(await screen.findByRole('alert')).toHaveTextContent(rejectionText(refusal, 'en'));
		expect(store).toHaveBeenCalledWith('roundTrack.1', 1);
		expect(onsaved).not.toHaveBeenCalled();
		store.mockResolvedValueOnce({ ok: true, value: 1 });
		await save();
		await waitFor(() => expect(onsaved).toHaveBeenCalledTimes(1));
	});

	it('moves focus into the prompt and cancels on Escape', async () => {
		const oncancel = vi.fn();
		await open(['cityBoardHousing'], { oncancel });
		await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Values from your box' })));
		await fireEvent.keyDown(document.activeElement!, { key: 'Escape' });
		expect(oncancel).toHaveBeenCalledTimes(1);
		await click('Cancel');
		expect(oncancel).toHaveBeenCalledTimes(2);
	});

	it('speaks German, including where the value is printed', async () => {
		locale.set('de');
		await open(['damageSpaces.6'], { modal: true }, 'Speichern');
		expect(screen.getByRole('heading', { name: 'Werte aus deiner Schachtel' })).toBeInTheDocument();
		expect(screen.getByText(/Feld 6 der Schadensleiste deines Stadttableaus/)).toBeInTheDocument();
		expect(screen.queryByText(/city board/)).toBeNull();
		expect(screen.getByRole('button', { name: '+1 Plünderer' })).toBeInTheDocument();
	});
});
