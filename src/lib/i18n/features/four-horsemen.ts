/** Messages of the Four Horsemen score sheet (loaded only by the /four-horsemen routes). */
import { defineMessages } from '../features';
import { plural } from '../plural';
import type { FhField, FhIssue, FhOutcome } from '$lib/games/four-horsemen';

const enN = (n: number, one: string, other: string) => `${n} ${plural('en', n, { one, other })}`;
const deN = (n: number, one: string, other: string) => `${n} ${plural('de', n, { one, other })}`;

const en = {
	title: 'The Four Horsemen',
	description: 'Score sheet of the Four Horsemen card game: the four horseman scorings, the horseman and seal cards, and the final result once the alignments are revealed.',
	tabs: { players: 'Players', scoring: 'Scorings', final: 'Final', result: 'Result' },
	rulesLink: 'Rules and decisions',
	players: {
		count: 'Players',
		name: (n: number) => `Name of player ${n}`,
		defaultName: (n: number) => `Player ${n}`,
		duplicate: 'Two players have the same name.',
		next: 'Start with the first horseman'
	},
	scoring: {
		pick: 'Horseman scoring',
		number: (n: number) => `Horseman ${n}`,
		intro: 'Count each player’s display when the horseman appears. Empty fields count as 0.',
		good: 'Good',
		evil: 'Evil',
		people: 'Population',
		protection: 'Protection symbols',
		protectionHint: 'against this horseman; good side: heavenly music too, evil side: heavy metal too',
		undying: 'Cannot die',
		field: (what: string, side: string, name: string) => `${name}: ${what}, ${side}`,
		line: (survive: number, dead: number, passed: number, points: number) =>
			`${enN(survive, 'survives', 'survive')}, ${dead} dead${passed > 0 ? `, ${passed} protection passed to evil` : ''} → ${enN(points, 'point', 'points')}`,
		horseman: (name: string) => `Horseman card: ${name}`,
		horsemanBy: { points: 'most points', survivors: 'tie in points: most survivors', tie: 'tie in points and survivors: set aside' },
		nobody: 'nobody',
		seal: (name: string) => `Seal card: ${name}`,
		sealTie: 'tie: set aside',
		sealBy: 'most population cards on display',
		next: (n: number) => `Horseman ${n} →`,
		toFinal: 'To the final result →'
	},
	final: {
		intro: 'After the fourth horseman: enter the points printed on the horseman cards each player holds, then reveal the alignments.',
		horsemanPoints: (name: string) => `${name}: points on horseman cards`,
		pointsCaption: 'Horseman card points',
		alignment: (name: string) => `Alignment of ${name}`,
		good: 'Good',
		evil: 'Evil',
		show: 'Show the result'
	},
	issue: (i: FhIssue, name: (id: string) => string, field: (f: FhField) => string): string => {
		switch (i.code) {
			case 'player-count':
				return `The game needs 2 to 6 players, not ${i.params.count}.`;
			case 'count-invalid':
				return i.params.scoring === 0
					? `${name(i.params.player)}: ${field(i.params.field)} must be a whole number from 0 to 999.`
					: `Horseman ${i.params.scoring}, ${name(i.params.player)}: ${field(i.params.field)} must be a whole number from 0 to 999.`;
			case 'undying-too-many':
				return `Horseman ${i.params.scoring}, ${name(i.params.player)}: more ${i.params.side} cards that cannot die than ${i.params.side} population cards.`;
			case 'alignment-missing':
				return `Reveal the alignment of ${name(i.params.player)}.`;
		}
	},
	fields: {
		good: 'good population cards',
		evil: 'evil population cards',
		goodProtection: 'good protection symbols',
		evilProtection: 'evil protection symbols',
		undyingGood: 'good cards that cannot die',
		undyingEvil: 'evil cards that cannot die',
		horsemanPoints: 'points on horseman cards'
	} satisfies Record<FhField, string>,
	result: {
		outcome: (o: FhOutcome, names: string): string =>
			o.kind === 'good' ? `The good win together: ${names}` : o.kind === 'evil' ? `${names} ${o.winners.length > 1 ? 'share the victory' : 'wins alone'} (evil)` : 'Nobody wins',
		reason: (o: FhOutcome): string =>
			({
				'good-ahead': 'More good than evil people, and the good players have more points than the evil players.',
				'good-not-ahead': 'More good than evil people, but the good players’ points are not greater than the evil players’.',
				'no-good-player': 'More good than evil people, but no player is good.',
				'no-evil-player': 'Not more good than evil people, and no player is evil.',
				'most-points': 'Not more good than evil people: the evil player with the most points wins.',
				'evil-people': 'Not more good than evil people; evil players tied on points: more evil people on display.',
				shared: 'Not more good than evil people; evil players tied on points and evil people: they share the victory.'
			})[o.reason],
		people: (good: number, evil: number) => `People on display: ${good} good, ${evil} evil.`,
		points: (good: number, evil: number) => `Points: good players ${good}, evil players ${evil}.`,
		player: 'Player',
		scoring: (n: number) => `H${n}`,
		cards: 'Cards',
		total: 'Total',
		save: 'Save to the history',
		saved: 'Saved to the history.',
		saveFailed: (why: string) => `Not saved: ${why}`,
		openHistory: 'Open the history',
		share: 'Share the result',
		copied: 'Copied to the clipboard.',
		line: (name: string, points: number, alignment: string, won: boolean) => `${name} (${alignment}): ${enN(points, 'point', 'points')}${won ? ' 🏆' : ''}`,
		edit: 'Change figures',
		newGame: 'New game'
	}
};

