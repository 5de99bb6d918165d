import { configure, fireEvent, render, screen, waitFor, within } from '@testing-library/svelte';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { exportProfileFile } from '$lib/db';
import { locale } from '$lib/i18n/locale.svelte';
import { emptyProfile, profileEntries } from '$lib/games/armageddon';
import { FIXTURE_COMPLETE_PROFILE } from '$lib/games/armageddon/testing/fixture-profiles';
import { boxProfile } from '$lib/state/box-profile.svelte';
import Page from './+page.svelte';
import { ruleLabel, ruleSource } from './box-page-words';

// saving goes through IndexedDB: give it time on a busy machine
configure({ asyncUtilTimeout: 5000 });

const row = (name: RegExp) => screen.getByRole('button', { name }).closest('li')!;

async function openPage() {
	render(Page);
	await screen.findByText(/from the rulebook ·|aus dem Regelheft ·/);
}

async function pick(file: File) {
	const input = document.querySelector('input[type=file]') as HTMLInputElement;
	Object.defineProperty(input, 'files', { value: [file], configurable: true });
	await fireEvent.change(input);
}

// the whole page renders in jsdom: slower than a unit test
vi.setConfig({ testTimeout: 20_000 });

beforeEach(async () => {
	locale.set('en');
	await boxProfile.load();
	expect((await boxProfile.replace(emptyProfile())).ok).toBe(true);
});

describe('Box page', () => {
	it('shows each value as known from the rules (with source), entered, or unknown', async () => {
		expect((await boxProfile.set('roundTrack.1', 3)).ok).toBe(true);
		await openPage();
		const rounds = screen.getByRole('region', { name: 'Round track' });
		const known = within(rounds).getByText('Marauder advance, round 2').closest('li')!;
		expect(within(known).getByText('From the rulebook')).toBeInTheDocument();
		expect(within(known).getByText(/Source: Rulebook p\.4/)).toBeInTheDocument();
		const entered = row(/Marauder advance, round 1/);
		expect(within(entered).getByText('Entered')).toBeInTheDocument();
		expect(within(entered).getByText('3')).toBeInTheDocument();
		const unknown = row(/Marauder advance, round 3/);
		expect(within(unknown).getByText('Unknown')).toBeInTheDocument();
		expect(within(unknown).getByText('not known yet')).toBeInTheDocument();
		for (const group of ['Damage track', 'Scoring tiles', 'Auction tiles', 'Equipment', 'Vehicles', 'City board'])
			expect(screen.getByRole('region', { name: group })).toBeInTheDocument();
	});

	it('edits a value with a tap and shows it as entered', async () => {
		await openPage();
		await fireEvent.click(screen.getByRole('button', { name: /Damage track space 7/ }));
		await fireEvent.click(screen.getByRole('button', { name: '−Leader' }));
		await fireEvent.click(screen.getByRole('button', { name: 'Save' }));
		await waitFor(() => expect(screen.queryByRole('button', { name: 'Save' })).toBeNull(), { timeout: 8000 });
		expect(boxProfile.current.damageSpaces[3]).toEqual(['leader']);
		expect(within(row(/Damage track space 7/)).getByText('−Leader')).toBeInTheDocument();
		expect(within(row(/Damage track space 7/)).getByText('Entered')).toBeInTheDocument();
	});

	it('shows the refusal of a value that contradicts the rulebook at the field', async () => {
		await openPage();
		await fireEvent.click(screen.getByRole('button', { name: /Different parts of the car/ }));
		await fireEvent.click(screen.getByRole('button', { name: 'Different parts of the car: one more' }));
		await fireEvent.click(screen.getByRole('button', { name: 'Save' }));
		expect(await screen.findByRole('alert')).toHaveTextContent(/at least 3/);
		expect(boxProfile.current.partsPerVehicle.car).toBeNull();
	});

	it('imports a profile file, filling what was unknown, and refuses a broken one', async () => {
		expect((await boxProfile.set('weaponSet', 7)).ok).toBe(true);
		await openPage();
		await pick(new File(['{"format":"armageddon-box-profile"'], 'bad.json'));
		expect(await screen.findByRole('alert')).toHaveTextContent(/not imported, nothing changed: The file is incomplete/);
		expect(boxProfile.current.weaponSet).toBe(7);
		expect(boxProfile.current.medicineSet).toBeNull();

		await pick(new File([exportProfileFile(FIXTURE_COMPLETE_PROFILE)], 'armageddon-box.json'));
		await waitFor(() => expect(screen.queryByText('Importing …')).toBeNull(), { timeout: 3000 });
		const status = await screen.findByText(/Imported: \d+ values filled in/);
		expect(status).toBeInTheDocument();
		expect(boxProfile.current.medicineSet).toBe(FIXTURE_COMPLETE_PROFILE.medicineSet);
		expect(boxProfile.current.weaponSet).toBe(7);
		expect(screen.getByText(/Points per set of 2 weapons: yours 7, in the file 5/)).toBeInTheDocument();
	});

	it('has a German label and source for every rulebook value, the English as the engine gives it', async () => {
		const rules = profileEntries(emptyProfile()).filter((e) => e.status === 'rules');
		// The round and damage track spaces are named like their neighbours (box_label_*), not by ruleLabel.
		const named = rules.filter((e) => !/^(roundTrack|damageSpaces)\.\d+$/.test(String(e.key)));
		expect(Object.keys(ruleSource).sort()).toEqual(rules.map((e) => String(e.key)).sort());
		expect(Object.keys(ruleLabel).sort()).toEqual(named.map((e) => String(e.key)).sort());
		for (const e of rules) expect(ruleSource[String(e.key)]!({}, { locale: 'en' }), String(e.key)).toBe(e.source);
		for (const e of named) expect(ruleLabel[String(e.key)]!({}, { locale: 'en' }), String(e.key)).toBe(e.label);
		locale.set('de');
		await openPage();
		expect(screen.getByRole('region', { name: 'Schadensleiste' })).toBeInTheDocument();
		expect(screen.getAllByText(/^Quelle: Regelheft S\./).length).toBeGreaterThan(5);
		expect(screen.queryByText(/Rulebook/)).toBeNull();
	});
});

