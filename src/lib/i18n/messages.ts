/**
 * Paraglide's compiled messages (`messages/*.json`, compiled to `$lib/paraglide`), speaking the app's language.
 * Import `m` from here, not from `$lib/paraglide`: this module makes Paraglide's `getLocale()` read
 * `locale.current`, so our locale store stays the one owner of the language, switching stays instant (no
 * reload) and a message read in markup re-renders when it changes. Only the routes that use messages load
 * this module and Paraglide's runtime; each message is its own module, so a route bundles only the ones it calls.
 */
import { overwriteGetLocale, overwriteSetLocale } from '$lib/paraglide/runtime.js';
import { locale } from './locale.svelte';

overwriteGetLocale(() => locale.current);
overwriteSetLocale((lang) => locale.set(lang));

export { m } from '$lib/paraglide/messages.js';
