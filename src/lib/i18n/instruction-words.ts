/** The engine's codes in the words of the board instructions, speaking the app's language (the maps: ./words/instructions). */
import './messages';

export * from './words/instructions';
