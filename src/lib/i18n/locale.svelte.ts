import { readPrefs, writePref } from '$lib/state/prefs';
import { de } from './de';
import { en, type Messages } from './en';

export const LANGS = ['en', 'de'] as const;
export type Lang = (typeof LANGS)[number];

const catalogs: Record<Lang, Messages> = { en, de };

/** True for a supported language code. */
export function isLang(value: unknown): value is Lang {
	return LANGS.includes(value as Lang);
}

/** The first German or English entry of the browser's languages decides; anything else is English. */
export function detectLang(languages: readonly string[]): Lang {
	for (const tag of languages) {
		const lower = tag.toLowerCase();
		if (lower.startsWith('de')) return 'de';
		if (lower.startsWith('en')) return 'en';
	}
	return 'en';
}

/** The current UI language and its messages; switching persists the choice and sets <html lang>. */
export class Locale {
	// Starts as English, the language pages are prerendered in, so hydration matches the HTML.
	#current = $state<Lang>('en');
	#chosen = false;
	#listening = false;

	get current(): Lang {
		return this.#current;
	}

	get m(): Messages {
		return catalogs[this.#current];
	}

	/** Adopts the stored choice, else the browser's languages (and follows their changes). Browser only. */
	init(languages: readonly string[] = navigator.languages, storage?: Storage | null): void {
		const stored = readPrefs(storage).locale;
		this.#chosen = isLang(stored);
		this.#apply(isLang(stored) ? stored : detectLang(languages));
		if (!this.#chosen && !this.#listening && typeof window !== 'undefined') {
			this.#listening = true;
			window.addEventListener('languagechange', () => {
				if (!this.#chosen) this.#apply(detectLang(navigator.languages));
			});
		}
	}

	/** Switches to `lang` and remembers it. */
	set(lang: Lang, storage?: Storage | null): void {
		this.#chosen = true;
		this.#apply(lang);
		writePref('locale', lang, storage);
	}

	/** Switches between the two languages. */
	toggle(): void {
		this.set(this.#current === 'en' ? 'de' : 'en');
	}

	#apply(lang: Lang): void {
		this.#current = lang;
		if (typeof document !== 'undefined') document.documentElement.lang = lang;
	}
}

/** The app-wide locale. */
export const locale = new Locale();
