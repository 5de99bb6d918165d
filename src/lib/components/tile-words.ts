/** Scoring and auction tiles, and player colours, in words, speaking the app's language (the maps: $lib/i18n/words/tiles). */
import '$lib/i18n/messages';

export * from '$lib/i18n/words/tiles';
