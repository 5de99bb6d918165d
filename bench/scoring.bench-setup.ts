/**
 * Final scoring of the scenario's 4 players, 10,000 calls in a row, timed in Node (engine only: no DOM, no db).
 * Writes bench/.cache/scoring.json; `npm run bench` reads it.
 *   npx vitest run --config bench/vitest.config.ts bench/scoring.bench-setup.ts
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { expect, it } from 'vitest';
import { scoreFinal } from '../src/lib/games/armageddon/scoring';
import { ALL_EVENTS, finalInput, play } from './scenario';

const CALLS = 10_000;
const BATCHES = 7;

it('times the final scoring of 4 players', () => {
	const input = finalInput(play(ALL_EVENTS));
	const first = scoreFinal(input);
	if (!first.ok) throw new Error(first.reason);
	expect(first.value.players).toHaveLength(4);

	// Warm-up lets the JIT settle; each batch then makes CALLS calls and keeps a result so none is optimised away.
	let sink = 0;
	for (let i = 0; i < CALLS; i++) {
		const r = scoreFinal(input);
		if (r.ok) sink += r.value.players.length;
	}
	const perCall: number[] = [];
	for (let b = 0; b < BATCHES; b++) {
		const start = performance.now();
		for (let i = 0; i < CALLS; i++) {
			const r = scoreFinal(input);
			if (r.ok) sink += r.value.players.length;
		}
		perCall.push((performance.now() - start) / CALLS);
	}
	expect(sink).toBe(4 * CALLS * (BATCHES + 1));
	perCall.sort((a, b) => a - b);
	const median = perCall[Math.floor(BATCHES / 2)] ?? NaN;
	mkdirSync(new URL('.cache/', import.meta.url), { recursive: true });
	writeFileSync(
		new URL('.cache/scoring.json', import.meta.url),
		JSON.stringify({ calls: CALLS, batches: BATCHES, medianMsPerCall: median, minMsPerCall: perCall[0], maxMsPerCall: perCall[BATCHES - 1] }, null, 1)
	);
});
