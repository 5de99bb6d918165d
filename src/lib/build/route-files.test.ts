import { describe, expect, it } from 'vitest';
import { routeFiles, routeNodes, routePattern, staticFiles, type ManifestChunk } from './route-files';

describe('routePattern', () => {
	it('matches the addresses of a route with parameters, groups left out', () => {
		const game = new RegExp(routePattern('/(armageddon)/game/[id]') as string);
		expect(game.test('/game/0f1e2d3c-aaaa-bbbb-cccc-123456789abc')).toBe(true);
		expect(game.test('/game/abc/')).toBe(true);
		expect(game.test('/game/abc/final')).toBe(false);
		expect(game.test('/game')).toBe(false);
		const final = new RegExp(routePattern('/(armageddon)/game/[id]/final') as string);
		expect(final.test('/game/abc/final')).toBe(true);
		expect(final.test('/game/abc/finale')).toBe(false);
	});

	it('leaves out a route without parameters: it is prerendered and has a page of its own', () => {
		expect(routePattern('/')).toBeNull();
		expect(routePattern('/(armageddon)/new')).toBeNull();
	});
});

describe('routeNodes', () => {
	it('reads the route dictionary of the generated client', () => {
		const appJs = `export const nodes = [];\nexport const dictionary = {\n\t\t"/": [2],\n\t\t"/(armageddon)/game/[id]": [5],\n\t\t"/(armageddon)/game/[id]/final": [~6]\n\t};\nexport const hooks = {};`;
		expect([...routeNodes(appJs)]).toEqual([
			['/', 2],
			['/(armageddon)/game/[id]', 5],
			['/(armageddon)/game/[id]/final', 6]
		]);
	});
});

const manifest: Record<string, ManifestChunk> = {
	start: { file: '_app/immutable/entry/start.A.js', imports: ['kit'] },
	kit: { file: '_app/immutable/chunks/kit.js' },
	'node/0': { file: '_app/immutable/nodes/0.A.js', imports: ['kit', 'button'], css: ['_app/immutable/assets/0.css'] },
	button: { file: '_app/immutable/chunks/button.js', css: ['_app/immutable/assets/button.css'] },
	'node/1': { file: '_app/immutable/nodes/1.A.js', imports: ['kit'] },
	'node/5': { file: '_app/immutable/nodes/5.A.js', imports: ['engine', 'button', 'words'], css: ['_app/immutable/assets/5.css'] },
	'node/6': { file: '_app/immutable/nodes/6.A.js', imports: ['engine', 'words'] },
	engine: { file: '_app/immutable/chunks/engine.js', imports: ['words'] },
	words: { file: '_app/immutable/chunks/words.js', imports: ['engine'] }
};

describe('staticFiles', () => {
	it('follows static imports through a cycle, with each chunk’s style sheets', () => {
		expect(staticFiles(manifest, ['node/5']).sort()).toEqual(
			[
				'_app/immutable/nodes/5.A.js',
				'_app/immutable/assets/5.css',
				'_app/immutable/chunks/engine.js',
				'_app/immutable/chunks/words.js',
				'_app/immutable/chunks/button.js',
				'_app/immutable/assets/button.css'
			].sort()
		);
	});
});

describe('routeFiles', () => {
	const nodes = new Map([
		['/', 2],
		['/(armageddon)/game/[id]', 5],
		['/(armageddon)/game/[id]/final', 6]
	]);
	const data = routeFiles(manifest, nodes, (n) => ['node/1', `node/${n}`], ['start', 'node/0'], '_app/immutable/');
	const filesOf = (pattern: string) => data.routes.find(([p]) => p === pattern)?.[1].map((i) => data.files[i]);

	it('lists what each page loads beyond the shell’s own preloads, each file once', () => {
		expect(data.prefix).toBe('/_app/immutable/');
		expect(data.routes.map(([p]) => p)).toEqual([routePattern('/(armageddon)/game/[id]'), routePattern('/(armageddon)/game/[id]/final')]);
		expect(filesOf(routePattern('/(armageddon)/game/[id]') as string)?.sort()).toEqual(['assets/5.css', 'chunks/engine.js', 'chunks/words.js', 'nodes/1.A.js', 'nodes/5.A.js']);
		expect(filesOf(routePattern('/(armageddon)/game/[id]/final') as string)?.sort()).toEqual(['chunks/engine.js', 'chunks/words.js', 'nodes/1.A.js', 'nodes/6.A.js']);
		expect(new Set(data.files).size).toBe(data.files.length);
	});
});