describe('Box page: building cards', () => {
	it('enters a card, refuses it twice, and fixes a typo; in German too', async () => {
		await openPage();
		const cards = screen.getByRole('region', { name: 'Building cards' });
		expect(within(cards).getByText('0 of 28 entered')).toBeInTheDocument();
		await fireEvent.click(within(cards).getByRole('button', { name: 'Add a card' }));
		await fireEvent.input(within(cards).getByLabelText('Name on the card'), { target: { value: 'Fixture Hal' } });
		await fireEvent.click(within(cards).getByRole('radio', { name: 'Civil' }));
		await fireEvent.click(within(cards).getByRole('button', { name: 'Save the card' }));
		await within(cards).findByText('1 of 28 entered');
		expect(boxProfile.current.buildingCards).toEqual([{ name: 'Fixture Hal', level: 1, type: 'civil', housing: 0, starVp: 0 }]);

		await fireEvent.click(await within(cards).findByRole('button', { name: 'Add a card' }));
		await fireEvent.input(within(cards).getByLabelText('Name on the card'), { target: { value: 'fixture hal' } });
		await fireEvent.click(within(cards).getByRole('radio', { name: 'Military' }));
		await fireEvent.click(within(cards).getByRole('button', { name: 'Save the card' }));
		expect(await within(cards).findByRole('alert')).toHaveTextContent('A card of this level with this name is entered already.');
		await fireEvent.click(within(cards).getByRole('button', { name: 'Cancel' }));

		await fireEvent.click(await within(cards).findByRole('button', { name: 'Change Fixture Hal' }));
		await fireEvent.input(within(cards).getByLabelText('Name on the card'), { target: { value: 'Fixture Hall' } });
		await fireEvent.click(within(cards).getByRole('button', { name: 'Save the card' }));
		await within(cards).findByText('Fixture Hall');
		expect(boxProfile.current.buildingCards.map((c) => c.name)).toEqual(['Fixture Hall']);

		locale.set('de');
		const karten = await screen.findByRole('region', { name: 'Gebäudekarten' });
		expect(within(karten).getByText('1 von 28 eingetragen')).toBeInTheDocument();
		expect(within(karten).getByText('Zivil · 0 Unterkünfte')).toBeInTheDocument();
	});

	it('enters a card with its extra actions as printed', async () => {
		await openPage();
		const cards = screen.getByRole('region', { name: 'Building cards' });
		await fireEvent.click(within(cards).getByRole('button', { name: 'Add a card' }));
		await fireEvent.input(within(cards).getByLabelText('Name on the card'), { target: { value: 'Fixture Armoury' } });
		await fireEvent.click(within(cards).getByRole('radio', { name: 'Military' }));
		await fireEvent.click(within(cards).getByText('Special card, upgrade, extra actions'));
		await fireEvent.click(within(cards).getByRole('radio', { name: 'Fight off marauders' }));
		await fireEvent.click(within(cards).getByRole('button', { name: 'Marauders fought off (the number right of the colon): one more' }));
		await fireEvent.click(within(within(cards).getByRole('radiogroup', { name: /^Uses per round/ })).getByRole('radio', { name: '2' }));
		await fireEvent.click(within(cards).getByRole('radio', { name: 'Soldier' }));
		await fireEvent.click(within(cards).getByRole('button', { name: 'Add this action' }));
		expect(within(cards).getByText('2× Fight off marauders 2 (Soldier)')).toBeInTheDocument();
		await fireEvent.click(within(cards).getByRole('button', { name: 'Save the card' }));
		await within(cards).findByText('1 of 28 entered');
		expect(boxProfile.current.buildingCards[0]?.actions).toEqual([{ kind: 'fight', uses: 2, needs: 'soldier', amount: 2 }]);
	});
});
