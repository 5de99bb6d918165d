import type { Messages } from './en';
import { plural } from './plural';

const count = (n: number, one: string, other: string) => `${n} ${plural('de', n, { one, other })}`;

/** The German catalogue, in the rulebook's own terms; `satisfies` makes a missing key a compile error. */
export const de = {
	app: {
		name: 'Armageddon Companion',
		shortName: 'Armageddon',
		tagline:
			'Vorbereitung, Leisten, Bieten und die ganze Schlusswertung für das Brettspiel Armageddon. Alles bleibt auf diesem Gerät und funktioniert offline.'
	},
	nav: {
		skipToContent: 'Zum Inhalt springen',
		home: 'Start',
		backHome: 'Zurück zur Startseite',
		switchLanguage: 'Switch to English',
		switchLanguageShort: 'EN',
		toDark: 'Dunkles Design einschalten',
		toLight: 'Helles Design einschalten'
	},
	home: {
		menu: 'Hauptmenü',
		resume: 'Laufendes Spiel',
		newGame: 'Neues Spiel',
		newGameHint: '3 oder 4 Spieler, Runde für Runde',
		quickScore: 'Schnellwertung',
		quickScoreHint: 'Schlusswertung einer beendeten Partie',
		history: 'Verlauf',
		historyHint: 'Partien auf diesem Gerät',
		// Soft hyphens: these words are wider than a home tile on a 360 px phone.
		box: 'Schachtel\u00adwerte',
		boxHint: 'Gedruckt auf deinem Spielmaterial',
		rules: 'Regeln',
		rulesHint: 'Übersicht und unsere Entscheidungen',
		settings: 'Einstel\u00adlungen',
		settingsHint: 'Sprache, Design, Daten',
		otherGames: 'Weitere Spiele',
		sixBillion: '6 Billion',
		sixBillionHint: 'Schlusswertung, Zugreihenfolge',
		fourHorsemen: 'Die Vier Reiter',
		fourHorsemenHint: 'Wertungsbogen des Kartenspiels'
	},
	newGame: {
		title: 'Neues Spiel',
		description:
			'Richte eine Partie für 3 oder 4 Spieler ein: Namen, Farben und die zufällige Startreihenfolge auf der Punkteleiste. Danach begleitet dich die App Runde für Runde.'
	},
	score: {
		title: 'Schnellwertung',
		description:
			'Werte eine beendete Partie aus, ohne ihre Runden zu erfassen: Punkte, Wertungsplättchen, Ausrüstung, Schadensleiste und Plünderer jedes Spielers eingeben und das Endergebnis erhalten.'
	},
	history: {
		title: 'Verlauf',
		description: 'Laufende und beendete Partien auf diesem Gerät, mit ihren Punkten und dem Verlauf Runde für Runde.'
	},
	box: {
		title: 'Schachtelwerte',
		description:
			'Manche Werte stehen nur auf dem Spielmaterial, etwa die Felder 4 bis 9 der Schadensleiste, die Wertungsplättchen und die Ausrüstungstabellen. Gib sie einmal aus deiner Schachtel ein; die App merkt sie sich und kann sie als Datei weitergeben.'
	},
	rules: {
		title: 'Regeln',
		description:
			'Eine kurze Übersicht der Regeln, denen die App folgt, und der Entscheidungen, die sie trifft, wo die Spielregel schweigt.'
	},
	settings: {
		title: 'Einstellungen',
		description: 'Sprache, Aussehen und die Daten, die die App auf diesem Gerät speichert.',
		language: 'Sprache',
		theme: 'Design',
		themeSystem: 'Wie dieses Gerät',
		themeLight: 'Hell',
		themeDark: 'Dunkel'
	},
	game: {
		title: 'Partie',
		description: 'Die laufende Partie: Leisten, Bieten und Wertung, Runde für Runde.',
		id: (id: string) => `Partie ${id}`
	},
	error: {
		notFoundTitle: 'Seite nicht gefunden',
		notFoundDescription: 'Diese Seite gibt es nicht. Deine Partien sind sicher; geh zurück zur Startseite.',
		title: 'Etwas ist schiefgegangen',
		description:
			'In der App ist ein Fehler aufgetreten. Deine Partien sind auf diesem Gerät gespeichert; geh zurück zur Startseite und versuche es erneut.',
		toHome: 'Zur Startseite'
	},
	pwa: {
		updateAvailable: 'Update verfügbar',
		updateDescription: 'Eine neue Version der App ist bereit.',
		reload: 'Neu laden',
		later: 'Später',
		offlineReady: 'Bereit für die Nutzung ohne Internet.'
	},
	common: {
		close: 'Schließen',
		decrease: (label: string) => `${label}: eins weniger`,
		increase: (label: string) => `${label}: eins mehr`
	},
	terms: {
		players: (n: number) => count(n, 'Spieler', 'Spieler'),
		round: (n: number) => `Runde ${n}`,
		points: (n: number) => count(n, 'Punkt', 'Punkte'),
		marauder: 'Plünderer',
		marauders: (n: number) => count(n, 'Plünderer', 'Plünderer'),
		damageTrack: 'Schadensleiste',
		marauderTrack: 'Plündererleiste',
		vpTrack: 'Punkteleiste',
		auctionTiles: 'Bietplättchen',
		scoringTiles: 'Wertungsplättchen',
		buildingTiles: 'Gebäudeplättchen',
		buildingCards: 'Gebäudekarten',
		survivors: 'Überlebende',
		worker: 'Arbeiter',
		soldier: 'Soldat',
		engineer: 'Ingenieur',
		leader: 'Anführer',
		equipment: 'Ausrüstung',
		beer: 'Bier',
		gasoline: 'Benzin',
		weapons: 'Waffen',
		medicine: 'Medikamente',
		vehicleParts: 'Fahrzeugteile',
		maps: 'Landkarten',
		exploration: 'Erkunden',
		construction: 'Bauen',
		city: 'Stadt',
		phaseSetup: 'Vorbereitung',
		phaseAuction: 'Bieten',
		phaseResolving: 'Auswertung',
		phaseCompletion: 'Abschluss',
		intermediateScoring: 'Zwischenwertung',
		finalScoring: 'Schlusswertung',
		startPlayer: 'Startspieler',
		housing: 'Unterkunft',
		extension: 'Ausbau',
		cityBoard: 'Stadttableau'
	}
} satisfies Messages;
