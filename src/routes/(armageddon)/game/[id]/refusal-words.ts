/**
 * The words for what went wrong: a refused step, a damaged stored row, a failed save or open. A game page needs
 * them only when one happens, so they load then (`laterWords`), not with the page: about 15 KB gzip of the
 * catalogues' refusal texts a table that enters nothing wrong never downloads.
 */
export { rejectionText } from '$lib/components/rejection-text';
export { damageText } from '$lib/i18n/words/file-refusals';
export { errorText } from '$lib/i18n/saved-games';
