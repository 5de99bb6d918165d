import { defineMessages } from '../features';
import { plural } from '../plural';

const en = (n: number, one: string, other: string) => `${n} ${plural('en', n, { one, other })}`;
const de = (n: number, one: string, other: string) => `${n} ${plural('de', n, { one, other })}`;

/** Messages of the running game's page: header, player cards, round start, bids, log, corrections. */
export const gameText = defineMessages(
	{
		open: {
			loading: 'Opening the game…',
			notFound: 'There is no game with this link on this device. It may have been deleted, or the link was made on another device.',
			failed: 'The game could not be opened.',
			toHome: 'To the home page',
			toHistory: 'To the history',
			damagedSteps: (n: number) =>
				`${en(n, 'step', 'steps')} at the end of this game could not be read and ${plural('en', n, { one: 'was', other: 'were' })} left out. The game goes on from the last good step.`
		},
		header: {
			round: (n: number) => `Round ${n}`,
			phase: {
				setup: 'Setting up',
				auction: 'Auction',
				exploration: 'Resolving: Exploration',
				construction: 'Resolving: Construction',
				city: 'Resolving: City',
				completion: 'Completion',
				intermediate: 'Intermediate scoring',
				final: 'Final scoring',
				finished: 'Game over'
			},
			startPlayer: (name: string) => `Start player: ${name}`,
			startPlayerLabel: 'Start player: ',
			undo: 'Undo',
			redo: 'Redo',
			saved: 'Saved',
			saving: 'Saving…',
			unsaved: 'Not saved'
		},
		save: {
			problem: 'Not saved on this device',
			export: 'Export this game',
			retry: 'Retry',
			exported: 'The game was exported as a file.',
			exportFailed: (reason: string) => `The file could not be made: ${reason}`,
			reloaded: 'The game was changed in another tab and has been reloaded.',
			held: (n: number) => `${en(n, 'step was', 'steps were')} not saved before the page was closed. They are kept here.`,
			putBack: 'Put them back',
			discard: 'Discard them'
		},
		notice: {
			rejected: 'Not applied',
			undone: (what: string) => `Undone: ${what}`,
			redone: (what: string) => `Redone: ${what}`
		},
		players: {
			heading: 'Players',
			vp: 'VP',
			marauders: 'Marauders',
			damage: 'Damage',
			space: (space: number) => `Space ${space}`,
			chip: (chip: number) => `chip +${chip}`,
			start: 'Start',
			leaderAway: 'Leader away',
			equipment: (n: number) => en(n, 'equipment card', 'equipment cards'),
			housing: (n: number) => `housing ${n}`,
			housingUnknown: 'Housing unknown: enter the city board’s housing',
			open: (name: string) => `${name}: details and corrections`
		},
		sheet: {
			close: 'Close',
			overview: 'Now',
			vpTotal: (total: number) => `${total} VP in all`,
			marauders: (n: number) => `Marauder track: ${n}`,
			damage: (n: number) => `Damage track: space ${n}`,
			leaderAway: (space: number) => `Leader beside the damage track (back once the marker is on space ${space} or left of it)`,
			leaderHome: 'Leader behind the screen',
			survivors: 'Survivors',
			equipment: 'Equipment',
			noEquipment: 'No equipment cards',
			buildings: 'Buildings',
			noBuildings: 'No building cards built',
			site: (site: number, what: string) => `Site ${site}: ${what}`,
			extension: 'Extension built',
			extensionBuiltOver: 'Extension built, then built over (its 2 housing no longer count)',
			twoHouses: (n: number) => `“2 Houses” tiles this round: ${n}`,
			history: 'History',
			noHistory: 'Nothing has changed for this player yet.',
			roundShort: (n: number) => (n === 0 ? 'Setup' : `R${n}`)
		},
		secretTiles: {
			heading: 'Secret scoring tiles',
			show: 'Show secret tiles',
			atTable: 'Drawn at the table: the two tiles lie behind this player’s screen.'
		},
		correction: {
			heading: 'Correct a number',
			hint: 'If the board and the app disagree, set the exact value here. The correction is logged.',
			field: 'What to correct',
			value: 'Exact value',
			now: (value: number) => `Now: ${value}`,
			apply: (value: number) => `Set to ${value}`,
			done: 'Corrected.'
		},
		roundStart: {
			heading: (n: number) => `Round ${n}`,
			intro:
				'Setting up is worked out by the app: the marauder advance, every damage track, the cards to reveal and the start player. You then mirror it on the board.',
			start: (n: number) => `Start round ${n}`,
			checklist: (n: number) => `Round ${n} set-up: mirror on the board`,
			progress: (done: number, total: number) => `${done} of ${total} done`,
			roundMarker: (n: number) => `Move the round marker to round ${n}`,
			survivorsOnCards: 'Draw survivors from the bag onto each equipment card, as many as shown above it.',
			tilesOnCards: 'Put one building tile face up on each building card.'
		},
		bids: {
			heading: (n: number) => `Bids in round ${n}`,
			next: (name: string) => `${name} bids next: tap a number`,
			dueIn: (name: string, area: string) => `${name}: one tap bids in ${area}`,
			count: 'Survivors in the next bid',
			place: (name: string, n: number, area: string, left: number) => `${name}: bid ${n} in ${area} (${left} left)`,
			left: (n: number) => `${n} left`,
			empty: 'No marker yet',
			done: 'Everyone has bid here',
			survivors: (n: number) => en(n, 'survivor', 'survivors'),
			outOfTurn: (due: string, other: string) => `${due} is due. Record ${other}’s marker before ${due}’s?`,
			outOfTurnYes: (other: string) => `Yes, ${other}’s marker`,
			outOfTurnNo: 'No, go back'
		},
		auction: {
			heading: 'Auction result',
			bonus: 'Bonus',
			penalty: 'Penalty',
			changes: 'Changes',
			order: 'Choice order',
			orderFor: (area: string, names: string) => `${area}: ${names}`
		},
		log: {
			heading: 'Round log',
			empty: 'No steps yet.',
			round: (n: number) => (n === 0 ? 'Before round 1' : `Round ${n}`),
			steps: (n: number) => en(n, 'step', 'steps'),
			noChange: 'No change on the board.'
		},
		events: {
			boxValue: (what: string) => `Box value entered: ${what}`,
			endEarly: 'Game ended early: final scoring',
			tiles: 'Tiles drawn at the table entered',
			startRound: 'Round started',
			bid: (name: string, n: number, area: string) => `${name} bids ${n} in ${area}`,
			choose: (name: string, kind: string) => `${name} chooses an equipment card: ${kind}`,
			explore: (name: string, kind: string) => `${name} takes an equipment card: ${kind}`,
			construct: (name: string) => `${name} takes a building card and tile`,
			constructBuild: (name: string, site: number) => `${name} builds on site ${site}`,
			cityAction: (name: string, action: string) => `${name} in the City: ${action}`,
			cityDone: (name: string) => `${name} is done in the City`,
			completion: 'Completion',
			intermediate: 'Intermediate scoring',
			correction: (name: string, field: string, value: number) => `Correction: ${name}’s ${field} set to ${value}`,
			actions: {
				extension: 'build the extension',
				repair: 'repair',
				fight: 'fight off marauders',
				'gain-vp': 'gain VP',
				'repair-vp': 'repair for VP',
				'draw-equipment': 'draw equipment',
				'swap-equipment': 'swap an equipment card',
				exchange: 'exchange a worker',
				'draw-survivor': 'draw a survivor',
				'vp-per-building': 'VP per building',
				'unused-housing-vp': 'VP for unused housing'
			},
			equipment: { beer: 'beer', gasoline: 'gasoline', weapon: 'weapons', medicine: 'medicine', vehicle: 'vehicle part', map: 'map' }
		},
		panel: {
			needs: 'The app needs a value printed on your components to go on.',
			final: 'Go to the final scoring',
			finalHint: 'All six rounds are played. The final scoring adds the scoring tiles, equipment, damage track and marauders.',
			setup: 'Set-up',
			finalHintEarly: (round: number) =>
				`The game was ended after round ${round}. The final scoring adds the scoring tiles, equipment, damage track and marauders to the figures as they stand.`
		},
		endEarly: {
			button: 'End the game now',
			confirm: (round: number) =>
				`End the game after round ${round}? The final scoring then uses the figures as they stand, and the history marks the game as ended early. Undo brings it back.`,
			yes: (round: number) => `Yes, end after round ${round}`,
			no: 'Keep playing'
		}
	},
	{
		open: {
			loading: 'Die Partie wird geöffnet …',
			notFound:
				'Zu diesem Link gibt es auf diesem Gerät keine Partie. Vielleicht wurde sie gelöscht, oder der Link stammt von einem anderen Gerät.',
			failed: 'Die Partie konnte nicht geöffnet werden.',
			toHome: 'Zur Startseite',
			toHistory: 'Zum Verlauf',
			damagedSteps: (n: number) =>
				`${de(n, 'Schritt', 'Schritte')} am Ende dieser Partie ${plural('de', n, { one: 'war', other: 'waren' })} nicht lesbar und ${plural('de', n, { one: 'wurde', other: 'wurden' })} weggelassen. Die Partie geht ab dem letzten guten Schritt weiter.`
		},
		header: {
			round: (n: number) => `Runde ${n}`,
			phase: {
				setup: 'Vorbereitung',
				auction: 'Bieten',
				exploration: 'Auswertung: Erkunden',
				construction: 'Auswertung: Bauen',
				city: 'Auswertung: Stadt',
				completion: 'Abschluss',
				intermediate: 'Zwischenwertung',
				final: 'Schlusswertung',
				finished: 'Partie beendet'
			},
			startPlayer: (name: string) => `Startspieler: ${name}`,
			startPlayerLabel: 'Startspieler: ',
			undo: 'Rückgängig',
			redo: 'Wiederholen',
			saved: 'Gespeichert',
			saving: 'Speichert …',
			unsaved: 'Nicht gespeichert'
		},
		save: {
			problem: 'Nicht auf diesem Gerät gespeichert',
			export: 'Diese Partie exportieren',
			retry: 'Erneut versuchen',
			exported: 'Die Partie wurde als Datei exportiert.',
			exportFailed: (reason: string) => `Die Datei konnte nicht erstellt werden: ${reason}`,
			reloaded: 'Die Partie wurde in einem anderen Tab geändert und neu geladen.',
			held: (n: number) => `${n} ${plural('de', n, { one: 'Schritt wurde', other: 'Schritte wurden' })} vor dem Schließen der Seite nicht gespeichert. Sie sind hier aufgehoben.`,
			putBack: 'Wieder einsetzen',
			discard: 'Verwerfen'
		},
		notice: {
			rejected: 'Nicht übernommen',
			undone: (what: string) => `Rückgängig gemacht: ${what}`,
			redone: (what: string) => `Wiederholt: ${what}`
		},
		players: {
			heading: 'Spieler',
			vp: 'Punkte',
			marauders: 'Plünderer',
			damage: 'Schaden',
			space: (space: number) => `Feld ${space}`,
			chip: (chip: number) => `Marker +${chip}`,
			start: 'Start',
			leaderAway: 'Anführer weg',
			equipment: (n: number) => de(n, 'Ausrüstungskarte', 'Ausrüstungskarten'),
			housing: (n: number) => `Unterkunft ${n}`,
			housingUnknown: 'Unterkunft unbekannt: Unterkunft des Stadttableaus eingeben',
			open: (name: string) => `${name}: Details und Korrekturen`
		},
		sheet: {
			close: 'Schließen',
			overview: 'Stand',
			vpTotal: (total: number) => `${total} Punkte insgesamt`,
			marauders: (n: number) => `Plündererleiste: ${n}`,
			damage: (n: number) => `Schadensleiste: Feld ${n}`,
			leaderAway: (space: number) =>
				`Anführer neben der Schadensleiste (zurück, sobald der Marker auf Feld ${space} oder links davon liegt)`,
			leaderHome: 'Anführer hinter dem Sichtschirm',
			survivors: 'Überlebende',
			equipment: 'Ausrüstung',
			noEquipment: 'Keine Ausrüstungskarten',
			buildings: 'Gebäude',
			noBuildings: 'Keine Gebäudekarten gebaut',
			site: (site: number, what: string) => `Gebäudeplatz ${site}: ${what}`,
			extension: 'Ausbau gebaut',
			extensionBuiltOver: 'Ausbau gebaut, dann überbaut (seine 2 Unterkunftsplätze zählen nicht mehr)',
			twoHouses: (n: number) => `„2 Häuser“-Plättchen in dieser Runde: ${n}`,
			history: 'Verlauf',
			noHistory: 'Für diesen Spieler hat sich noch nichts geändert.',
			roundShort: (n: number) => (n === 0 ? 'Vorb.' : `R${n}`)
		},
		secretTiles: {
			heading: 'Geheime Wertungsplättchen',
			show: 'Geheime Plättchen zeigen',
			atTable: 'Am Tisch gezogen: Die zwei Plättchen liegen hinter dem Sichtschirm dieses Spielers.'
		},
		correction: {
			heading: 'Eine Zahl korrigieren',
			hint: 'Wenn Spielbrett und App nicht übereinstimmen, stelle hier den genauen Wert ein. Die Korrektur wird protokolliert.',
			field: 'Was korrigieren',
			value: 'Genauer Wert',
			now: (value: number) => `Jetzt: ${value}`,
			apply: (value: number) => `Auf ${value} setzen`,
			done: 'Korrigiert.'
		},
		roundStart: {
			heading: (n: number) => `Runde ${n}`,
			intro:
				'Die Vorbereitung rechnet die App aus: das Vorrücken der Plünderer, jede Schadensleiste, die aufzudeckenden Karten und den Startspieler. Ihr übertragt es dann aufs Spielbrett.',
			start: (n: number) => `Runde ${n} beginnen`,
			checklist: (n: number) => `Vorbereitung Runde ${n}: aufs Spielbrett übertragen`,
			progress: (done: number, total: number) => `${done} von ${total} erledigt`,
			roundMarker: (n: number) => `Rundenmarker auf Runde ${n} legen`,
			survivorsOnCards: 'Auf jede Ausrüstungskarte so viele Überlebende aus dem Beutel stellen, wie über ihr angegeben.',
			tilesOnCards: 'Auf jede Gebäudekarte 1 Gebäudeplättchen offen legen.'
		},
		bids: {
			heading: (n: number) => `Gebote in Runde ${n}`,
			next: (name: string) => `${name} ist dran: Zahl antippen`,
			dueIn: (name: string, area: string) => `${name}: ein Tipp bietet bei ${area}`,
			count: 'Überlebende im nächsten Gebot',
			place: (name: string, n: number, area: string, left: number) => `${name}: ${n} bei ${area} bieten (${left} übrig)`,
			left: (n: number) => `${n} übrig`,
			empty: 'Noch kein Marker',
			done: 'Alle haben hier geboten',
			survivors: (n: number) => `${n} Überlebende`,
			outOfTurn: (due: string, other: string) => `${due} ist dran. ${other}s Marker vor dem von ${due} eintragen?`,
			outOfTurnYes: (other: string) => `Ja, ${other}s Marker`,
			outOfTurnNo: 'Nein, zurück'
		},
		auction: {
			heading: 'Ergebnis der Gebote',
			bonus: 'Bonus',
			penalty: 'Malus',
			changes: 'Änderungen',
			order: 'Reihenfolge der Wahl',
			orderFor: (area: string, names: string) => `${area}: ${names}`
		},
		log: {
			heading: 'Rundenprotokoll',
			empty: 'Noch keine Schritte.',
			round: (n: number) => (n === 0 ? 'Vor Runde 1' : `Runde ${n}`),
			steps: (n: number) => de(n, 'Schritt', 'Schritte'),
			noChange: 'Keine Änderung auf dem Spielbrett.'
		},
		events: {
			boxValue: (what: string) => `Schachtelwert eingegeben: ${what}`,
			endEarly: 'Spiel vorzeitig beendet: Schlusswertung',
			tiles: 'Am Tisch gezogene Plättchen eingegeben',
			startRound: 'Runde begonnen',
			bid: (name: string, n: number, area: string) => `${name} bietet ${n} bei ${area}`,
			choose: (name: string, kind: string) => `${name} wählt eine Ausrüstungskarte: ${kind}`,
			explore: (name: string, kind: string) => `${name} nimmt eine Ausrüstungskarte: ${kind}`,
			construct: (name: string) => `${name} nimmt eine Gebäudekarte und ein Gebäudeplättchen`,
			constructBuild: (name: string, site: number) => `${name} baut auf Gebäudeplatz ${site}`,
			cityAction: (name: string, action: string) => `${name} in der Stadt: ${action}`,
			cityDone: (name: string) => `${name} ist in der Stadt fertig`,
			completion: 'Abschluss',
			intermediate: 'Zwischenwertung',
			correction: (name: string, field: string, value: number) => `Korrektur: ${field} von ${name} auf ${value} gesetzt`,
			actions: {
				extension: 'Ausbau bauen',
				repair: 'reparieren',
				fight: 'Plünderer abwehren',
				'gain-vp': 'Punkte erhalten',
				'repair-vp': 'reparieren für Punkte',
				'draw-equipment': 'Ausrüstung ziehen',
				'swap-equipment': 'eine Ausrüstungskarte tauschen',
				exchange: 'einen Arbeiter tauschen',
				'draw-survivor': 'einen Überlebenden ziehen',
				'vp-per-building': 'Punkte pro Gebäude',
				'unused-housing-vp': 'Punkte für freie Unterkunft'
			},
			equipment: { beer: 'Bier', gasoline: 'Benzin', weapon: 'Waffen', medicine: 'Medikamente', vehicle: 'Fahrzeugteil', map: 'Landkarte' }
		},
		panel: {
			needs: 'Um weiterzumachen, braucht die App einen Wert, der auf deinem Spielmaterial gedruckt ist.',
			final: 'Zur Schlusswertung',
			finalHint: 'Alle sechs Runden sind gespielt. Die Schlusswertung zählt Wertungsplättchen, Ausrüstung, Schadensleiste und Plünderer.',
			setup: 'Aufbau',
			finalHintEarly: (round: number) =>
				`Das Spiel wurde nach Runde ${round} beendet. Die Schlusswertung zählt Wertungsplättchen, Ausrüstung, Schadensleiste und Plünderer zum aktuellen Stand hinzu.`
		},
		endEarly: {
			button: 'Spiel jetzt beenden',
			confirm: (round: number) =>
				`Das Spiel nach Runde ${round} beenden? Die Schlusswertung nimmt dann den aktuellen Stand, und der Verlauf zeigt das Spiel als vorzeitig beendet. „Rückgängig“ holt es zurück.`,
			yes: (round: number) => `Ja, nach Runde ${round} beenden`,
			no: 'Weiterspielen'
		}
	}
);
