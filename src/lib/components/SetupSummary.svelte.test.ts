import { fireEvent, render, screen, within } from '@testing-library/svelte';
import { describe, expect, it } from 'vitest';
import { FIXTURE_COMPLETE_PROFILE, FIXTURE_RULES_ONLY_PROFILE } from '$lib/games/armageddon/testing/fixture-profiles';
import { createSetup, type BoxProfile, type Colour, type Setup } from '$lib/games/armageddon';
import SetupSummary from './SetupSummary.svelte';

const PLAYERS: [string, Colour][] = [
	['Frank', 'brown'],
	['Travis', 'white'],
	['Nikki', 'orange'],
	['Ani', 'black']
];

function setupFor(count: 3 | 4, profile: BoxProfile = FIXTURE_RULES_ONLY_PROFILE, seed = 'ABC123'): Setup {
	const r = createSetup({ players: PLAYERS.slice(0, count).map(([name, colour]) => ({ name, colour })), seed, profile });
	if (!r.ok) throw new Error(r.reason);
	return r.value;
}

const removal = '5 workers and 1 leader back into the box';
const leftover = 'The 2 scoring tiles left over back into the box, unseen';

describe('SetupSummary', () => {
	it('lists the 3-player removals only with 3 players', () => {
		const three = render(SetupSummary, { setup: setupFor(3) });
		const group = screen.getByRole('group', { name: 'With 3 players' });
		expect(within(group).getByRole('checkbox', { name: removal })).toBeInTheDocument();
		expect(within(group).getByRole('checkbox', { name: leftover })).toBeInTheDocument();
		three.unmount();
		render(SetupSummary, { setup: setupFor(4) });
		expect(screen.queryByRole('group', { name: 'With 3 players' })).toBeNull();
		expect(screen.queryByText(removal)).toBeNull();
	});

	it('tells each player to draw 2 secret tiles when the table draws them, not when the app did', () => {
		const secret = '2 secret scoring tiles, drawn face down and kept hidden until the final scoring';
		const table = render(SetupSummary, { setup: setupFor(4) });
		expect(within(screen.getByRole('group', { name: 'Every player takes' })).getByRole('checkbox', { name: secret })).toBeInTheDocument();
		table.unmount();
		render(SetupSummary, { setup: setupFor(4, FIXTURE_COMPLETE_PROFILE) });
		expect(screen.queryByText(secret)).toBeNull();
	});

	it('shows the VP stack bottom first with the start player on top', () => {
		const setup = setupFor(4);
		render(SetupSummary, { setup });
		const items = within(screen.getByRole('list', { name: 'Victory point track, space 10' })).getAllByRole('listitem');
		const names = setup.vpStack.map((id) => setup.players.find((p) => p.id === id)?.name);
		expect(items.map((li) => li.textContent?.match(/[A-Z][a-z]+/)?.[0])).toEqual(names);
		expect(items.at(-1)).toHaveTextContent('on top: start player');
		expect(screen.getByText(`Start player: ${names.at(-1)}`)).toBeInTheDocument();
	});

	it('says "draw physically" for tiles the app did not draw and names the ones it did', () => {
		const table = render(SetupSummary, { setup: setupFor(4) });
		expect(screen.getAllByText('Draw one at the table, face up')).toHaveLength(2);
		expect(screen.getAllByText('Reveal one at the table')).toHaveLength(3);
		table.unmount();
		const setup = setupFor(4, FIXTURE_COMPLETE_PROFILE);
		render(SetupSummary, { setup });
		expect(screen.queryByText('Draw one at the table, face up')).toBeNull();
		const [e] = setup.auctionTiles;
		expect(e.drawn).toBe('app');
		const exploration = screen.getByText('Exploration').closest('li');
		expect(exploration).toHaveTextContent(/Bonus \(highest bid\): .+Penalty \(lowest bid\): /);
	});

	it('shows tiles entered at the table in their physical places', () => {
		const engineer = { kind: 'survivor', target: 'engineer', vp: 4 } as const;
		render(SetupSummary, {
			setup: setupFor(4),
			entered: { publicTiles: [engineer, null], auctionTiles: [null, { bonus: 'vp+2', penalty: 'vp-2' }, null] }
		});
		expect(screen.getByText('Each engineer: 4 VP')).toBeInTheDocument();
		expect(screen.getAllByText('Draw one at the table, face up')).toHaveLength(1);
		expect(screen.getByText('Construction').closest('li')).toHaveTextContent(/Bonus \(highest bid\): \+2 VP Penalty \(lowest bid\): −2 VP/);
		expect(screen.getAllByText('Reveal one at the table')).toHaveLength(2);
	});

	it('gives the bag from the setup and ticks checklist items', async () => {
		render(SetupSummary, { setup: setupFor(4) });
		for (const text of ['25 workers (green)', '20 marauders (red)', '10 soldiers (blue)', '10 engineers (yellow)', '65 survivors in all'])
			expect(screen.getByText(text)).toBeInTheDocument();
		const box = screen.getByRole('checkbox', { name: '5 workers and 1 leader behind the screen' });
		expect(box).not.toBeChecked();
		await fireEvent.click(box);
		expect(box).toBeChecked();
		await fireEvent.click(box);
		expect(box).not.toBeChecked();
	});
});
