import { describe, expect, it } from 'vitest';
import { FourHorsemenFlow } from './flow.svelte';

const make = () => new FourHorsemenFlow((n) => `Player ${n}`);

describe('the Four Horsemen screen state', () => {
	it('scores the horseman being entered, empty fields as 0', () => {
		const flow = make();
		flow.count = 2;
		flow.set(0, 'p1', 'good', 2);
		flow.set(0, 'p1', 'evil', 2);
		flow.set(0, 'p1', 'goodProtection', 4);
		expect(flow.current.players.p1?.points).toBe(4);
		expect(flow.current.players.p2?.points).toBe(0);
		expect(flow.current.horseman.winner).toBe('p1');
	});

	it('needs every alignment before the final result, and then decides it', () => {
		const flow = make();
		flow.count = 2;
		expect(!flow.final.ok && flow.final.issues.map((i) => i.code)).toEqual(['alignment-missing', 'alignment-missing']);
		flow.setAlignment('p1', 'good');
		flow.setAlignment('p2', 'evil');
		flow.set(3, 'p1', 'good', 1);
		flow.set(3, 'p1', 'goodProtection', 1);
		expect(flow.final.ok && flow.final.value.outcome.kind).toBe('good');
	});

	it('finds a repeated name by the shared rule (case, spaces, composed or decomposed letters)', () => {
		const flow = make();
		flow.names = ['Ren\u00e9', ' RENE\u0301 ', 'Ana', '', '', ''];
		expect(flow.duplicateNames).toBe(true);
		flow.names[1] = 'Rene';
		expect(flow.duplicateNames).toBe(false);
	});

	it('refuses text that is not a count', () => {
		const flow = make();
		flow.set(1, 'p3', 'evil', Number.NaN);
		flow.alignments = { p1: 'good', p2: 'good', p3: 'good', p4: 'good' };
		expect(!flow.final.ok && flow.final.issues).toEqual([{ code: 'count-invalid', params: { player: 'p3', scoring: 2, field: 'evil' } }]);
	});

	it('takes up its own draft unchanged', () => {
		const flow = make();
		flow.names[2] = 'Cy';
		flow.set(2, 'p3', 'evil', 5);
		flow.setPoints('p3', 4);
		flow.setAlignment('p3', 'evil');
		flow.scoring = 2;
		const other = make();
		other.adopt(flow.draft);
		expect(other.draft).toEqual(flow.draft);
	});
});
