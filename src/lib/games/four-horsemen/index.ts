/** The Four Horsemen scorer's API. */
export * from './types';
export { EMPTY_ENTRY, decideWinner, scoreFinal, scoreHorseman, scorePlayer, validateFhSheet } from './scoring';
