import { describe, expect, it } from 'vitest';
import { shellModules, staticClosure, type ModuleNode } from './chunk-plan';

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
		later: { imports: ['runtime'] },
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

describe('shellModules', () => {
	it('takes what every page loads, without the entries, the parts loaded later, or a barrel’s other modules', () => {
		const shell = shellModules(graph, ['start', 'layout'], new Set(['later', 'kit']), opaque);
		expect([...shell].sort()).toEqual(['button', 'message/app_name', 'runtime']);
	});
});
