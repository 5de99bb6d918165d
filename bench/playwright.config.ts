// Playwright config of the bench's browser measurements (bench/browser/*.spec.ts): one worker, so no two
// measurements share the CPU; the built app served by scripts/serve.js on BENCH_PORT. Run through `npm run bench`.
import { fileURLToPath } from 'node:url';
import { defineConfig, devices } from '@playwright/test';
import { BASE_URL, CHROMIUM, CHROMIUM_FLAGS, PORT } from './browser/env';

const root = fileURLToPath(new URL('..', import.meta.url));

export default defineConfig({
	testDir: 'browser',
	testMatch: '*.spec.ts',
	outputDir: '.cache/test-results',
	workers: 1,
	fullyParallel: false,
	retries: 0,
	reporter: 'list',
	timeout: 15 * 60_000,
	use: {
		baseURL: BASE_URL,
		...devices['Pixel 5'],
		browserName: 'chromium',
		launchOptions: { executablePath: CHROMIUM, args: CHROMIUM_FLAGS },
		trace: 'off',
		screenshot: 'off'
	},
	webServer: {
		command: 'node scripts/serve.js',
		cwd: root,
		env: { PORT: String(PORT) },
		url: `${BASE_URL}/`,
		reuseExistingServer: false,
		timeout: 30_000
	}
});
