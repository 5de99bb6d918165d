/** Messages of the box transcription (/box/transcribe): steps in the order things lie on the table. */
import { defineMessages } from '../features';
import { plural } from '../plural';

export const transcribeText = defineMessages(
	{
		title: 'Transcribe your box',
		intro: 'Values printed only on the components, in the order they lie on the table. Each tap is saved at once: leave at any step and come back later.',
		start: 'Transcribe your box',
		resume: (done: number, total: number) => `Go on transcribing (${done} of ${total} values)`,
		progress: (done: number, total: number) => `${done} of ${total} values`,
		step: (n: number, total: number) => `Step ${n} of ${total}`,
		steps: {
			board: 'The game board: the round track',
			city: 'A city board: the damage track and the housing',
			scoring: 'The 10 scoring tiles',
			auction: 'The 7 auction tiles',
			equipment: 'The equipment cards',
			vehicles: 'The vehicle cards'
		},
		where: {
			board: 'The number of marauders printed on each space of the round track (round 2 is in the rulebook: 2).',
			city: 'Spaces 4 to 9 of the damage track on a city board (1 or 2 effects each), and the housing printed on the board.',
			scoring: 'Turn the scoring tiles face up: what each counts (left) and its points (right). The engineer tile is in the rulebook.',
			auction: 'Each auction tile: its bonus (highest bid) and its penalty (lowest bid). +Equipment / +Damage is in the rulebook.',
			equipment: 'The tables on the beer and gasoline cards (points for 1, 2, 3 … cards), and the set values on the weapon and medicine cards.',
			vehicles: 'How many different parts each vehicle has, and the two points tables on the vehicle cards.'
		},
		done: 'Done',
		known: 'Known',
		next: 'Next step',
		back: 'Previous step',
		finish: 'Back to the box values',
		allDone: 'Every value is transcribed.',
		drawsWaits: (n: number) => `“The app draws” waits for ${n} more ${plural('en', n, { one: 'tile', other: 'tiles' })}.`,
		drawsReady: '“The app draws” is ready: every tile is known.',
		tileNow: (n: number) => `Tile ${n}`,
		counts: 'What it counts',
		points: 'Points each',
		bonus: 'Bonus',
		penalty: 'Penalty',
		entered: 'Entered',
		remove: (what: string) => `Remove: ${what}`,
		tableNext: (what: string) => `Points for ${what}`,
		tableClear: 'Start the table again',
		type: 'or type'
	},
	{
		title: 'Schachtel übertragen',
		intro: 'Werte, die nur auf den Spielteilen stehen, in der Reihenfolge, in der sie auf dem Tisch liegen. Jeder Tipp wird sofort gespeichert: Ihr könnt bei jedem Schritt aufhören und später weitermachen.',
		start: 'Schachtel übertragen',
		resume: (done: number, total: number) => `Weiter übertragen (${done} von ${total} Werten)`,
		progress: (done: number, total: number) => `${done} von ${total} Werten`,
		step: (n: number, total: number) => `Schritt ${n} von ${total}`,
		steps: {
			board: 'Der Spielplan: die Rundenleiste',
			city: 'Ein Stadttableau: Schadensleiste und Unterkunft',
			scoring: 'Die 10 Wertungsplättchen',
			auction: 'Die 7 Bietplättchen',
			equipment: 'Die Ausrüstungskarten',
			vehicles: 'Die Fahrzeugkarten'
		},
		where: {
			board: 'Die Zahl der Plünderer auf jedem Feld der Rundenleiste (Runde 2 steht im Regelheft: 2).',
			city: 'Felder 4 bis 9 der Schadensleiste auf einem Stadttableau (je 1 oder 2 Effekte) und die aufgedruckte Unterkunft.',
			scoring: 'Die Wertungsplättchen aufdecken: was jedes zählt (links) und seine Punkte (rechts). Das Ingenieur-Plättchen steht im Regelheft.',
			auction: 'Jedes Bietplättchen: Bonus (höchstes Gebot) und Malus (niedrigstes Gebot). +Ausrüstung / +Schaden steht im Regelheft.',
			equipment: 'Die Tabellen auf den Bier- und Benzinkarten (Punkte für 1, 2, 3 … Karten) und die Satzwerte auf den Waffen- und Medizinkarten.',
			vehicles: 'Wie viele verschiedene Teile jedes Fahrzeug hat, und die beiden Punktetabellen auf den Fahrzeugkarten.'
		},
		done: 'Fertig',
		known: 'Bekannt',
		next: 'Weiter',
		back: 'Zurück',
		finish: 'Zurück zu den Schachtelwerten',
		allDone: 'Alle Werte sind übertragen.',
		drawsWaits: (n: number) => `„Die App zieht“ wartet noch auf ${n} Plättchen.`,
		drawsReady: '„Die App zieht“ ist bereit: alle Plättchen sind bekannt.',
		tileNow: (n: number) => `Plättchen ${n}`,
		counts: 'Was es zählt',
		points: 'Punkte pro Stück',
		bonus: 'Bonus',
		penalty: 'Malus',
		entered: 'Eingetragen',
		remove: (what: string) => `Entfernen: ${what}`,
		tableNext: (what: string) => `Punkte für ${what}`,
		tableClear: 'Tabelle neu beginnen',
		type: 'oder tippen'
	}
);
