// Renders the app icons (static/icon-*.png) from SVG with the system Chromium:
//   node scripts/make-icons.js
// The PNGs are committed; run this again only when the artwork changes.
import { writeFile } from 'node:fs/promises';
import { chromium } from '@playwright/test';

const RUST = '#7a2e12';
const GOLD = '#f5c542';
// The favicon's star, on a 64-unit grid.
const STAR = 'M32 10 L38 26 L54 26 L41 36 L46 52 L32 42 L18 52 L23 36 L10 26 L26 26 Z';

/** The artwork: a rounded tile for "any" icons, a full bleed for maskable ones (star inside the safe circle). */
function svg({ maskable }) {
	const tile = maskable
		? `<rect width="64" height="64" fill="${RUST}"/>`
		: `<rect width="64" height="64" rx="12" fill="${RUST}"/>`;
	const scale = maskable ? 0.72 : 1;
	const shift = 32 * (1 - scale);
	return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64" width="100%" height="100%">
	${tile}
	<circle cx="32" cy="32" r="${maskable ? 22 : 26}" fill="#5c200c"/>
	<path transform="translate(${shift} ${shift + 1 * scale}) scale(${scale})" d="${STAR}" fill="${GOLD}" stroke="#3b1406" stroke-width="1.2" stroke-linejoin="round"/>
</svg>`;
}

const targets = [
	{ file: 'static/icon-192.png', size: 192, maskable: false },
	{ file: 'static/icon-512.png', size: 512, maskable: false },
	{ file: 'static/icon-maskable-512.png', size: 512, maskable: true }
];

const browser = await chromium.launch({
	executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
	args: ['--no-sandbox', '--disable-gpu']
});
try {
	for (const { file, size, maskable } of targets) {
		const page = await browser.newPage({ viewport: { width: size, height: size } });
		await page.setContent(
			`<!doctype html><style>html,body{margin:0;background:transparent}svg{display:block}</style>${svg({ maskable })}`
		);
		await writeFile(file, await page.screenshot({ omitBackground: true, type: 'png' }));
		await page.close();
		console.log(`wrote ${file}`);
	}
} finally {
	await browser.close();
}
