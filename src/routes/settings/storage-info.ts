/** What the settings page tells about this device's storage. */

/** iPhone, iPod and iPad (iPadOS poses as a Mac but has a touch screen). */
export function isIos(nav: Pick<Navigator, 'userAgent' | 'maxTouchPoints'>): boolean {
	return /iPhone|iPad|iPod/.test(nav.userAgent) || (/Macintosh/.test(nav.userAgent) && nav.maxTouchPoints > 1);
}

/** True when the app runs from the home screen (installed), where Safari keeps its data. */
export function isInstalled(win: Pick<Window, 'matchMedia'> & { navigator: unknown }): boolean {
	const standalone = (win.navigator as { standalone?: unknown }).standalone === true;
	return standalone || win.matchMedia('(display-mode: standalone)').matches;
}
