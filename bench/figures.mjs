// Turns the bench's raw results into rows { figure, value, unit, target, met } and prints them as a table.
import { precache, staticFirstLoad } from '../scripts/build-sizes.js';

const KB = 1024;
const MB = 1024 * 1024;

/** @typedef {{ group: string, figure: string, value: number | null, unit: string, target: string, met: boolean | null, note?: string }} Row */

/**
 * @param {string} group
 * @param {string} figure
 * @param {number | null | undefined} value
 * @param {string} unit
 * @param {{ max?: number, min?: number } | null} target
 * @param {string} [note]
 * @returns {Row}
 */
function row(group, figure, value, unit, target, note) {
	const v = typeof value === 'number' && Number.isFinite(value) ? value : null;
	let met = null;
	let text = '—';
	if (target?.max !== undefined) {
		text = `≤ ${format(target.max, unit)}`;
		met = v === null ? false : v <= target.max;
	} else if (target?.min !== undefined) {
		text = `${format(target.min, unit)}`;
		met = v === null ? false : v >= target.min;
	}
	return { group, figure, value: v, unit, target: text, met, ...(note ? { note } : {}) };
}

/**
 * A value in its unit, for the table.
 * @param {number | null | undefined} value
 * @param {string} unit
 */
export function format(value, unit) {
	if (value === null || value === undefined || !Number.isFinite(value)) return 'not measured';
	switch (unit) {
		case 'score':
			return String(Math.round(value));
		case 'ms':
			return value >= 1000 ? `${(value / 1000).toFixed(2)} s` : `${value < 10 ? value.toFixed(2) : Math.round(value)} ms`;
		case 'ms/call':
			return `${value.toFixed(4)} ms`;
		case 'bytes':
			return value >= MB ? `${(value / MB).toFixed(1)} MB` : `${(value / KB).toFixed(1)} KB`;
		case 'B':
			return `${Math.round(value)} B`;
		case 'cls':
			return value.toFixed(3);
		default:
			return String(value);
	}
}

/**
 * The runs behind a Lighthouse median: each run's score / TBT and the machine's 1-minute load when it ended.
 * @param {{ runs?: number, perRun?: { performance: number, tbt: number, load: number }[] } | undefined} page
 */
function spread(page) {
	if (!page?.perRun) return undefined;
	const list = page.perRun.map((r) => `${r.performance}/${r.tbt} ms`).join(', ');
	const load = page.perRun.map((r) => r.load.toFixed(1)).join(' ');
	return `median of ${page.runs}: ${list}; load ${load}`;
}

/**
 * All rows, from the results read from bench/.cache/ (missing results give "not measured" rows).
 * @param {Record<string, any>} r results by name
 * @param {string} build the build directory
 */
