/** The engine's refusals in words, speaking the app's language (the words: ./words/refusals). */
import './messages';

export * from './words/refusals';
