import { describe, expect, it } from 'vitest';
import { SixBillionFlow } from './flow.svelte';

const make = () => new SixBillionFlow((n) => `Player ${n}`, (n) => `Neutral ${n}`, 'K7P2QX');

describe('the 6 Billion screen state', () => {
	it('adds the neutrals the player count needs and names empty seats by default', () => {
		const flow = make();
		flow.count = 4;
		flow.names[1] = ' Ben ';
		expect(flow.players.map((p) => [p.id, p.name, p.neutral])).toEqual([
			['p1', 'Player 1', false],
			['p2', 'Ben', false],
			['p3', 'Player 3', false],
			['p4', 'Player 4', false],
			['n1', 'Neutral 1', true],
			['n2', 'Neutral 2', true]
		]);
		flow.count = 5;
		expect(flow.players.filter((p) => p.neutral)).toHaveLength(1);
	});

	it('finds a repeated name by the shared rule (case, spaces, composed or decomposed letters); neutrals never repeat', () => {
		const flow = make();
		flow.count = 3;
		flow.names = ['Ren\u00e9', ' rene\u0301 ', 'Ana', '', '', ''];
		expect(flow.duplicateNames).toBe(true);
		flow.names[1] = 'Rene';
		expect(flow.duplicateNames).toBe(false);
	});

	it('reads empty fields as absent and refuses text that is not a population', () => {
		const flow = make();
		expect(flow.hasFigures).toBe(false);
		flow.setPopulation('earth', 'p1', 64);
		expect(flow.hasFigures).toBe(true);
		expect(flow.sheet.populations.earth).toMatchObject({ p1: 64, p2: 0, n1: 0 });
		expect(flow.scored.ok).toBe(true);
		flow.setPopulation('earth', 'p2', Number.NaN);
		expect(!flow.scored.ok && flow.scored.issues.map((i) => i.code)).toEqual(['population-value']);
	});

	it('names who controls each neutral once every figure is a number', () => {
		const flow = make();
		flow.setFigure('p2', 'orbits', 0);
		expect(flow.control?.map((c) => [c.neutral, c.controller, c.decidedBy])).toEqual([
			['n1', 'p2', 'orbits'],
			['n2', 'p2', 'orbits']
		]);
		flow.setFigure('p3', 'points', null);
		expect(flow.control).toBeNull();
	});

	it('takes up its own draft unchanged', () => {
		const flow = make();
		flow.count = 2;
		flow.names[0] = 'Ani';
		flow.discovery = true;
		flow.setPopulation('mars', 'p1', 8);
		flow.setAgenda('p1', 'mars');
		flow.toggleDiscovery('p2', 'pluto');
		flow.round = 3;
		flow.tab = 'score';
		const other = make();
		other.adopt(flow.draft);
		expect(other.draft).toEqual(flow.draft);
		expect(other.scored.ok && other.scored.value.scores[0]?.total).toBe(16);
	});
});