export function rows(r, build) {
	/** @type {Row[]} */
	const out = [];
	const lh = { ...(r['lighthouse-empty'] ?? {}), ...(r['lighthouse-seeded'] ?? {}) };
	const ids = r.fixtures?.ids ?? {};
	const pages = [
		['/', 'home'],
		['/new', 'new game'],
		[`/game/${ids.round4 ?? '?'}`, 'game, round 4'],
		[`/game/${ids.finished ?? '?'}/final`, 'final scoring'],
		['/history', 'history (12 games)']
	];
	for (const [path = '', label = ''] of pages) {
		const p = lh[path];
		const g = `Lighthouse ${label} (${path})`;
		out.push(row(g, 'performance', p?.scores?.performance, 'score', { min: 100 }, spread(p)));
		out.push(row(g, 'accessibility', p?.scores?.accessibility, 'score', { min: 100 }));
		out.push(row(g, 'best practices', p?.scores?.['best-practices'], 'score', { min: 100 }));
		out.push(row(g, 'FCP', p?.fcp, 'ms', null));
		out.push(row(g, 'LCP', p?.lcp, 'ms', path === '/' ? { max: 1000 } : null));
		out.push(row(g, 'TBT', p?.tbt, 'ms', { max: 150 }));
		out.push(row(g, 'CLS', p?.cls, 'cls', null));
		out.push(row(g, 'script transferred', p?.scriptBytes, 'bytes', null));
	}

	const first = staticFirstLoad(build);
	const cache = precache(build);
	const loaded = r['first-load'];
	out.push(row('Bundle', 'first-load JS of / (index.html and its static imports, gzip)', first.gzip, 'bytes', { max: 45 * KB }));
	out.push(
		row('Bundle', 'all JS a first visit to / fetches until network idle (gzip)', loaded?.all?.gzip, 'bytes', { max: 45 * KB }, loaded ? `${loaded.all.files} files, ${format(loaded.afterHydration.gzip, 'bytes')} of it imported after hydration` : undefined)
	);
	out.push(row('Bundle', 'service worker precache (sum of entry sizes)', cache.bytes, 'bytes', { max: 600 * KB }, `${cache.entries.length} entries`));

	const lat = r.latency;
	const latNote = lat ? `${lat.actions} actions; median: stored ${format(lat.tapToStored.median, 'ms')}, saved shown ${format(lat.tapToShown.median, 'ms')}` : undefined;
	out.push(row('Tap to saved', 'median (click → stored, "Saved" shown, next frame)', lat?.tapToSavedFrame?.median, 'ms', null, latNote));
	out.push(row('Tap to saved', 'p95', lat?.tapToSavedFrame?.p95, 'ms', { max: 16 }));
	out.push(row('Tap to saved', 'p95 click → screen shows the step ("Saving…")', lat?.tapToUpdated?.p95, 'ms', null));
	out.push(row('Tap to saved', 'p95 click → stored in IndexedDB', lat?.tapToStored?.p95, 'ms', null));
	const floor = r['latency-floor'];
	out.push(
		row('Tap to saved', 'floor: the same for a bare 4 KB IndexedDB write after a click, no app code (p95)', floor?.tapToSavedFrame?.p95, 'ms', null, floor ? `median ${format(floor.tapToSavedFrame.median, 'ms')}; stored: median ${format(floor.tapToStored.median, 'ms')}` : undefined)
	);

	const ph = r.phones;
	out.push(row('Phones', 'tap on one phone → shown on the other (median; WebRTC in a network namespace)', ph?.tapToOtherPhone?.median, 'ms', null, ph ? `${ph.tapToOtherPhone.n} taps (Undo, Redo); click to the first DOM change on the other phone` : undefined));
	out.push(row('Phones', 'tap on one phone → shown on the other (p95)', ph?.tapToOtherPhone?.p95, 'ms', { max: 100 }));
	out.push(row('Phones', 'bytes per step (host → phone, a new step)', ph?.bytes?.step, 'B', null, ph ? `undo/redo ${ph.bytes.undoRedo} B; the whole game on joining ${ph.bytes.snapshot} B` : undefined));
	const pt = r['phone-taps'];
	out.push(row('Phones', 'taps of the busiest player, each on their own phone (scripted round)', pt?.busiest, 'taps', { max: 15 }, pt ? `${Object.entries(pt.taps).map(([p, n]) => `${p} ${n}`).join(', ')}; the table's steps on ${pt.host}'s phone` : undefined));

	const h = r.history;
	out.push(row('Scale', `history with ${h?.games ?? 1000} games: list usable (median)`, h?.usable?.median, 'ms', { max: 300 }, h ? `import of the file took ${format(h.importMs, 'ms')}` : undefined));
	const o = r['open-game'];
	out.push(row('Scale', `open the finished game (${o?.events ?? 230} events) from the history: usable (median)`, o?.inApp?.median, 'ms', { max: 100 }));
	out.push(row('Scale', 'same game as a deep link (full page load, median)', o?.deepLink?.median, 'ms', null));
	out.push(row('Scale', 'final scoring of 4 players (per call, median of 7 × 10,000)', r.scoring?.medianMsPerCall, 'ms/call', { max: 0.05 }));
	out.push(row('Offline', 'repeat visit offline: game screen usable (median)', r.offline?.usable?.median, 'ms', { max: 300 }));
	out.push(row('Memory', 'JS heap, game screen with the finished game open', r.memory?.jsHeapUsedBytes, 'bytes', { max: 15 * MB }));
	const taps = r.taps;
	out.push(row('Table', 'taps per 4-player round (taps + keystrokes; scripted round, tests/e2e/support/tap-round.ts)', taps ? taps.taps + taps.keys : null, 'taps', { max: 40 }, taps ? `${taps.taps} taps, ${taps.keys} keystrokes; before issue 10: 80` : undefined));
	const real = r['taps-real'];
	out.push(row('Table', 'taps per 4-player real round (a wrong bid taken back, printed card actions, colours set right in City, the leader standing in, a turn passed on by itself; tests/e2e/support/real-round.ts)', real ? real.taps + real.keys : null, 'taps', { max: 40 }, real ? `${real.taps} taps, ${real.keys} keystrokes; scripted round ${taps ? taps.taps + taps.keys : '?'}; at a table before: 51` : undefined));
	out.push(row('Table', 'lines to mirror per round, tracks on the board (4 players × 6 phases + reminders)', taps?.mirrorLines, 'lines', { max: 27 }));
	const tr = r.transcribe;
	out.push(row('Box', 'taps for all 10 scoring + 7 auction tiles (/box/transcribe, tests/e2e/support/transcribe-box.ts)', tr?.tileTaps, 'taps', { max: 60 }, 'before issue 11: ~72'));
	out.push(row('Box', 'taps for the beer table', tr?.beerTaps, 'taps', undefined, 'before issue 11: 25'));
	out.push(row('Box', 'taps for the gasoline table', tr?.gasolineTaps, 'taps', undefined, 'before issue 11: 22'));
	out.push(row('Box', 'taps + keystrokes for the values the final scoring needs (equipment and vehicle steps)', tr?.finalTaps, 'taps', undefined, 'before issue 11: 78'));
	out.push(row('Box', 'taps + keystrokes for the whole box without building cards', tr ? tr.taps + tr.keys : null, 'taps', { max: 150 }, tr ? `${tr.taps} taps, ${tr.keys} keystrokes; before issue 11: 72 tiles + 25 beer + 22 gasoline + more` : undefined));
	return out;
}

/**
 * The rows as a text table.
 * @param {Row[]} list
 */
export function table(list) {
	const lines = [];
	const width = Math.max(...list.map((r) => r.figure.length)) + 2;
	let group = '';
	for (const r of list) {
		if (r.group !== group) {
			group = r.group;
			lines.push('', group);
		}
		const mark = r.met === null ? ' ' : r.met ? '✓' : '✗';
		const value = format(r.value, r.unit).padStart(13);
		lines.push(`  ${r.figure.padEnd(width)}${value}   ${r.target.padEnd(9)} ${mark}${r.note ? `   (${r.note})` : ''}`);
	}
	return lines.join('\n');
}

/**
 * The rows as a Markdown table (for the README).
 * @param {Row[]} list
 */
export function markdown(list) {
	const lines = ['| Figure | Value | Target | Met |', '| --- | ---: | ---: | :---: |'];
	for (const r of list) {
		const mark = r.met === null ? '' : r.met ? '✓' : '✗';
		lines.push(`| ${r.group}: ${r.figure} | ${format(r.value, r.unit)} | ${r.target} | ${mark} |`);
	}
	return lines.join('\n');
}
