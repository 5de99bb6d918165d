/** The game page's codes in words, speaking the app's language (the maps: $lib/i18n/words/game). */
import '$lib/i18n/messages';

export * from '$lib/i18n/words/game';