export type FourHorsemenText = typeof en;

const de: FourHorsemenText = {
	title: 'Die Vier Reiter',
	description: 'Wertungsbogen für das Kartenspiel um die Vier Apokalyptischen Reiter: die vier Reiter-Wertungen, Reiter- und Siegelkarten und das Endergebnis, wenn die Gesinnungen aufgedeckt sind.',
	tabs: { players: 'Spieler', scoring: 'Wertungen', final: 'Ende', result: 'Ergebnis' },
	rulesLink: 'Regeln und Entscheidungen',
	players: {
		count: 'Spieler',
		name: (n: number) => `Name von Spieler ${n}`,
		defaultName: (n: number) => `Spieler ${n}`,
		duplicate: 'Zwei Spieler haben denselben Namen.',
		next: 'Mit dem ersten Reiter beginnen'
	},
	scoring: {
		pick: 'Reiter-Wertung',
		number: (n: number) => `Reiter ${n}`,
		intro: 'Zählt die Auslage jedes Spielers, wenn der Reiter erscheint. Leere Felder zählen als 0.',
		good: 'Gut',
		evil: 'Böse',
		people: 'Bevölkerung',
		protection: 'Schutzsymbole',
		protectionHint: 'gegen diesen Reiter; gute Seite: auch Himmlische Musik, böse Seite: auch Heavy Metal',
		undying: 'Kann nicht sterben',
		field: (what: string, side: string, name: string) => `${name}: ${what}, ${side}`,
		line: (survive: number, dead: number, passed: number, points: number) =>
			`${survive} überleben, ${dead} tot${passed > 0 ? `, ${passed} Schutz an Böse weitergegeben` : ''} → ${deN(points, 'Punkt', 'Punkte')}`,
		horseman: (name: string) => `Reiterkarte: ${name}`,
		horsemanBy: { points: 'meiste Punkte', survivors: 'Gleichstand bei Punkten: meiste Überlebende', tie: 'Gleichstand bei Punkten und Überlebenden: beiseitegelegt' },
		nobody: 'niemand',
		seal: (name: string) => `Siegelkarte: ${name}`,
		sealTie: 'Gleichstand: beiseitegelegt',
		sealBy: 'meiste ausliegende Bevölkerungskarten',
		next: (n: number) => `Reiter ${n} →`,
		toFinal: 'Zum Endergebnis →'
	},
	final: {
		intro: 'Nach dem vierten Reiter: Gebt die Punkte auf den Reiterkarten jedes Spielers ein, dann deckt die Gesinnungen auf.',
		horsemanPoints: (name: string) => `${name}: Punkte auf Reiterkarten`,
		pointsCaption: 'Punkte der Reiterkarten',
		alignment: (name: string) => `Gesinnung von ${name}`,
		good: 'Gut',
		evil: 'Böse',
		show: 'Ergebnis zeigen'
	},
	issue: (i: FhIssue, name: (id: string) => string, field: (f: FhField) => string): string => {
		switch (i.code) {
			case 'player-count':
				return `Das Spiel braucht 2 bis 6 Spieler, nicht ${i.params.count}.`;
			case 'count-invalid':
				return i.params.scoring === 0
					? `${name(i.params.player)}: ${field(i.params.field)} muss eine ganze Zahl von 0 bis 999 sein.`
					: `Reiter ${i.params.scoring}, ${name(i.params.player)}: ${field(i.params.field)} muss eine ganze Zahl von 0 bis 999 sein.`;
			case 'undying-too-many':
				return `Reiter ${i.params.scoring}, ${name(i.params.player)}: mehr ${i.params.side === 'good' ? 'gute' : 'böse'} Karten, die nicht sterben können, als ${i.params.side === 'good' ? 'gute' : 'böse'} Bevölkerungskarten.`;
			case 'alignment-missing':
				return `Deckt die Gesinnung von ${name(i.params.player)} auf.`;
		}
	},
	fields: {
		good: 'gute Bevölkerungskarten',
		evil: 'böse Bevölkerungskarten',
		goodProtection: 'gute Schutzsymbole',
		evilProtection: 'böse Schutzsymbole',
		undyingGood: 'gute Karten, die nicht sterben können',
		undyingEvil: 'böse Karten, die nicht sterben können',
		horsemanPoints: 'Punkte auf Reiterkarten'
	},
	result: {
		outcome: (o: FhOutcome, names: string): string =>
			o.kind === 'good' ? `Die Guten gewinnen gemeinsam: ${names}` : o.kind === 'evil' ? `${names} ${o.winners.length > 1 ? 'teilen sich den Sieg' : 'gewinnt allein'} (böse)` : 'Niemand gewinnt',
		reason: (o: FhOutcome): string =>
			({
				'good-ahead': 'Mehr gute als böse Menschen, und die guten Spieler haben mehr Punkte als die bösen.',
				'good-not-ahead': 'Mehr gute als böse Menschen, aber die Punkte der Guten sind nicht größer als die der Bösen.',
				'no-good-player': 'Mehr gute als böse Menschen, aber kein Spieler ist gut.',
				'no-evil-player': 'Nicht mehr gute als böse Menschen, und kein Spieler ist böse.',
				'most-points': 'Nicht mehr gute als böse Menschen: Der böse Spieler mit den meisten Punkten gewinnt.',
				'evil-people': 'Nicht mehr gute als böse Menschen; böse Spieler punktgleich: mehr böse Menschen in der Auslage.',
				shared: 'Nicht mehr gute als böse Menschen; böse Spieler gleich bei Punkten und bösen Menschen: Sie teilen sich den Sieg.'
			})[o.reason],
		people: (good: number, evil: number) => `Menschen in den Auslagen: ${good} gut, ${evil} böse.`,
		points: (good: number, evil: number) => `Punkte: gute Spieler ${good}, böse Spieler ${evil}.`,
		player: 'Spieler',
		scoring: (n: number) => `R${n}`,
		cards: 'Karten',
		total: 'Summe',
		save: 'Im Verlauf speichern',
		saved: 'Im Verlauf gespeichert.',
		saveFailed: (why: string) => `Nicht gespeichert: ${why}`,
		openHistory: 'Zum Verlauf',
		share: 'Ergebnis teilen',
		copied: 'In die Zwischenablage kopiert.',
		line: (name: string, points: number, alignment: string, won: boolean) => `${name} (${alignment}): ${deN(points, 'Punkt', 'Punkte')}${won ? ' 🏆' : ''}`,
		edit: 'Zahlen ändern',
		newGame: 'Neues Spiel'
	}
};

export const fourHorsemenText = defineMessages(en, de);
