import { describe, expect, it } from 'vitest';
import { drawnWith, planTiers, staticClosure, type ModuleNode } from './chunk-plan';

const graph = new Map<string, ModuleNode>(
	Object.entries({
		start: { imports: ['kit', 'runtime'] },
		layout: { imports: ['button', 'words/index', 'message/app_name'] },
		kit: { imports: ['runtime'] },
		runtime: { imports: [] },
		button: { imports: ['runtime'] },
		'words/index': { imports: ['words/terms', 'words/tiles'] },
		'words/terms': { imports: ['message/terms_beer'] },
		'words/tiles': { imports: [] },
		'message/app_name': { imports: [] },
		'message/terms_beer': { imports: [] },
		lazy: { imports: ['runtime'] },
		page: { imports: ['button', 'words/terms'] }
	})
);
const opaque = (id: string) => id.startsWith('words/');

describe('staticClosure', () => {
	it('follows static imports, and stops at an opaque module with all it imports', () => {
		expect([...staticClosure(graph, ['layout'])].sort()).toEqual(['button', 'layout', 'message/app_name', 'message/terms_beer', 'runtime', 'words/index', 'words/terms', 'words/tiles']);
		expect([...staticClosure(graph, ['layout'], opaque)].sort()).toEqual(['button', 'layout', 'message/app_name', 'runtime']);
	});
});

describe('drawnWith', () => {
	it('takes what the entries draw with, without the entries, the parts loaded later, or a barrel’s other modules', () => {
		const shell = drawnWith(graph, ['start', 'layout'], new Set(['lazy', 'kit']), new Set(), opaque);
		expect([...shell].sort()).toEqual(['button', 'message/app_name', 'runtime']);
	});

	it('leaves what an earlier tier took to that tier', () => {
		const shell = drawnWith(graph, ['start', 'layout'], new Set(['lazy', 'kit']), new Set(), opaque);
		expect([...drawnWith(graph, ['page'], new Set(['lazy', 'kit']), shell, opaque)]).toEqual([]);
		expect([...drawnWith(graph, ['page'], new Set(['lazy', 'kit']), shell)].sort()).toEqual(['message/terms_beer', 'words/terms']);
	});
});

describe('planTiers', () => {
	// A small app: the shell (start, layout), the home page, a game page and the rules page; the layout loads a toast
	// later, the game page a panel. Button is everyone's; Field and engine/index (a pure barrel) are the pages'.
	const app = new Map<string, ModuleNode>(
		Object.entries({
			start: { imports: ['kit'] },
			kit: { imports: [] },
			layout: { imports: ['button', 'message/app_name'], loads: ['toast'] },
			button: { imports: [] },
			'message/app_name': { imports: [] },
			toast: { imports: ['toast-box', 'message/close'] },
			'toast-box': { imports: ['button'] },
			'message/close': { imports: [] },
			home: { imports: ['home.svelte'] },
			'home.svelte': { imports: ['card', 'message/home_title'] },
			card: { imports: ['button'] },
			'message/home_title': { imports: [] },
			game: { imports: ['game.svelte'], loads: ['panel'] },
			'game.svelte': { imports: ['field', 'card', 'toast-box', 'engine/index'] },
			field: { imports: ['message/close'] },
			'engine/index': { imports: ['engine/fold'] },
			'engine/fold': { imports: [] },
			panel: { imports: ['field'] },
			rules: { imports: ['rules.svelte'] },
			'rules.svelte': { imports: ['field'] }
		})
	);
	const tiers = planTiers(app, {
		shell: ['start', 'layout'],
		home: ['home'],
		pages: ['game', 'rules'],
		generated: (id) => ['home', 'game', 'rules'].includes(id),
		opaque: (id) => id.startsWith('engine/')
	});
	const sorted = (set: ReadonlySet<string>) => [...set].sort();

	it('puts what every page loads in the shell, without the entries', () => {
		expect(sorted(tiers.shell)).toEqual(['button', 'kit', 'message/app_name']);
	});

	it('puts what the home page adds in its own tier, so the home page loads no other page’s code', () => {
		expect(sorted(tiers.home)).toEqual(['card', 'home.svelte', 'message/home_title']);
	});

	it('puts what the layout loads later in a tier of its own, not in the common one', () => {
		expect(sorted(tiers.later)).toEqual(['message/close', 'toast-box']);
		for (const id of tiers.later) expect(tiers.common.has(id)).toBe(false);
	});

	it('leaves to the common tier what the other pages draw with; a part loaded later and a pure layer keep their own files', () => {
		expect(sorted(tiers.common)).toEqual(['field', 'game.svelte', 'rules.svelte']);
		expect(tiers.common.has('panel')).toBe(false);
		expect(tiers.common.has('engine/fold')).toBe(false);
	});
});
