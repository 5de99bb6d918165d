/** Messages of the final scoring, the quick score, the results and the statistics in both languages; the shape is the English file's. */
import { defineMessages } from '../features';
import { en } from './scoring-en';
import { de } from './scoring-de';

export type { ScoringText } from './scoring-en';

export const scoringText = defineMessages(en, de);
