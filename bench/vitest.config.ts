// Vitest config of the bench only (fixtures and the engine timing); not part of `npm test`.
//   npx vitest run --config bench/vitest.config.ts
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

export default defineConfig({
	root: fileURLToPath(new URL('..', import.meta.url)),
	resolve: { alias: { $lib: fileURLToPath(new URL('../src/lib', import.meta.url)) } },
	test: {
		include: ['bench/**/*.bench-setup.ts'],
		environment: 'node',
		// One file at a time: the engine timing must not share the CPU with the fixture writer.
		fileParallelism: false,
		testTimeout: 300_000
	}
});
