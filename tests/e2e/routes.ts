import { m } from '../../src/lib/paraglide/messages.js';

/** Every route with the h1 it must show. */
export const ROUTES: { path: string; heading: (lang: 'en' | 'de') => string }[] = [
	{ path: '/', heading: (lang) => m.app_name({}, { locale: lang }) },
	{ path: '/new', heading: (lang) => m.home_new_game({}, { locale: lang }) },
	{ path: '/score', heading: (lang) => m.home_quick_score({}, { locale: lang }) },
	{ path: '/history', heading: (lang) => m.history_title({}, { locale: lang }) },
	{ path: '/box', heading: (lang) => m.box_title({}, { locale: lang }) },
	{ path: '/rules', heading: (lang) => m.rules_title({}, { locale: lang }) },
	{ path: '/settings', heading: (lang) => m.settings_title({}, { locale: lang }) },
	{ path: '/six-billion', heading: (lang) => m.home_six_billion({}, { locale: lang }) },
	{ path: '/four-horsemen', heading: (lang) => m.home_four_horsemen({}, { locale: lang }) },
	{ path: '/game/some-id', heading: (lang) => m.game_title({}, { locale: lang }) },
	{ path: '/game/some-id/phones', heading: (lang) => m.phones_title({}, { locale: lang }) },
	{ path: '/join', heading: (lang) => m.join_title({}, { locale: lang }) }
];

