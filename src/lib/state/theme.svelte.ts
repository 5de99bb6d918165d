import { readPrefs, writePref } from './prefs';

export type ThemeChoice = 'system' | 'light' | 'dark';
export type ThemeName = 'light' | 'dark';

/** Browser chrome colour per theme: the top bar's background (see --topbar-bg in app.css). */
export const THEME_COLOURS: Record<ThemeName, string> = { light: '#7a2e12', dark: '#1c1714' };

type DarkQuery = Pick<MediaQueryList, 'matches' | 'addEventListener'>;

/** The colour theme: follows the device unless the user picked one; sets <html data-theme>. */
export class Theme {
	#choice = $state<ThemeChoice>('system');
	#systemDark = $state(false);
	#query: DarkQuery | null = null;

	get choice(): ThemeChoice {
		return this.#choice;
	}

	get effective(): ThemeName {
		if (this.#choice !== 'system') return this.#choice;
		return this.#systemDark ? 'dark' : 'light';
	}

	/** Reads the stored choice and starts following the device setting. Browser only. */
	init(storage?: Storage | null, query: DarkQuery = matchMedia('(prefers-color-scheme: dark)')): void {
		const stored = readPrefs(storage).theme;
		this.#choice = stored === 'light' || stored === 'dark' ? stored : 'system';
		if (this.#query !== query) {
			this.#query = query;
			query.addEventListener('change', (event) => {
				this.#systemDark = event.matches;
				this.#apply();
			});
		}
		this.#systemDark = query.matches;
		this.#apply();
	}

	/** Picks a theme ('system' follows the device again) and remembers it. */
	set(choice: ThemeChoice, storage?: Storage | null): void {
		this.#choice = choice;
		writePref('theme', choice === 'system' ? undefined : choice, storage);
		this.#apply();
	}

	/** Switches to the other of light and dark. */
	toggle(): void {
		this.set(this.effective === 'dark' ? 'light' : 'dark');
	}

	#apply(): void {
		if (typeof document === 'undefined') return;
		const root = document.documentElement;
		if (this.#choice === 'system') delete root.dataset.theme;
		else root.dataset.theme = this.#choice;
		// Each meta carries a media query for the device setting; an explicit choice overrides both.
		for (const meta of document.querySelectorAll<HTMLMetaElement>('meta[name="theme-color"]')) {
			const forDark = (meta.getAttribute('media') ?? '').includes('dark');
			meta.content = this.#choice === 'system' ? THEME_COLOURS[forDark ? 'dark' : 'light'] : THEME_COLOURS[this.#choice];
		}
	}
}

/** The app-wide theme. */
export const theme = new Theme();
