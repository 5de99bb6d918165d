import type { Lang } from './locale.svelte';

/**
 * Messages of one feature, in both languages. Feature catalogues live in
 * `features/*.ts` and are imported by the routes that use them, so they load
 * with that route instead of with the first page. `de` must have exactly the
 * shape of `en` (a missing key is a compile error; `features.test.ts` checks
 * that no key is extra or empty).
 */
export function defineMessages<T extends object>(en: T, de: NoInfer<T>): Readonly<Record<Lang, T>> {
	return { en, de };
}
