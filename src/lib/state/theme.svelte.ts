import { Persisted } from '$lib/platform/persisted.svelte';

export type ThemeChoice = 'system' | 'light' | 'dark';
export type ThemeName = 'light' | 'dark';

/** Browser chrome colour per theme: the top bar's background (see --topbar-bg in app.css). */
export const THEME_COLOURS: Record<ThemeName, string> = { light: '#7a2e12', dark: '#1c1714' };

type DarkQuery = Pick<MediaQueryList, 'matches' | 'addEventListener'>;

const isThemeChoice = (value: unknown): value is ThemeChoice => value === 'system' || value === 'light' || value === 'dark';

/** The colour theme: follows the device unless the user picked one; sets <html data-theme>. */
export class Theme {
	// Null until init: pages are prerendered for 'system', and hydration must match them.
	#stored = $state.raw<Persisted<ThemeChoice> | null>(null);
	#systemDark = $state(false);
	#query: DarkQuery | null = null;

	get choice(): ThemeChoice {
		return this.#stored?.current ?? 'system';
	}

	get effective(): ThemeName {
		const choice = this.choice;
		if (choice !== 'system') return choice;
		return this.#systemDark ? 'dark' : 'light';
	}

	/** Reads the stored choice and starts following the device setting and other tabs. Browser only. */
	init(storage?: Storage | null, query: DarkQuery = matchMedia('(prefers-color-scheme: dark)')): void {
		this.#stored = this.#persisted(storage);
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
	set(choice: ThemeChoice): void {
		(this.#stored ??= this.#persisted()).current = choice;
		this.#apply();
	}

	/** Switches to the other of light and dark. */
	toggle(): void {
		this.set(this.effective === 'dark' ? 'light' : 'dark');
	}

	#persisted(storage?: Storage | null): Persisted<ThemeChoice> {
		return new Persisted<ThemeChoice>('theme', 'system', isThemeChoice, storage, () => this.#apply());
	}

	#apply(): void {
		if (typeof document === 'undefined') return;
		const root = document.documentElement;
		const choice = this.choice;
		if (choice === 'system') delete root.dataset.theme;
		else root.dataset.theme = choice;
		// Each meta carries a media query for the device setting; an explicit choice overrides both.
		for (const meta of document.querySelectorAll<HTMLMetaElement>('meta[name="theme-color"]')) {
			const forDark = (meta.getAttribute('media') ?? '').includes('dark');
			meta.content = choice === 'system' ? THEME_COLOURS[forDark ? 'dark' : 'light'] : THEME_COLOURS[choice];
		}
	}
}

/** The app-wide theme. */
export const theme = new Theme();
