import { fireEvent, render, screen, within } from '@testing-library/svelte';
import { beforeEach, describe, expect, it } from 'vitest';
import { locale } from '$lib/i18n/locale.svelte';
import { scoreFinal } from '$lib/games/armageddon';
import { FIXTURE_COMPLETE_PROFILE } from '$lib/games/armageddon/testing/fixture-profiles';
import { finalInput, finalPlayer } from '$lib/games/armageddon/testing/final-builders';
import type { FinalPlayerInput } from '$lib/games/armageddon';
import BreakdownTable from './BreakdownTable.svelte';
import ResultView from './ResultView.svelte';
import { resultFromScoring, resultFromSummary, type ResultData } from './result-data';
import { rulebookDraft } from './testing/draft-builders';

beforeEach(() => locale.set('en'));

function rulebookResult(): ResultData {
	const draft = rulebookDraft();
	if (!draft.scoring) throw new Error('not scored');
	return resultFromScoring(draft.scoring, draft.players);
}

function resultOf(players: FinalPlayerInput[]): ResultData {
	const r = scoreFinal(finalInput(players, { profile: FIXTURE_COMPLETE_PROFILE }));
	if (!r.ok) throw new Error(r.reason);
	const colours = ['brown', 'white', 'orange', 'black'] as const;
	return resultFromScoring(r.value, players.map((p, i) => ({ id: p.player, name: p.name, colour: colours[i] ?? 'black' })));
}

/** The table's cells as text, row by row. */
function cells(table: HTMLElement): string[][] {
	return [...table.querySelectorAll('tr')].map((tr) => [...tr.querySelectorAll('th, td')].map((c) => (c.textContent ?? '').replace(/\s+/g, ' ').trim()));
}

describe('BreakdownTable', () => {
	it('of a game ended early names the round it ended after, not round 6', () => {
		render(BreakdownTable, { result: { ...rulebookResult(), endedEarly: 3 } });
		const rows = cells(screen.getByRole('table'));
		expect(rows[1]?.[0]).toBe('VP after round 3');
		expect(screen.queryByText('VP after round 6')).toBeNull();
	});

	it('lists every category in the rulebook order per player, winner first, with the totals', () => {
		render(BreakdownTable, { result: rulebookResult() });
		const rows = cells(screen.getByRole('table'));
		expect(rows[0]).toEqual(['Category', 'Travis★', 'Nikki', 'Frank', 'Ani']);
		// Nikki and Frank: 50 + maps 4 / 0; Ani: 50. Travis: the rulebook's 127.
		expect(rows.slice(1)).toEqual([
			['VP after round 6', '90', '50', '50', '50'],
			['Public tile 2', '16', '0', '0', '0'],
			['Secret tile', '10', '0', '0', '0'],
			['Beer', '3', '0', '0', '0'],
			['Gasoline', '1', '0', '0', '0'],
			['Weapons', '0', '0', '0', '0'],
			['Medicine', '0', '0', '0', '0'],
			['Vehicle parts', '0', '0', '0', '0'],
			['Maps', '8', '4', '0', '0'],
			['Damage track', '2', '0', '0', '0'],
			['Marauders', '−3', '0', '0', '0'],
			['Total', '127', '54', '50', '50'],
			['Equipment cards (tie-break)', '7', '2', '1', '0']
		]);
	});

	it('shows totals only for a result saved without categories', () => {
		const r = rulebookResult();
		render(BreakdownTable, { result: resultFromSummary({ totals: r.totals, winners: r.winners, decidedBy: 'vp' }, r.players) });
		expect(cells(screen.getByRole('table')).map((row) => row[0])).toEqual(['Category', 'Total']);
		expect(screen.getByText(/only the totals are known/)).toBeInTheDocument();
	});
});

describe('ResultView', () => {
	it('states the winner, ranks the players and offers the chart as a table', async () => {
		render(ResultView, { result: rulebookResult() });
		expect(screen.getByRole('status')).toHaveTextContent('Travis wins with 127 VP.');
		const ranking = within(screen.getByRole('list')).getAllByRole('listitem').map((li) => li.textContent?.replace(/\s+/g, ' ').trim());
		// Frank and Ani both 50: Frank holds a map card, the tie-break puts him ahead
		expect(ranking).toEqual(['1. Travis winner 127 VP', '2. Nikki 54 VP', '3. Frank 50 VP', '4. Ani 50 VP']);
		const chart = screen.getByRole('img', { name: 'Points each player scored in each final-scoring category' });
		expect(chart.querySelectorAll('rect').length).toBeGreaterThan(0);
		await fireEvent.click(screen.getByRole('button', { name: 'Show as table' }));
		expect(screen.queryByRole('img', { name: /final-scoring category/ })).toBeNull();
		expect(screen.getAllByRole('table')).toHaveLength(2);
	});

	it('names the equipment-card tie-break', () => {
		render(ResultView, { result: resultOf([finalPlayer('A', { vp: 60 }), finalPlayer('B', { vp: 60, equipment: { weapon: 1 } }), finalPlayer('C', { vp: 10 })]) });
		expect(screen.getByRole('status')).toHaveTextContent('B wins: tied on 60 VP, and B holds the most equipment cards (1).');
	});

	it('states a shared victory plainly, in German', () => {
		locale.set('de');
		render(ResultView, { result: resultOf([finalPlayer('A', { vp: 60 }), finalPlayer('B', { vp: 60 }), finalPlayer('C', { vp: 60 }), finalPlayer('D', { vp: 10 })]) });
		expect(screen.getByRole('status')).toHaveTextContent('Geteilter Sieg: A, B und C, jeweils mit 60 SP und 0 Ausrüstungskarten.');
	});

	it('draws the VP round by round with a table of the same numbers', async () => {
		const series = [
			{ player: 'a', name: 'Ana', colour: 'brown', vp: [10, 14, 20] },
			{ player: 'b', name: 'Ben', colour: 'white', vp: [10, 9, 25] }
		] as const;
		render(ResultView, { result: rulebookResult(), series: series.map((s) => ({ ...s, player: s.player as never, vp: [...s.vp] })) });
		const chart = screen.getByRole('img', { name: 'Each player’s victory points at the end of each round' });
		expect(chart.querySelectorAll('path.line')).toHaveLength(2);
		const buttons = screen.getAllByRole('button', { name: 'Show as table' });
		await fireEvent.click(buttons[buttons.length - 1] as HTMLElement);
		const table = screen.getByRole('table', { name: 'Each player’s victory points at the end of each round' });
		expect(cells(table)).toEqual([
			['Round', 'Ana', 'Ben'],
			['Start', '10', '10'],
			['Round 1', '14', '9'],
			['Round 2', '20', '25']
		]);
	});
});
