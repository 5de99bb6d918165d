/** This device's language and theme as a backup carries them in its settings. */
import type { Preferences } from '$lib/db';
import { locale } from '$lib/i18n/locale.svelte';
import { theme } from './theme.svelte';

/** The preferences a backup made on this device carries (a language of null: it follows the browser). */
export function devicePreferences(): Required<Preferences> {
	return { language: locale.chosen, theme: theme.choice };
}

/** Takes over the preferences of an imported backup; a language of null keeps this device's. */
export function adoptPreferences({ language, theme: choice }: Preferences): void {
	if (language) locale.set(language);
	if (choice) theme.set(choice);
}
