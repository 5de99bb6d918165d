/** Messages of the 6 Billion scorer and its rules page (loaded only by the /six-billion routes). */
import { defineMessages } from '../features';
import { plural } from '../plural';
import type { ControlReason, GameEndReason, Orbit, SbIssue } from '$lib/games/six-billion';

const enN = (n: number, one: string, other: string) => `${n} ${plural('en', n, { one, other })}`;
const deN = (n: number, one: string, other: string) => `${n} ${plural('de', n, { one, other })}`;
const enOrd = (n: number) => `${n}${n === 1 ? 'st' : n === 2 ? 'nd' : n === 3 ? 'rd' : 'th'}`;

const en = {
	title: '6 Billion',
	description: 'Final scoring of 6 Billion for 2–5 players plus the neutral players, and help at the table: each round’s turn order and who controls a neutral player.',
	tabs: { players: 'Players', table: 'At the table', score: 'Final scoring', result: 'Result' },
	rulesLink: 'Rules and decisions',
	players: {
		count: 'Players (not counting neutrals)',
		name: (n: number) => `Name of player ${n}`,
		defaultName: (n: number) => `Player ${n}`,
		neutral: (n: number) => `Neutral ${n}`,
		neutrals: (n: number) => `${enN(n, 'neutral player', 'neutral players')} join the game: they take places but score nothing.`,
		discovery: 'Optional rule: discovery cards',
		discoveryHint: 'Unplayed discovery cards double the points of their orbit.',
		duplicate: 'Two players have the same name.'
	},
	orbits: {
		mercury: 'Mercury',
		venus: 'Venus',
		earth: 'Earth',
		mars: 'Mars',
		belt: 'Asteroid belt',
		jupiter: 'Jupiter',
		saturn: 'Saturn',
		uranus: 'Uranus',
		neptune: 'Neptune',
		pluto: 'Pluto'
	} satisfies Record<Orbit, string>,
	score: {
		intro: 'Type each player’s population in millions (1, 2, 4 … 1024). Leave a field empty when the player is not in the orbit.',
		placePoints: (a: number, b: number, c: number) => `${a} / ${b} / ${c} points`,
		population: (name: string, orbit: string) => `${name}: population on ${orbit}`,
		notPower: 'Use 1, 2, 4, 8 … 1024 million.',
		cell: (place: number, points: number) => `${enOrd(place)} · ${points}`,
		absent: '—',
		agendas: 'Hidden agendas',
		agendasHint: 'A hidden agenda doubles its owner’s points on its orbit. There are two per orbit.',
		agendaOf: (name: string) => `Hidden agenda of ${name}`,
		none: 'None',
		discoveries: 'Unplayed discovery cards',
		discoveriesOf: (name: string) => `Unplayed discovery cards of ${name}`,
		show: 'Show the result',
		gameEnd: 'The figures meet a game-end condition:',
		notEnded: 'These figures meet no game-end condition yet (check the populations).'
	},
	issue: (i: SbIssue, name: (id: string) => string, orbit: (o: Orbit) => string): string => {
		switch (i.code) {
			case 'player-count':
				return `6 Billion needs 2 to 5 players (not counting neutrals), not ${i.params.count}.`;
			case 'neutral-count':
				return `With this number of players there ${i.params.expected === 1 ? 'is 1 neutral player' : `are ${i.params.expected} neutral players`}.`;
			case 'population-value':
				return `${name(i.params.player)} on ${orbit(i.params.orbit)}: ${i.params.value} is not a population (1, 2, 4 … 1024).`;
			case 'agenda-limit':
				return `There are only two hidden agendas for ${orbit(i.params.orbit)}, not ${i.params.count}.`;
			case 'neutral-card':
				return `${name(i.params.player)} is neutral and holds no cards.`;
		}
	},
	result: {
		heading: 'Result',
		winner: (names: string) => `${names} wins`,
		shared: (names: string) => `Shared victory: ${names}`,
		line: (place: number, name: string, points: number, won: boolean) => `${place}. ${name}: ${enN(points, 'point', 'points')}${won ? ' 🏆' : ''}`,
		points: (n: number) => enN(n, 'point', 'points'),
		breakdown: 'Points per orbit',
		reasonsOf: (name: string) => `How ${name} scored`,
		reason: (orbit: string, place: number, sharing: number, table: number, base: number, factor: number, why: string) =>
			`${orbit}: ${enOrd(place)} place${sharing > 1 ? ` shared by ${sharing}: ${table} − ${sharing - 1} = ${base}` : `: ${base}`}${factor > 1 ? ` × 2 (${why}) = ${base * factor}` : ''}`,
		agenda: 'hidden agenda',
		discovery: 'discovery card',
		nothing: 'No points in any orbit.',
		orbit: 'Orbit',
		total: 'Total',
		save: 'Save to the history',
		saved: 'Saved to the history.',
		saveFailed: (why: string) => `Not saved: ${why}`,
		openHistory: 'Open the history',
		share: 'Share the result',
		copied: 'Copied to the clipboard.',
		shareTitle: '6 Billion',
		edit: 'Change figures',
		newScore: 'New scoring'
	},
	table: {
		round: 'Round',
		seed: 'Seed code',
		seedHint: 'The same code gives the same turn orders, round by round, on every device: type another device’s code to follow it.',
		seedBad: 'A code has 6 characters: digits and letters except I, L, O and U.',
		newSeed: 'New code',
		order: (round: number) => `Turn order of round ${round}`,
		control: 'Who controls the neutral players',
		controlHint: 'For each player: orbits they are present in, chips in the transit fields, points on the scoring track.',
		orbits: 'Orbits',
		transit: 'Transit',
		points: 'Points',
		figure: (what: string, name: string) => `${what} of ${name}`,
		controls: (neutral: string, player: string) => `${neutral} is controlled by ${player}`,
		reason: (r: ControlReason, tied: string) =>
			({
				orbits: 'present in the fewest orbits',
				transit: `tie in orbits: fewest chips in the transit fields`,
				points: 'tie in orbits and transit chips: fewest points',
				'turn-order': 'still tied: the next of them to move after the neutral player this round',
				random: `still tied (${tied}) and none of them moves after the neutral player this round: drawn at random from the seed code`
			})[r],
		end: 'The game ends at once when',
		endEarth: 'a player reaches 1024 million on Earth or in the asteroid belt, or',
		endAll: 'every planet orbit and the asteroid belt is populated by at least one player.',
		endReason: (r: GameEndReason) =>
			({ 'earth-1024': '1024 million on Earth', 'belt-1024': '1024 million in the asteroid belt', 'all-populated': 'every orbit is populated' })[r]
	}
};

