// `npm run fuzz -- --count 5000 [--seed 7]`: the import fuzz of src/lib/db/import-fuzz.test.ts (backup files and share links) with more mutations.
import { spawnSync } from 'node:child_process';

const args = process.argv.slice(2);
const value = (flag, fallback) => {
	const i = args.indexOf(flag);
	return i >= 0 && args[i + 1] ? args[i + 1] : fallback;
};
const env = { ...process.env, FUZZ_COUNT: value('--count', '5000'), FUZZ_SEED: value('--seed', String(Date.now() % 100000)) };
console.log(`import fuzz: ${env.FUZZ_COUNT} mutations, seed ${env.FUZZ_SEED}`);
const run = spawnSync('npx', ['vitest', 'run', 'src/lib/db/import-fuzz.test.ts'], { env, stdio: 'inherit' });
process.exit(run.status ?? 1);
