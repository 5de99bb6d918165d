import { Persisted } from '$lib/platform/persisted.svelte';

export const LANGS = ['en', 'de'] as const;
export type Lang = (typeof LANGS)[number];

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

/** The current UI language (the messages follow it: see messages.ts); switching persists the choice and sets <html lang>. */
export class Locale {
	// Null until init: pages are prerendered in English, and hydration must match them.
	#chosen = $state.raw<Persisted<Lang | null> | null>(null);
	#detected = $state<Lang>('en');
	#listening = false;

	get current(): Lang {
		return this.#chosen?.current ?? this.#detected;
	}

	/** The language picked on this device; null while it follows the browser. */
	get chosen(): Lang | null {
		return this.#chosen?.current ?? null;
	}

	/** Adopts the stored choice, else the browser's languages (and follows their changes and other tabs). Browser only. */
	init(languages: readonly string[] = navigator.languages, storage?: Storage | null): void {
		this.#chosen = this.#persisted(storage);
		this.#detected = detectLang(languages);
		this.#apply();
		if (!this.#listening && typeof window !== 'undefined') {
			this.#listening = true;
			window.addEventListener('languagechange', () => {
				this.#detected = detectLang(navigator.languages);
				this.#apply();
			});
		}
	}

	/** Switches to `lang` and remembers it. */
	set(lang: Lang): void {
		(this.#chosen ??= this.#persisted()).current = lang;
		this.#apply();
	}

	/** Switches between the two languages. */
	toggle(): void {
		this.set(this.current === 'en' ? 'de' : 'en');
	}

	#persisted(storage?: Storage | null): Persisted<Lang | null> {
		return new Persisted<Lang | null>('locale', null, (value): value is Lang => isLang(value), storage, () => this.#apply());
	}

	#apply(): void {
		if (typeof document !== 'undefined') document.documentElement.lang = this.current;
	}
}

/** The app-wide locale. */
export const locale = new Locale();
