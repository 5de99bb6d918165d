/** Box values' names and where to find them, speaking the app's language (the words: ./words/box). */
import './messages';

export * from './words/box';
