/**
 * The word maps of this folder: typed maps from the engine's codes to compiled messages, one source for the app
 * and the e2e tests. They stay pure so that Playwright's Node loads them: relative imports only, the compiled
 * messages straight from `src/lib/paraglide` and no runes. The app reads them through modules that load
 * `$lib/i18n/messages` too, so a call without a locale speaks the app's
 * language; the e2e tests pass `{ locale }` (`src/lib/i18n/paraglide.test.ts` checks both).
 */
import type { Lang } from '../locale.svelte';

export type Options = { locale?: Lang };
/** A message without inputs. */
export type Plain = (inputs?: object, options?: Options) => string;
/** A message counting `n` pieces. */
export type Counted = (inputs: { n: number }, options?: Options) => string;
