/**
 * The words for what went wrong: a refused step or value, a damaged stored row, a failed save or open. Pages need
 * them only when one happens, so they load then (`refusalWords` in ./refusal-words.svelte.ts), not with the page:
 * about 19 KB gzip of the catalogues' refusal texts that a table entering nothing wrong never downloads.
 */
export { rejectionText } from './rejection-text';
export { damageText } from '$lib/i18n/words/file-refusals';
export { errorText } from '$lib/i18n/saved-games';
