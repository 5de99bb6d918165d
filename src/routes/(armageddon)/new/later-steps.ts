/**
 * What the steps after the first need, loaded when their step opens: the players step stays instant on a
 * cold visit, and the rest (tile pickers, summary, secret tiles, starting the game) follows on the tap that
 * needs it. Each import is made once; the service worker has them all offline.
 */

const once = <T>(load: () => Promise<T>): (() => Promise<T>) => {
	let loading: Promise<T> | undefined;
	return () => (loading ??= load());
};

export const later = {
	draw: once(async () => (await import('./DrawStep.svelte')).default),
	tiles: once(async () => {
		const [tiles, scoring, auction] = await Promise.all([
			import('./TilesStep.svelte'),
			import('$lib/components/ScoringTilePicker.svelte'),
			import('$lib/components/AuctionTilePicker.svelte')
		]);
		return { TilesStep: tiles.default, ScoringTilePicker: scoring.default, AuctionTilePicker: auction.default };
	}),
	summary: once(async () => (await import('$lib/components/SetupSummary.svelte')).default),
	secrets: once(async () => (await import('./SecretsStep.svelte')).default),
	start: once(() => import('./start-step'))
};

