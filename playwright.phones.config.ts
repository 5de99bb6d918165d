import { defineConfig } from '@playwright/test';
import base from './playwright.config';

// Phones joined over WebRTC: run only inside the network namespace of scripts/netns.sh (npm run test:phones),
// so the browsers' host candidates are the namespace's own, never the machine's real interfaces.
const port = Number(process.env.E2E_PORT ?? 4199);

export default defineConfig({
	...base,
	testDir: 'tests/e2e/phones',
	testIgnore: [],
	workers: 1,
	use: { ...base.use, baseURL: `http://localhost:${port}` },
	webServer: { ...base.webServer, env: { PORT: String(port) }, url: `http://localhost:${port}/` }
});