export type SixBillionText = typeof en;

const deOrd = (n: number) => `${n}.`;

const de: SixBillionText = {
	title: '6 Billion',
	description: 'Schlusswertung von 6 Billion für 2–5 Spieler und die neutralen Spieler, dazu Hilfe am Tisch: die Zugreihenfolge jeder Runde und wer einen neutralen Spieler kontrolliert.',
	tabs: { players: 'Spieler', table: 'Am Tisch', score: 'Schlusswertung', result: 'Ergebnis' },
	rulesLink: 'Regeln und Entscheidungen',
	players: {
		count: 'Spieler (ohne neutrale)',
		name: (n: number) => `Name von Spieler ${n}`,
		defaultName: (n: number) => `Spieler ${n}`,
		neutral: (n: number) => `Neutral ${n}`,
		neutrals: (n: number) => `${deN(n, 'neutraler Spieler spielt', 'neutrale Spieler spielen')} mit: Sie belegen Plätze, punkten aber nicht.`,
		discovery: 'Zusatzregel: Entdeckerkarten',
		discoveryHint: 'Nicht ausgespielte Entdeckerkarten verdoppeln die Punkte ihres Orbits.',
		duplicate: 'Zwei Spieler haben denselben Namen.'
	},
	orbits: {
		mercury: 'Merkur',
		venus: 'Venus',
		earth: 'Erde',
		mars: 'Mars',
		belt: 'Asteroidengürtel',
		jupiter: 'Jupiter',
		saturn: 'Saturn',
		uranus: 'Uranus',
		neptune: 'Neptun',
		pluto: 'Pluto'
	},
	score: {
		intro: 'Gebt die Bevölkerung jedes Spielers in Millionen ein (1, 2, 4 … 1024). Lasst das Feld leer, wenn der Spieler nicht im Orbit ist.',
		placePoints: (a: number, b: number, c: number) => `${a} / ${b} / ${c} Punkte`,
		population: (name: string, orbit: string) => `${name}: Bevölkerung auf ${orbit}`,
		notPower: 'Nur 1, 2, 4, 8 … 1024 Millionen.',
		cell: (place: number, points: number) => `${deOrd(place)} · ${points}`,
		absent: '—',
		agendas: 'Geheimaufträge',
		agendasHint: 'Ein Geheimauftrag verdoppelt die Punkte seines Besitzers in seinem Orbit. Es gibt zwei pro Orbit.',
		agendaOf: (name: string) => `Geheimauftrag von ${name}`,
		none: 'Keiner',
		discoveries: 'Nicht ausgespielte Entdeckerkarten',
		discoveriesOf: (name: string) => `Nicht ausgespielte Entdeckerkarten von ${name}`,
		show: 'Ergebnis zeigen',
		gameEnd: 'Die Zahlen erfüllen eine Bedingung für das Spielende:',
		notEnded: 'Diese Zahlen erfüllen noch keine Bedingung für das Spielende (Bevölkerungen prüfen).'
	},
	issue: (i: SbIssue, name: (id: string) => string, orbit: (o: Orbit) => string): string => {
		switch (i.code) {
			case 'player-count':
				return `6 Billion braucht 2 bis 5 Spieler (ohne neutrale), nicht ${i.params.count}.`;
			case 'neutral-count':
				return `Bei dieser Spielerzahl ${i.params.expected === 1 ? 'spielt 1 neutraler Spieler' : `spielen ${i.params.expected} neutrale Spieler`} mit.`;
			case 'population-value':
				return `${name(i.params.player)} auf ${orbit(i.params.orbit)}: ${i.params.value} ist keine Bevölkerung (1, 2, 4 … 1024).`;
			case 'agenda-limit':
				return `Für ${orbit(i.params.orbit)} gibt es nur zwei Geheimaufträge, nicht ${i.params.count}.`;
			case 'neutral-card':
				return `${name(i.params.player)} ist neutral und hat keine Karten.`;
		}
	},
	result: {
		heading: 'Ergebnis',
		winner: (names: string) => `${names} gewinnt`,
		shared: (names: string) => `Geteilter Sieg: ${names}`,
		line: (place: number, name: string, points: number, won: boolean) => `${place}. ${name}: ${deN(points, 'Punkt', 'Punkte')}${won ? ' 🏆' : ''}`,
		points: (n: number) => deN(n, 'Punkt', 'Punkte'),
		breakdown: 'Punkte pro Orbit',
		reasonsOf: (name: string) => `So hat ${name} gepunktet`,
		reason: (orbit: string, place: number, sharing: number, table: number, base: number, factor: number, why: string) =>
			`${orbit}: ${deOrd(place)} Platz${sharing > 1 ? `, geteilt von ${sharing}: ${table} − ${sharing - 1} = ${base}` : `: ${base}`}${factor > 1 ? ` × 2 (${why}) = ${base * factor}` : ''}`,
		agenda: 'Geheimauftrag',
		discovery: 'Entdeckerkarte',
		nothing: 'In keinem Orbit Punkte.',
		orbit: 'Orbit',
		total: 'Summe',
		save: 'Im Verlauf speichern',
		saved: 'Im Verlauf gespeichert.',
		saveFailed: (why: string) => `Nicht gespeichert: ${why}`,
		openHistory: 'Zum Verlauf',
		share: 'Ergebnis teilen',
		copied: 'In die Zwischenablage kopiert.',
		shareTitle: '6 Billion',
		edit: 'Zahlen ändern',
		newScore: 'Neue Wertung'
	},
	table: {
		round: 'Runde',
		seed: 'Startcode',
		seedHint: 'Derselbe Code ergibt auf jedem Gerät Runde für Runde dieselben Zugreihenfolgen: Tippt den Code eines anderen Geräts ein, um ihm zu folgen.',
		seedBad: 'Ein Code hat 6 Zeichen: Ziffern und Buchstaben außer I, L, O und U.',
		newSeed: 'Neuer Code',
		order: (round: number) => `Zugreihenfolge in Runde ${round}`,
		control: 'Wer die neutralen Spieler kontrolliert',
		controlHint: 'Für jeden Spieler: Orbits, in denen er vertreten ist, Chips in den Transitfeldern, Punkte auf der Wertungsskala.',
		orbits: 'Orbits',
		transit: 'Transit',
		points: 'Punkte',
		figure: (what: string, name: string) => `${what} von ${name}`,
		controls: (neutral: string, player: string) => `${neutral} wird von ${player} kontrolliert`,
		reason: (r: ControlReason, tied: string) =>
			({
				orbits: 'in den wenigsten Orbits vertreten',
				transit: 'Gleichstand bei den Orbits: wenigste Chips in den Transitfeldern',
				points: 'Gleichstand bei Orbits und Transit-Chips: wenigste Punkte',
				'turn-order': 'weiter Gleichstand: wer von ihnen in dieser Runde als Nächster nach dem neutralen Spieler am Zug ist',
				random: `weiter Gleichstand (${tied}) und keiner von ihnen ist in dieser Runde nach dem neutralen Spieler am Zug: zufällig aus dem Startcode gezogen`
			})[r],
		end: 'Das Spiel endet sofort, wenn',
		endEarth: 'ein Spieler auf der Erde oder im Asteroidengürtel 1024 Millionen erreicht oder',
		endAll: 'alle Planeten-Orbits und der Asteroidengürtel von mindestens einem Spieler besiedelt sind.',
		endReason: (r: GameEndReason) =>
			({ 'earth-1024': '1024 Millionen auf der Erde', 'belt-1024': '1024 Millionen im Asteroidengürtel', 'all-populated': 'alle Orbits sind besiedelt' })[r]
	}
};

export const sixBillionText = defineMessages(en, de);
