import { fireEvent, render, screen, within } from '@testing-library/svelte';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { locale } from '$lib/i18n/locale.svelte';
import { FIXTURE_RULES_ONLY_PROFILE } from '$lib/games/armageddon/testing/fixture-profiles';
import FinalEntry from './FinalEntry.svelte';
import { rulebookDraft } from './testing/draft-builders';

beforeEach(() => locale.set('en'));

const travisTotal = (draft: ReturnType<typeof rulebookDraft>) => draft.scoring?.players.find((p) => p.name === 'Travis')?.total;
const type = (name: string, value: string) => fireEvent.input(screen.getByRole('textbox', { name }), { target: { value } });
const section = (heading: string) => screen.getByRole('region', { name: heading });

describe('FinalEntry with the rulebook example (FIXTURE_COMPLETE_PROFILE)', () => {
	it('shows every category as the engine scores it and totals 127', () => {
		const draft = rulebookDraft();
		render(FinalEntry, { draft });
		expect(screen.getByRole('heading', { level: 2, name: 'Travis' })).toBeInTheDocument();
		const tiles = section('Scoring tiles');
		expect(within(tiles).getByText('Engineers · 4 VP each')).toBeInTheDocument();
		expect(within(tiles).getByText('16 VP')).toBeInTheDocument();
		// both private tiles valued, the better (workers, 10) chosen
		const second = within(tiles).getByRole('radio', { name: /Tile 2.*Workers · 1\sVP each.*10 VP/ });
		expect(second).toBeChecked();
		expect(within(tiles).getByRole('radio', { name: /Tile 1.*Science buildings · 3\sVP each.*6 VP/ })).not.toBeChecked();
		const equipment = section('Equipment');
		expect(within(equipment).getByText('3 VP')).toBeInTheDocument(); // 2 beer
		expect(within(equipment).getByText('1 VP')).toBeInTheDocument(); // 1 gasoline
		expect(within(equipment).getByText('most maps: 3 → 8 VP, second most: 2 → 4 VP')).toBeInTheDocument();
		expect(within(section('Damage track')).getByText('+2 VP')).toBeInTheDocument();
		expect(within(section('Marauders')).getByText('−3 VP')).toBeInTheDocument();
		expect(within(section('Victory points')).getByText('90 VP after round 6')).toBeInTheDocument();
		expect(travisTotal(draft)).toBe(127);
	});

	it('edges each tab’s colour strip with the edge of its colour, so white shows on the light theme and black on the dark', () => {
		const draft = rulebookDraft();
		render(FinalEntry, { draft });
		const tabs = within(screen.getByRole('group', { name: 'Players' })).getAllByRole('button');
		expect(tabs.map((t) => t.style.getPropertyValue('--edge'))).toEqual(draft.players.map((p) => `var(--player-${p.colour}-edge)`));
	});

	it('of a game ended early names the round it ended after', () => {
		render(FinalEntry, { draft: rulebookDraft(), endedEarly: 4 });
		const vp = section('Victory points');
		expect(within(vp).getByText('90 VP after round 4')).toBeInTheDocument();
		expect(within(vp).queryByText(/round 6/)).toBeNull();
	});

	it('takes a known secret tile in one tap and does not offer a tile already in use again', async () => {
		const draft = rulebookDraft();
		const travis = draft.players[0]!;
		travis.privateTiles = [null, null];
		render(FinalEntry, { draft });
		const tiles = section('Scoring tiles');
		const first = within(tiles).getByRole('group', { name: 'Secret tile 1' });
		const offered = (g: HTMLElement) => within(g).queryAllByRole('button').map((b) => b.textContent?.trim());
		// the public tile (engineers, 4 VP) lies on the board: not offered as a secret tile
		expect(offered(first)).not.toContain('Each engineer: 4 VP');
		await fireEvent.click(within(first).getByRole('button', { name: 'Each worker: 1 VP' }));
		expect(within(tiles).queryByRole('group', { name: 'Secret tile 1' })).toBeNull();
		expect(travis.privateTiles[0]).toEqual({ kind: 'survivor', target: 'worker', vp: 1 });
		const second = within(tiles).getByRole('group', { name: 'Secret tile 2' });
		expect(offered(second)).not.toContain('Each worker: 1 VP');
	});

	it('scores the other private tile when it is chosen', async () => {
		const draft = rulebookDraft();
		render(FinalEntry, { draft });
		await fireEvent.click(screen.getByRole('radio', { name: /Tile 1/ }));
		expect(draft.scoring?.players[0]?.privateTile).toBe(6);
		expect(travisTotal(draft)).toBe(123);
	});

	it('takes the vehicle parts per vehicle and shows the grouping it scored: 9 + 2', async () => {
		const draft = rulebookDraft();
		render(FinalEntry, { draft });
		for (const name of ['Car: part 1', 'Car: part 2', 'Car: part 3', 'Bus: part 1', 'Truck: part 1']) await type(name, '1');
		const grouping = screen.getByRole('heading', { name: 'Best grouping' }).parentElement as HTMLElement;
		expect(within(grouping).getByText('Car: 3 different parts').nextElementSibling).toHaveTextContent('9 VP');
		expect(within(grouping).getByText('One part each: Bus + Truck').nextElementSibling).toHaveTextContent('2 VP');
		expect(draft.scoring?.players[0]?.vehicles).toBe(11);
		expect(travisTotal(draft)).toBe(138);
	}, 20_000);

	it('writes every field through the draft: no section changes the player it was handed (Svelte warns when one does)', async () => {
		const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
		try {
			const draft = rulebookDraft();
			render(FinalEntry, { draft });
			await fireEvent.click(screen.getByRole('radio', { name: /Tile 1/ }));
			for (const [name, value] of [
				['Car: part 1', '1'],
				['Beer', '3'],
				['Marker on space', '4'],
				['Marauders waiting', '1'],
				['Space on the VP track', '20']
			] as const)
				await type(name, value);
			const travis = draft.players[0]!;
			expect([travis.privateChoice, travis.vehicles.car[0], travis.equipment.beer, travis.damage, travis.marauders, travis.vp % 40]).toEqual([0, 1, 3, 4, 1, 20]);
			expect(warn.mock.calls.flat().join('\n')).not.toMatch(/ownership_invalid/);
		} finally {
			warn.mockRestore();
		}
	});

	it('refuses a bad value at the field, scores nothing and marks the player', async () => {
		const draft = rulebookDraft();
		render(FinalEntry, { draft });
		await type('Beer', '-2');
		expect(within(section('Equipment')).getByRole('alert')).toHaveTextContent('Must not be negative.');
		expect(draft.scoring).toBeNull();
		expect(screen.getByLabelText('Travis: a value needs fixing')).toBeInTheDocument();
		await type('Beer', '2');
		expect(travisTotal(draft)).toBe(127);
		expect(screen.queryByLabelText('Travis: a value needs fixing')).toBeNull();
	});

	it('asks a tracked player to split every vehicle card the game counted, or to take the number entered', async () => {
		const draft = rulebookDraft({ travisVehicleCards: 2 });
		render(FinalEntry, { draft });
		expect(screen.getByText('The game tracked 2 vehicle part cards.')).toBeInTheDocument();
		expect(draft.scoring).toBeNull();
		await type('Car: part 1', '1');
		expect(screen.getByText(/1 entered, 2 tracked/)).toBeInTheDocument();
		await fireEvent.click(screen.getByRole('button', { name: 'Use 1 card' }));
		expect(draft.scoring?.players[0]?.vehicles).toBe(1);
	});

	it('moves to the next player and shows the maps tie rule', async () => {
		const draft = rulebookDraft();
		render(FinalEntry, { draft });
		await fireEvent.click(screen.getByRole('button', { name: 'Next: Nikki' }));
		expect(screen.getByRole('heading', { level: 2, name: 'Nikki' })).toBeInTheDocument();
		await type('Maps', '3');
		expect(screen.getByText('tie for first: both 3 → 8 VP, no second place')).toBeInTheDocument();
		expect(draft.scoring?.maps.situation).toBe('tie-first');
	});

	it('says which box value a category still needs, in German', () => {
		locale.set('de');
		const draft = rulebookDraft({ profile: FIXTURE_RULES_ONLY_PROFILE });
		render(FinalEntry, { draft });
		expect(within(screen.getByRole('region', { name: 'Ausrüstung' })).getAllByText('Wert aus der Schachtel fehlt').length).toBeGreaterThan(0);
		expect(draft.scoring).toBeNull();
		expect(draft.needs.map((n) => n.key)).toContain('beerTable');
	});
});
