import { defineConfig, devices } from '@playwright/test';

// End-to-end tests drive Debian's Chromium (never a downloaded browser) against
// the built app served exactly as `npm start` serves it.
const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const port = Number(process.env.E2E_PORT ?? 4174);

export default defineConfig({
	testDir: 'tests/e2e',
	testMatch: '**/*.test.ts',
	// Phones joined over WebRTC run in a network namespace of their own: playwright.phones.config.ts.
	testIgnore: 'phones/**',
	outputDir: 'test-results',
	fullyParallel: true,
	workers: process.env.CI ? 2 : undefined,
	// On CI one retry: a run there once stalled both browsers at the same minute (storage reads that never
	// answered), which no wait in a test can outlast. A retried test is listed as flaky in the output; a
	// test that fails twice fails the run. Locally a failure is a failure.
	retries: process.env.CI ? 1 : 0,
	reporter: process.env.CI ? 'list' : 'list',
	timeout: 30_000,
	use: {
		baseURL: `http://localhost:${port}`,
		...devices['Pixel 5'],
		browserName: 'chromium',
		launchOptions: {
			executablePath: chromium,
			args: [
				'--no-sandbox',
				'--disable-gpu',
				'--disable-background-networking',
				'--disable-component-update',
				'--disable-sync',
				'--no-first-run'
			]
		},
		trace: 'off',
		screenshot: 'only-on-failure'
	},
	webServer: {
		command: `node scripts/serve.js`,
		env: { PORT: String(port) },
		url: `http://localhost:${port}/`,
		reuseExistingServer: false,
		timeout: 30_000
	}
});
