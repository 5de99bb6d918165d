import { fireEvent, render, screen } from '@testing-library/svelte';
import { describe, expect, it, vi } from 'vitest';
import CorrectionForm from './CorrectionForm.svelte';
import PanelHost from './testing/PanelHost.svelte';
import { FakeGame, newTable, NIKKI } from './panels/testing/fake-game.svelte';

// The engine's bounds pass through unchanged unless a test gives others: the form must follow them.
const engine = vi.hoisted(() => ({ bounds: null as null | { min: number; max: number } }));
vi.mock('$lib/games/armageddon', async (actual) => {
	const rules = await actual<typeof import('$lib/games/armageddon')>();
	return { ...rules, correctionBounds: (field: string) => engine.bounds ?? rules.correctionBounds(field) };
});

function show() {
	const state = newTable();
	const player = state.players.find((p) => p.id === NIKKI);
	render(PanelHost, { props: { game: new FakeGame(state), panel: CorrectionForm, panelProps: { player } } });
}

const value = () => screen.getByRole('spinbutton', { name: 'Exact value' });
const pick = (label: string) => fireEvent.change(screen.getByRole('combobox', { name: 'What to correct' }), { target: { value: label } });

describe('CorrectionForm', () => {
	it('bounds each field as the engine does: the damage track 1–9, one leader', async () => {
		show();
		await pick('damage');
		expect([value().getAttribute('aria-valuemin'), value().getAttribute('aria-valuemax')]).toEqual(['1', '9']);
		await pick('survivors.leader');
		expect([value().getAttribute('aria-valuemin'), value().getAttribute('aria-valuemax')]).toEqual(['0', '1']);
	});

	it('asks the engine for the bounds instead of knowing them', async () => {
		engine.bounds = { min: 2, max: 5 };
		try {
			show();
			await pick('twoHouses');
			expect([value().getAttribute('aria-valuemin'), value().getAttribute('aria-valuemax')]).toEqual(['2', '5']);
		} finally {
			engine.bounds = null;
		}
	});
});
