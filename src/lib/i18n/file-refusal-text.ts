/** Refused files and damaged rows in words, speaking the app's language (the words: ./words/file-refusals). */
import './messages';

export * from './words/file-refusals';
