import { plural } from './plural';

const count = (n: number, one: string, other: string) => `${n} ${plural('en', n, { one, other })}`;

/** The English catalogue: the source of truth for every message key (see `Messages`). */
export const en = {
	app: {
		name: 'Armageddon Companion',
		shortName: 'Armageddon',
		tagline:
			'Setup, tracks, auctions and the whole final scoring for the board game Armageddon. Everything stays on this device and works offline.'
	},
	nav: {
		skipToContent: 'Skip to content',
		home: 'Home',
		backHome: 'Back to the home page',
		switchLanguage: 'Auf Deutsch umschalten',
		switchLanguageShort: 'DE',
		toDark: 'Switch to dark theme',
		toLight: 'Switch to light theme'
	},
	home: {
		menu: 'Main menu',
		resume: 'Running game',
		newGame: 'New game',
		newGameHint: '3 or 4 players, round by round',
		quickScore: 'Quick score',
		quickScoreHint: 'Final scoring of a finished game',
		history: 'History',
		historyHint: 'Games on this device',
		box: 'Box values',
		boxHint: 'Printed on your components',
		rules: 'Rules',
		rulesHint: 'Reference and our decisions',
		settings: 'Settings',
		settingsHint: 'Language, theme, data',
		otherGames: 'Other games',
		sixBillion: '6 Billion',
		sixBillionHint: 'Final scoring, turn order',
		fourHorsemen: 'The Four Horsemen',
		fourHorsemenHint: 'Card game score sheet'
	},
	newGame: {
		title: 'New game',
		description:
			'Set up a game for 3 or 4 players: names, colours and the random start order on the victory point track. The app then follows you round by round.'
	},
	score: {
		title: 'Quick score',
		description:
			'Score a finished game without tracking its rounds: enter each player’s points, scoring tiles, equipment, damage track and marauders, and get the final result.'
	},
	history: {
		title: 'History',
		description: 'Running and finished games stored on this device, with their scores and round-by-round details.'
	},
	box: {
		title: 'Box values',
		description:
			'Some values are printed only on the game’s components, such as damage track spaces 4 to 9, the scoring tiles and the equipment tables. Enter them once from your box; the app remembers them and can share them as a file.'
	},
	rules: {
		title: 'Rules',
		description:
			'A short reference of the rules this app follows, and the decisions it takes where the rulebook is silent.'
	},
	settings: {
		title: 'Settings',
		description: 'Language, appearance and the data this app keeps on this device.',
		language: 'Language',
		theme: 'Theme',
		themeSystem: 'Like this device',
		themeLight: 'Light',
		themeDark: 'Dark'
	},
	game: {
		title: 'Game',
		description: 'The running game: tracks, auctions and scoring, round by round.',
		id: (id: string) => `Game ${id}`
	},
	error: {
		notFoundTitle: 'Page not found',
		notFoundDescription: 'This page does not exist. Your games are safe; go back to the home page.',
		title: 'Something went wrong',
		description: 'The app hit an error. Your games are stored on this device; go back to the home page and try again.',
		toHome: 'To the home page'
	},
	pwa: {
		updateAvailable: 'Update available',
		updateDescription: 'A new version of the app is ready.',
		reload: 'Reload',
		later: 'Later',
		offlineReady: 'Ready to work offline.'
	},
	common: {
		close: 'Close',
		decrease: (label: string) => `${label}: one less`,
		increase: (label: string) => `${label}: one more`
	},
	terms: {
		players: (n: number) => count(n, 'player', 'players'),
		round: (n: number) => `Round ${n}`,
		points: (n: number) => count(n, 'point', 'points'),
		marauder: 'Marauder',
		marauders: (n: number) => count(n, 'marauder', 'marauders'),
		damageTrack: 'Damage track',
		marauderTrack: 'Marauder track',
		vpTrack: 'Victory point track',
		auctionTiles: 'Auction tiles',
		scoringTiles: 'Scoring tiles',
		buildingTiles: 'Building tiles',
		buildingCards: 'Building cards',
		survivors: 'Survivors',
		worker: 'Worker',
		soldier: 'Soldier',
		engineer: 'Engineer',
		leader: 'Leader',
		equipment: 'Equipment',
		beer: 'Beer',
		gasoline: 'Gasoline',
		weapons: 'Weapons',
		medicine: 'Medicine',
		vehicleParts: 'Vehicle parts',
		maps: 'Maps',
		exploration: 'Exploration',
		construction: 'Construction',
		city: 'City',
		phaseSetup: 'Setting up',
		phaseAuction: 'Auction',
		phaseResolving: 'Resolving',
		phaseCompletion: 'Completion',
		intermediateScoring: 'Intermediate scoring',
		finalScoring: 'Final scoring',
		startPlayer: 'Start player',
		housing: 'Housing',
		extension: 'Extension',
		cityBoard: 'City board'
	}
};

/** The shape every catalogue must have: `de.ts` is checked against it at compile time. */
export type Messages = typeof en;
