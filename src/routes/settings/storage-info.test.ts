import { describe, expect, it } from 'vitest';
import { isInstalled, isIos } from './storage-info';

describe('isIos', () => {
	it.each([
		['Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15', 5, true],
		['Mozilla/5.0 (iPad; CPU OS 12_2 like Mac OS X)', 5, true],
		['Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 Version/17.4 Safari', 5, true],
		['Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 Version/17.4 Safari', 0, false],
		['Mozilla/5.0 (Linux; Android 14; Pixel 8) Chrome/126.0 Mobile', 5, false]
	])('%s (%d touch points) → %s', (userAgent, maxTouchPoints, expected) => {
		expect(isIos({ userAgent, maxTouchPoints })).toBe(expected);
	});
});

describe('isInstalled', () => {
	const win = (standalone: boolean | undefined, displayStandalone: boolean) => ({
		navigator: { standalone },
		matchMedia: (q: string) => ({ matches: displayStandalone && q.includes('standalone') }) as MediaQueryList
	});

	it.each([
		[undefined, false, false],
		[true, false, true],
		[undefined, true, true]
	])('navigator.standalone %s, display-mode standalone %s → %s', (standalone, display, expected) => {
		expect(isInstalled(win(standalone, display))).toBe(expected);
	});
});
