/** Why the engine refuses a step (`Rejection.detail`), in both languages; the English file holds the shapes. */
import { defineMessages } from '../features';
import { de } from './refusals-de';
import { en } from './refusals-en';

export type { Name, RefusalMessages } from './refusals-en';

export const refusalsText = defineMessages(en, de);
