/** The refusal words (./refusal-words.ts), loaded the first time a page shows a refusal, a damaged row or a failed save. */
import { Later } from './later.svelte';

export const refusalWords = new Later(() => import('./refusal-words'));
