/** The panels' codes in words, speaking the app's language (the maps: $lib/i18n/words/panels). */
import '$lib/i18n/messages';

export * from '$lib/i18n/words/panels';
