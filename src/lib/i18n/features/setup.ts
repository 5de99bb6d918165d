/** Messages of the setup assistant (/new): players, seed, draw mode, tile entry, table summary, secret tiles. */
import { defineMessages } from '../features';
import { plural } from '../plural';
import type { AuctionTile, ScoringTile } from '../../rules/types';

const vpEn = (n: number) => `${n} VP`;
const vpDe = (n: number) => `${n} ${plural('de', n, { one: 'Siegpunkt', other: 'Siegpunkte' })}`;

/** Texts of the setup assistant and its shared components (tile pickers, summary, secret reveal). */
export const setupText = defineMessages(
	{
		progress: (step: number, total: number) => `Step ${step} of ${total}`,
		next: 'Next',
		back: 'Back',
		start: 'Start game',
		starting: 'Starting the game…',
		steps: {
			players: 'Players and seats',
			draw: 'Who draws the tiles?',
			scoring: 'Public scoring tiles',
			auction: 'Auction tiles',
			summary: 'Set up the table',
			secrets: 'Secret scoring tiles'
		},
		players: {
			swapped: (name: string, colour: string) => `${name} now plays ${String(colour).toLowerCase()}.`,
			count: 'Number of players',
			countOption: (n: number) => `${n} players`,
			remembered: 'Played before? Tap a name:',
			seatingHint: 'Enter the players clockwise, in the order they sit.',
			seat: (n: number) => `Seat ${n}`,
			name: 'Name',
			nameOf: (n: number) => `Name, seat ${n}`,
			colourOf: (who: string) => `Colour of ${who}`,
			moveUp: (who: string) => `Move ${who} up`,
			moveDown: (who: string) => `Move ${who} down`,
			seatLabel: (n: number) => `seat ${n}`
		},
		colours: { brown: 'Brown', white: 'White', orange: 'Orange', black: 'Black' },
		errors: {
			nameEmpty: 'Enter a name.',
			nameTooLong: (max: number) => `Use at most ${max} characters.`,
			nameTaken: (name: string) => `“${name}” is already playing. Use another name.`,
			colourTaken: (colour: string, who: string) => `${colour} is already ${who}’s colour. Choose another one.`,
			seed: 'Use 6 characters: digits and letters except I, L, O and U.',
			fix: 'Please correct the marked fields first.',
			scoringMissing: 'Enter both tiles first: what each counts and its points.',
			auctionMissing: 'Enter the bonus and the penalty of all three tiles first.',
			auctionTwice: 'The same tile is entered for two areas. Each area has its own tile: check the tiles on the board.',
			startFailed: (reason: string) => `The game could not be started: ${reason}`,
			saveFailed: (reason: string) => `The game could not be saved on this device: ${reason}`,
			tryAgain: 'Try again'
		},
		seed: {
			label: 'Setup code',
			hint: 'The same code with the same players in the same order gives the same setup on any phone.',
			newCode: 'New code',
			share: 'Share link',
			copy: 'Copy link',
			copied: 'Link copied.',
			shareTitle: 'Armageddon: our setup',
			manual: 'Copy this link:'
		},
		draw: {
			choice: 'How are the tiles drawn?',
			app: 'The app draws',
			appHint: 'The app draws the scoring and auction tiles and shows each player their two secret tiles.',
			table: 'We shuffle at the table',
			tableHint:
				'You shuffle and draw as the rulebook says, then enter the 2 public scoring tiles and the 3 auction tiles. Secret tiles are entered at the final scoring.',
			unknown: 'The app can draw only when your box values list all 10 scoring tiles and all 7 auction tiles.',
			toBox: 'Enter them under Box values.',
			onlyScoring: 'Your box values list only the scoring tiles: the app draws those, you draw the auction tiles at the table.',
			onlyAuction: 'Your box values list only the auction tiles: the app draws those, you draw the scoring tiles at the table.',
			vpStack: 'Either way the app decides the order of the markers on space 10 of the victory point track.'
		},
		scoring: {
			intro: 'Shuffle the 10 scoring tiles face down and draw 2. Enter what they show.',
			mid: 'First tile: between rounds 3 and 4 (intermediate scoring)',
			final: 'Second tile: end of the round track (final scoring)'
		},
		auction: {
			intro: 'Shuffle the 7 auction tiles, reveal 3 and lay them left to right. Enter the bonus and the penalty of each.'
		},
		tile: {
			kind: 'What it counts',
			survivor: 'Survivors',
			building: 'Buildings',
			equipment: 'Equipment',
			anyEquipment: 'Any equipment card',
			target: 'Which',
			vp: 'Points each',
			known: 'Tiles from your box values',
			incomplete: 'Not complete yet',
			headquarters: 'Headquarters',
			civil: 'Civil',
			military: 'Military',
			science: 'Science',
			bonus: 'Bonus (highest bid)',
			penalty: 'Penalty (lowest bid)',
			bonuses: { 'marauder-': '−1 marauder, +1 VP', 'vp+2': '+2 VP', 'damage-': '−1 damage', 'equipment+': '+1 equipment card' },
			penalties: { 'marauder+': '+1 marauder', 'vp-2': '−2 VP', 'damage+': '+1 damage', 'equipment-': '−1 equipment card' },
			pair: (bonus: string, penalty: string) => `Bonus ${bonus} · Penalty ${penalty}`,
			counts: {
				worker: 'Each worker',
				soldier: 'Each soldier',
				engineer: 'Each engineer',
				leader: 'Each leader',
				headquarters: 'Each Headquarters building',
				civil: 'Each Civil building',
				military: 'Each Military building',
				science: 'Each Science building',
				beer: 'Each beer card',
				gasoline: 'Each gasoline card',
				weapon: 'Each weapons card',
				medicine: 'Each medicine card',
				vehicle: 'Each vehicle part',
				map: 'Each map',
				any: 'Each equipment card'
			},
			each: (vp: number) => vpEn(vp)
		},
		summary: {
			scoring: 'Scoring tiles',
			mid: 'Between rounds 3 and 4 (intermediate scoring)',
			final: 'End of the round track (final scoring)',
			drawOne: 'Draw one at the table, face up',
			auction: 'Auction tiles, left to right',
			revealOne: 'Reveal one at the table',
			auctionRest: 'The other auction tiles: a face-down stack beside the board.',
			vpStack: 'Victory point track, space 10',
			vpStackHint: 'Stack one marker per player as shown, starting with 1 at the bottom:',
			top: 'on top: start player',
			startPlayer: (name: string) => `Start player: ${name}`,
			bag: 'Into the bag',
			bagTotal: (n: number) => `${n} survivors in all`,
			bagCounts: {
				worker: (n: number) => `${n} ${plural('en', n, { one: 'worker', other: 'workers' })} (green)`,
				marauder: (n: number) => `${n} ${plural('en', n, { one: 'marauder', other: 'marauders' })} (red)`,
				soldier: (n: number) => `${n} ${plural('en', n, { one: 'soldier', other: 'soldiers' })} (blue)`,
				engineer: (n: number) => `${n} ${plural('en', n, { one: 'engineer', other: 'engineers' })} (yellow)`
			},
			checklist: 'Checklist',
			checklistHint: 'Tap each step once it is done.',
			board: 'Board',
			eachPlayer: 'Every player takes',
			threePlayers: 'With 3 players',
			items: {
				roundMarker: 'Round marker beside round 1',
				equipment: 'Equipment cards shuffled, face down beside the equipment display',
				buildings: 'Building cards sorted into level 1 and level 2, each deck shuffled face down',
				buildingTiles: 'Building tiles shuffled face down',
				chips: 'VP chips beside the victory point track',
				cityBoard: 'A city board',
				extension: 'The extension tile on the rightmost site',
				damage: 'The damage marker, explosion side up, on space 3 of the damage track',
				screen: 'A screen in their colour',
				markers: '5 markers in their colour',
				pieces: (workers: number, leaders: number) =>
					`${workers} ${plural('en', workers, { one: 'worker', other: 'workers' })} and ${leaders} ${plural('en', leaders, { one: 'leader', other: 'leaders' })} behind the screen`,
				marauderTrack: 'One marker on the first space of the marauder track',
				vpTrack: 'One marker on space 10 of the victory point track, in the order above',
				removed: (workers: number, leaders: number) =>
					`${workers} ${plural('en', workers, { one: 'worker', other: 'workers' })} and ${leaders} ${plural('en', leaders, { one: 'leader', other: 'leaders' })} back into the box`,
				leftoverTiles: 'The 2 scoring tiles left over back into the box, unseen',
				bag: 'All other survivors into the bag'
			}
		},
		secret: {
			passTo: (name: string) => `Pass the phone to ${name}`,
			onlyYou: (name: string) => `Only ${name} may look.`,
			hold: 'Press and hold to see your tiles',
			showing: 'Release to hide them',
			holdHint: 'Keep the button pressed (or hold Space or Enter). Release it and the tiles are hidden again.',
			yourTiles: (name: string) => `${name}’s secret scoring tiles`,
			takeHint: 'Take these two tiles and keep them behind your screen. At the final scoring you choose one of them.',
			done: 'Done, pass on',
			doneLast: 'Done',
			skip: (name: string) => `Skip ${name}: look later on the player sheet`,
			allDone: 'Every player has their secret tiles.',
			skipped: (names: string, _count: number) =>
				`${names} can look at their secret tiles later in the game: tap their name, then “Show secret tiles”.`
		}
	},
	{
		progress: (step: number, total: number) => `Schritt ${step} von ${total}`,
		next: 'Weiter',
		back: 'Zurück',
		start: 'Spiel starten',
		starting: 'Das Spiel startet …',
		steps: {
			players: 'Spieler und Plätze',
			draw: 'Wer zieht die Plättchen?',
			scoring: 'Öffentliche Wertungsplättchen',
			auction: 'Bietplättchen',
			summary: 'Spielaufbau',
			secrets: 'Geheime Wertungsplättchen'
		},
		players: {
			swapped: (name: string, colour: string) => `${name} spielt jetzt ${colour}.`,
			count: 'Anzahl der Spieler',
			countOption: (n: number) => `${n} Spieler`,
			remembered: 'Schon mal gespielt? Tippe auf einen Namen:',
			seatingHint: 'Trage die Spieler im Uhrzeigersinn ein, so wie sie sitzen.',
			seat: (n: number) => `Platz ${n}`,
			name: 'Name',
			nameOf: (n: number) => `Name, Platz ${n}`,
			colourOf: (who: string) => `Farbe von ${who}`,
			moveUp: (who: string) => `${who} nach oben schieben`,
			moveDown: (who: string) => `${who} nach unten schieben`,
			seatLabel: (n: number) => `Platz ${n}`
		},
		colours: { brown: 'Braun', white: 'Weiß', orange: 'Orange', black: 'Schwarz' },
		errors: {
			nameEmpty: 'Gib einen Namen ein.',
			nameTooLong: (max: number) => `Höchstens ${max} Zeichen.`,
			nameTaken: (name: string) => `„${name}“ spielt schon mit. Nimm einen anderen Namen.`,
			colourTaken: (colour: string, who: string) => `${colour} ist schon die Farbe von ${who}. Wähle eine andere.`,
			seed: 'Verwende 6 Zeichen: Ziffern und Buchstaben außer I, L, O und U.',
			fix: 'Bitte korrigiere zuerst die markierten Felder.',
			scoringMissing: 'Gib zuerst beide Plättchen ein: was sie zählen und ihre Punkte.',
			auctionMissing: 'Gib zuerst Bonus und Malus aller drei Plättchen ein.',
			auctionTwice: 'Dasselbe Plättchen ist für zwei Bereiche eingegeben. Jeder Bereich hat sein eigenes Plättchen: Prüfe die Plättchen auf dem Spielplan.',
			startFailed: (reason: string) => `Das Spiel konnte nicht starten: ${reason}`,
			saveFailed: (reason: string) => `Das Spiel konnte auf diesem Gerät nicht gespeichert werden: ${reason}`,
			tryAgain: 'Erneut versuchen'
		},
		seed: {
			label: 'Aufbau-Code',
			hint: 'Derselbe Code mit denselben Spielern in derselben Reihenfolge ergibt auf jedem Handy denselben Aufbau.',
			newCode: 'Neuer Code',
			share: 'Link teilen',
			copy: 'Link kopieren',
			copied: 'Link kopiert.',
			shareTitle: 'Armageddon: unser Aufbau',
			manual: 'Kopiere diesen Link:'
		},
		draw: {
			choice: 'Wie werden die Plättchen gezogen?',
			app: 'Die App zieht',
			appHint: 'Die App zieht Wertungs- und Bietplättchen und zeigt jedem Spieler seine zwei geheimen Plättchen.',
			table: 'Wir mischen am Tisch',
			tableHint:
				'Ihr mischt und zieht wie in der Spielregel und gebt dann die 2 öffentlichen Wertungsplättchen und die 3 Bietplättchen ein. Geheime Plättchen kommen erst bei der Schlusswertung dran.',
			unknown: 'Die App kann nur ziehen, wenn deine Schachtelwerte alle 10 Wertungsplättchen und alle 7 Bietplättchen enthalten.',
			toBox: 'Trage sie unter Schachtelwerte ein.',
			onlyScoring:
				'Deine Schachtelwerte enthalten nur die Wertungsplättchen: Die App zieht diese, die Bietplättchen zieht ihr am Tisch.',
			onlyAuction:
				'Deine Schachtelwerte enthalten nur die Bietplättchen: Die App zieht diese, die Wertungsplättchen zieht ihr am Tisch.',
			vpStack: 'In beiden Fällen bestimmt die App die Reihenfolge der Spielermarker auf Feld 10 der Punkteleiste.'
		},
		scoring: {
			intro: 'Mischt die 10 Wertungsplättchen verdeckt und zieht 2. Gib ein, was sie zeigen.',
			mid: 'Erstes Plättchen: zwischen Runde 3 und 4 (Zwischenwertung)',
			final: 'Zweites Plättchen: am Ende der Rundenleiste (Schlusswertung)'
		},
		auction: {
			intro: 'Mischt die 7 Bietplättchen, deckt 3 auf und legt sie von links nach rechts aus. Gib jeweils Bonus und Malus ein.'
		},
		tile: {
			kind: 'Was es zählt',
			survivor: 'Überlebende',
			building: 'Gebäude',
			equipment: 'Ausrüstung',
			anyEquipment: 'Jede Ausrüstungskarte',
			target: 'Welche',
			vp: 'Punkte pro Stück',
			known: 'Plättchen aus deinen Schachtelwerten',
			incomplete: 'Noch nicht vollständig',
			headquarters: 'Hauptquartier',
			civil: 'Zivil',
			military: 'Militär',
			science: 'Wissenschaft',
			bonus: 'Bonus (höchstes Gebot)',
			penalty: 'Malus (niedrigstes Gebot)',
			bonuses: { 'marauder-': '−1 Plünderer, +1 Siegpunkt', 'vp+2': '+2 Siegpunkte', 'damage-': '−1 Schaden', 'equipment+': '+1 Ausrüstung' },
			penalties: { 'marauder+': '+1 Plünderer', 'vp-2': '−2 Siegpunkte', 'damage+': '+1 Schaden', 'equipment-': '−1 Ausrüstung' },
			pair: (bonus: string, penalty: string) => `Bonus ${bonus} · Malus ${penalty}`,
			counts: {
				worker: 'Jeder Arbeiter',
				soldier: 'Jeder Soldat',
				engineer: 'Jeder Ingenieur',
				leader: 'Jeder Anführer',
				headquarters: 'Jedes Hauptquartier-Gebäude',
				civil: 'Jedes Zivil-Gebäude',
				military: 'Jedes Militär-Gebäude',
				science: 'Jedes Wissenschafts-Gebäude',
				beer: 'Jede Karte Bier',
				gasoline: 'Jede Karte Benzin',
				weapon: 'Jede Karte Waffen',
				medicine: 'Jede Karte Medikamente',
				vehicle: 'Jedes Fahrzeugteil',
				map: 'Jede Landkarte',
				any: 'Jede Ausrüstungskarte'
			},
			each: (vp: number) => vpDe(vp)
		},
		summary: {
			scoring: 'Wertungsplättchen',
			mid: 'Zwischen Runde 3 und 4 (Zwischenwertung)',
			final: 'Ende der Rundenleiste (Schlusswertung)',
			drawOne: 'Am Tisch eines ziehen, offen auslegen',
			auction: 'Bietplättchen, von links nach rechts',
			revealOne: 'Am Tisch eines aufdecken',
			auctionRest: 'Die übrigen Bietplättchen: verdeckter Stapel neben dem Spielplan.',
			vpStack: 'Punkteleiste, Feld 10',
			vpStackHint: 'Stapelt je einen Spielermarker wie gezeigt, beginnend mit 1 unten:',
			top: 'oben: Startspieler',
			startPlayer: (name: string) => `Startspieler: ${name}`,
			bag: 'In den Beutel',
			bagTotal: (n: number) => `insgesamt ${n} Überlebende`,
			bagCounts: {
				worker: (n: number) => `${n} Arbeiter (grün)`,
				marauder: (n: number) => `${n} Plünderer (rot)`,
				soldier: (n: number) => `${n} ${plural('de', n, { one: 'Soldat', other: 'Soldaten' })} (blau)`,
				engineer: (n: number) => `${n} ${plural('de', n, { one: 'Ingenieur', other: 'Ingenieure' })} (gelb)`
			},
			checklist: 'Checkliste',
			checklistHint: 'Tippe auf jeden Schritt, sobald er erledigt ist.',
			board: 'Spielplan',
			eachPlayer: 'Jeder Spieler nimmt',
			threePlayers: 'Zu dritt',
			items: {
				roundMarker: 'Rundenmarker links neben Runde 1',
				equipment: 'Ausrüstungskarten gemischt, verdeckt neben der Ausrüstungsauslage',
				buildings: 'Gebäudekarten nach Level 1 und Level 2 sortiert, beide Stapel verdeckt gemischt',
				buildingTiles: 'Gebäudeplättchen verdeckt gemischt',
				chips: 'Punktechips neben der Punkteleiste',
				cityBoard: 'Ein Stadttableau',
				extension: 'Das Ausbauplättchen auf dem Feld ganz rechts',
				damage: 'Den Schadensmarker mit der Explosionsseite auf Feld 3 der Schadensleiste',
				screen: 'Einen Sichtschirm in seiner Farbe',
				markers: '5 Spielermarker in seiner Farbe',
				pieces: (workers: number, leaders: number) => `${workers} Arbeiter und ${leaders} Anführer hinter den Sichtschirm`,
				marauderTrack: 'Einen Spielermarker auf das erste Feld der Plündererleiste',
				vpTrack: 'Einen Spielermarker auf Feld 10 der Punkteleiste, in der Reihenfolge oben',
				removed: (workers: number, leaders: number) => `${workers} Arbeiter und ${leaders} Anführer zurück in die Schachtel`,
				leftoverTiles: 'Die 2 übrigen Wertungsplättchen ungesehen zurück in die Schachtel',
				bag: 'Alle übrigen Überlebenden in den Beutel'
			}
		},
		secret: {
			passTo: (name: string) => `Gib das Handy an ${name}`,
			onlyYou: (name: string) => `Nur ${name} darf hinschauen.`,
			hold: 'Gedrückt halten, um deine Plättchen zu sehen',
			showing: 'Loslassen zum Verdecken',
			holdHint: 'Halte die Taste gedrückt (oder Leertaste bzw. Enter). Lässt du los, sind die Plättchen wieder verdeckt.',
			yourTiles: (name: string) => `Geheime Wertungsplättchen von ${name}`,
			takeHint: 'Nimm dir diese zwei Plättchen und leg sie hinter deinen Sichtschirm. Bei der Schlusswertung wählst du eines davon.',
			done: 'Fertig, weitergeben',
			doneLast: 'Fertig',
			skip: (name: string) => `${name} überspringen: später im Spielerblatt ansehen`,
			allDone: 'Jeder Spieler hat seine geheimen Plättchen.',
			skipped: (names: string, count: number) =>
				`${names} ${plural('de', count, { one: 'kann', other: 'können' })} die geheimen Plättchen später im Spiel ansehen: auf den Namen tippen, dann „Geheime Plättchen zeigen“.`
		}
	}
);

export type SetupText = (typeof setupText)['en'];

/** A scoring tile in words, e.g. "Each engineer: 4 VP". */
export function describeScoringTile(t: SetupText, tile: ScoringTile): string {
	const what = tile.kind === 'any-equipment' ? t.tile.counts.any : t.tile.counts[tile.target];
	return `${what}: ${t.tile.each(tile.vp)}`;
}

/** An auction tile in words: its bonus and its penalty. */
export function describeAuctionTile(t: SetupText, tile: AuctionTile): string {
	return t.tile.pair(t.tile.bonuses[tile.bonus], t.tile.penalties[tile.penalty]);
}
