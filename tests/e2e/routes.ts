import { de } from '../../src/lib/i18n/de';
import { en } from '../../src/lib/i18n/en';
import type { Messages } from '../../src/lib/i18n/en';

/** Every route with the h1 it must show. */
export const ROUTES: { path: string; heading: (m: Messages) => string }[] = [
	{ path: '/', heading: (m) => m.app.name },
	{ path: '/new', heading: (m) => m.newGame.title },
	{ path: '/score', heading: (m) => m.score.title },
	{ path: '/history', heading: (m) => m.history.title },
	{ path: '/box', heading: (m) => m.box.title },
	{ path: '/rules', heading: (m) => m.rules.title },
	{ path: '/settings', heading: (m) => m.settings.title },
	{ path: '/six-billion', heading: (m) => m.home.sixBillion },
	{ path: '/four-horsemen', heading: (m) => m.home.fourHorsemen },
	{ path: '/game/some-id', heading: (m) => m.game.title }
];

export const CATALOGS = { en, de } as const;
