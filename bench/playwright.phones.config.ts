// The bench's phone measurements (bench/phones/*.spec.ts): two browser contexts joined over WebRTC. Run only inside
// the network namespace of scripts/netns.sh (bench/run.mjs does), so the candidates are the namespace's own and
// never the machine's real interfaces.
import { defineConfig } from '@playwright/test';
import base from './playwright.config';

export default defineConfig({ ...base, testDir: 'phones' });
