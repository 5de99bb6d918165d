/** The rules quick reference in both languages; the English file holds the shapes, the German file is checked against them. */
import { defineMessages } from '../features';
import { en } from './rules-en';
import { de } from './rules-de';

export type { RulesBlock, RulesMessages, RulesSection } from './rules-en';

export const rulesText = defineMessages(en, de);
