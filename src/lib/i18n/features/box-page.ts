/** Messages of the Box page: the profile's values by group, their sources, export and import. */
import { defineMessages } from '../features';
import { plural } from '../plural';

/** German labels of the values the rulebook gives (English comes from the engine). */
const LABELS_DE: Record<string, string> = {
	'roundTrack.2': 'Plünderer-Vorrücken, Runde 2',
	'damageSpaces.1': 'Schadensleiste, Feld 1: Punkte, solange der Marker dort liegt',
	'damageSpaces.2': 'Schadensleiste, Feld 2',
	'damageSpaces.3': 'Schadensleiste, Feld 3 (Startfeld)',
	'scoringTiles.known': 'Bekanntes Wertungsplättchen',
	'auctionTiles.known': 'Bekanntes Bietplättchen',
	'sameVehicleTable.3': '3 Teile eines Fahrzeugs',
	'differentVehicleTable.2': '2 Teile verschiedener Fahrzeuge',
	extensionHousing: 'Unterkunft des Ausbaus',
	'count.scoringTiles': 'Wertungsplättchen im Spiel',
	'count.auctionTiles': 'Bietplättchen im Spiel',
	'count.buildingTiles': 'Gebäudeplättchen im Spiel',
	'count.equipmentCards': 'Ausrüstungskarten im Spiel',
	'count.buildingCards': 'Gebäudekarten im Spiel',
	'count.constructionSites': 'Bauplätze auf einem Stadttableau',
	'count.privateTilesPerPlayer': 'Private Wertungsplättchen je Spieler',
	'count.publicTiles': 'Öffentliche Wertungsplättchen',
	'count.auctionAreas': 'Bietbereiche',
	survivorsInGame: 'Überlebende im Spiel',
	bag: 'Überlebende im Beutel zu Beginn',
	startingPieces: 'Überlebende, mit denen jeder Spieler beginnt',
	threePlayerRemoval: 'Zu dritt zurück in die Schachtel',
	players: 'Spieler',
	rounds: 'Runden',
	vpStart: 'Startfeld der Punkteleiste',
	vpLap: 'Punkte je Runde um die Punkteleiste',
	damageTrackSpaces: 'Felder der Schadensleiste',
	damageStartSpace: 'Startfeld des Schadensmarkers',
	marauderTrackMax: 'Höchstens wartende Plünderer auf der Plündererleiste'
};

/** German sources of those values (the rulebook's pages). */
const SOURCES_DE: Record<string, string> = {
	'roundTrack.2': 'Regelheft S. 4, Beispiel zu Phase 1: zu Beginn der zweiten Runde rücken alle 2 Felder vor',
	'damageSpaces.1': 'Regelheft S. 4, Phase 1: auf dem ersten Feld der Schadensleiste gibt es 2 Punkte',
	'damageSpaces.2': 'Regelheft S. 4, Phase 1: auf dem zweiten Feld passiert nichts',
	'damageSpaces.3': 'Regelheft S. 2, Aufbau: der Schadensmarker beginnt auf dem dritten Feld (−1)',
	'scoringTiles.known': 'Regelheft S. 9, Beispiel zur Zwischenwertung: Nikki erhält 4 + 4 Punkte für 2 Ingenieure',
	'auctionTiles.known': 'Regelheft S. 5, Beispiel zum Bieten: Nikkis Bonus ist eine Ausrüstungskarte, Franks Malus ein Feld Schaden',
	'sameVehicleTable.3': 'Regelheft S. 11, Beispiel: Travis erhält 9 Punkte für 3 Autoteile',
	'differentVehicleTable.2': 'Regelheft S. 11, Beispiel: ein Bus- und ein Truckteil geben 2 Punkte',
	extensionHousing: 'Regelheft S. 7, Aktion A: der Ausbau zählt als Gebäude mit 2 Unterkunftspunkten und einer Sonderaktion',
	'count.scoringTiles': 'Regelheft S. 1, Spielmaterial: 10 Wertungsplättchen',
	'count.auctionTiles': 'Regelheft S. 1, Spielmaterial: 7 Bietplättchen',
	'count.buildingTiles': 'Regelheft S. 1, Spielmaterial: 32 Gebäudeplättchen',
	'count.equipmentCards': 'Regelheft S. 1, Spielmaterial: 60 Ausrüstungskarten',
	'count.buildingCards': 'Regelheft S. 1, Spielmaterial: 28 Gebäudekarten (14 Level 1, 14 Level 2)',
	'count.constructionSites': 'Regelheft S. 6, Bauen: 8 Gebäudeplätze auf dem Stadttableau',
	'count.privateTilesPerPlayer': 'Regelheft S. 2, Aufbau: jeder zieht verdeckt 2 Wertungsplättchen',
	'count.publicTiles': 'Regelheft S. 2, Aufbau: 2 Wertungsplättchen liegen offen an der Rundenleiste',
	'count.auctionAreas': 'Regelheft S. 2, Aufbau: 3 Bietplättchen auf die 3 Bietfelder',
	survivorsInGame: 'Regelheft S. 1, Spielmaterial: 89 Überlebende (45 grün, 20 rot, 10 blau, 10 gelb, 4 lila)',
	bag: 'Regelheft S. 2, Aufbau: alle übrigen Überlebenden in den Beutel; 65 mit 3 oder 4 Spielern',
	startingPieces: 'Regelheft S. 2, Aufbau: jeder nimmt 5 grüne und 1 lila Überlebenden',
	threePlayerRemoval: 'Regelheft S. 2, Aufbau: zu dritt kommen 5 Arbeiter und 1 Anführer zurück in die Schachtel',
	players: 'Regelheft S. 1–2: für 3 oder 4 Spieler',
	rounds: 'Regelheft S. 4: 6 Runden, Zwischenwertung nach Runde 3',
	vpStart: 'Regelheft S. 2–3, Aufbau: Marker gestapelt auf Feld 10 der Punkteleiste (Startfeld 10)',
	vpLap: 'Regelheft S. 2, Anmerkung: wer die Punkteleiste umrundet, erhält den +40-Chip, dann +80, +120',
	damageTrackSpaces: 'Regelheft S. 8, Abschluss: das letzte Feld der Schadensleiste ist Feld 9',
	damageStartSpace: 'Regelheft S. 2, Aufbau: Schadensmarker mit der Explosionsseite auf das dritte Feld',
	marauderTrackMax: 'Regelheft S. 6, Erkunden: das letzte Feld ist Feld 9; das erste (AK-47) zählt 0'
};

export const boxPageText = defineMessages(
	{
		note: 'The app never invents these values. Those the rulebook gives are filled in with their source; every other one is asked for once, when a game first needs it, or entered here from your box.',
		summary: (rules: number, entered: number, unknown: number) => `${rules} from the rulebook · ${entered} entered · ${unknown} still unknown`,
		groups: {
			roundTrack: 'Round track',
			damageTrack: 'Damage track',
			scoringTiles: 'Scoring tiles',
			auctionTiles: 'Auction tiles',
			equipment: 'Equipment',
			vehicles: 'Vehicles',
			cityBoard: 'City board',
			buildingCards: 'Building cards',
			other: 'Other values from the rulebook'
		},
		status: { rules: 'From the rulebook', entered: 'Entered', unknown: 'Unknown' },
		unknownValue: 'not known yet',
		source: (s: string) => `Source: ${s}`,
		ruleLabel: (_key: string, english: string) => english,
		ruleSource: (_key: string, english: string) => english,
		editPrefix: 'Edit: ',
		save: 'Save',
		cancel: 'Cancel',
		forget: 'Forget this value',
		saved: (label: string) => `Saved: ${label}`,
		values: {
			nothing: 'nothing',
			points: (n: number) => `+${n} ${plural('en', n, { one: 'point', other: 'points' })}`,
			entries: (list: string) => list,
			tilesEntered: (n: number, of: number) => `${n} of ${of} known`,
			range: (min: number, max: number) => `${min} to ${max}`,
			pieces: { worker: 'workers', soldier: 'soldiers', engineer: 'engineers', leader: 'leaders', marauder: 'marauders' }
		},
		transfer: {
			title: 'Share your box values',
			description: 'Save them as a file to keep or pass on; import a file from someone else to fill in what you do not know yet. Values you already have are never overwritten.',
			download: 'Save as file',
			share: 'Share',
			import: 'Import a profile file',
			importing: 'Importing …',
			refused: (message: string) => `The file was not imported, nothing changed: ${message}`,
			failed: (message: string) => `The import failed, nothing changed: ${message}`,
			filled: (n: number) => `Imported: ${n} ${plural('en', n, { one: 'value', other: 'values' })} filled in.`,
			nothingNew: 'Imported: the file had nothing you did not already know.',
			conflicts: 'These values differ from yours; yours were kept:',
			yoursFile: (ours: string, theirs: string) => `yours ${ours}, in the file ${theirs}`,
			shareFailed: 'Sharing did not work; save the file instead.'
		}
	},
	{
		note: 'Die App erfindet diese Werte nie. Was das Regelheft angibt, steht mit Quelle da; jeder andere Wert wird einmal erfragt, sobald ein Spiel ihn braucht, oder hier aus deiner Schachtel eingetragen.',
		summary: (rules: number, entered: number, unknown: number) => `${rules} aus dem Regelheft · ${entered} eingetragen · ${unknown} noch unbekannt`,
		groups: {
			roundTrack: 'Rundenleiste',
			damageTrack: 'Schadensleiste',
			scoringTiles: 'Wertungsplättchen',
			auctionTiles: 'Bietplättchen',
			equipment: 'Ausrüstung',
			vehicles: 'Fahrzeuge',
			cityBoard: 'Stadttableau',
			buildingCards: 'Gebäudekarten',
			other: 'Weitere Werte aus dem Regelheft'
		},
		status: { rules: 'Aus dem Regelheft', entered: 'Eingetragen', unknown: 'Unbekannt' },
		unknownValue: 'noch nicht bekannt',
		source: (s: string) => `Quelle: ${s}`,
		ruleLabel: (key: string, english: string) => LABELS_DE[key] ?? english,
		ruleSource: (key: string, english: string) => SOURCES_DE[key] ?? english,
		editPrefix: 'Ändern: ',
		save: 'Speichern',
		cancel: 'Abbrechen',
		forget: 'Wert vergessen',
		saved: (label: string) => `Gespeichert: ${label}`,
		values: {
			nothing: 'nichts',
			points: (n: number) => `+${n} ${plural('de', n, { one: 'Punkt', other: 'Punkte' })}`,
			entries: (list: string) => list,
			tilesEntered: (n: number, of: number) => `${n} von ${of} bekannt`,
			range: (min: number, max: number) => `${min} bis ${max}`,
			pieces: { worker: 'Arbeiter', soldier: 'Soldaten', engineer: 'Ingenieure', leader: 'Anführer', marauder: 'Plünderer' }
		},
		transfer: {
			title: 'Schachtelwerte teilen',
			description: 'Speichere sie als Datei zum Aufheben oder Weitergeben; importiere die Datei von jemand anderem, um zu ergänzen, was du noch nicht weißt. Deine vorhandenen Werte werden nie überschrieben.',
			download: 'Als Datei speichern',
			share: 'Teilen',
			import: 'Profildatei importieren',
			importing: 'Importiert …',
			refused: (message: string) => `Die Datei wurde nicht importiert, nichts wurde geändert: ${message}`,
			failed: (message: string) => `Der Import ist fehlgeschlagen, nichts wurde geändert: ${message}`,
			filled: (n: number) => `Importiert: ${n} ${plural('de', n, { one: 'Wert', other: 'Werte' })} ergänzt.`,
			nothingNew: 'Importiert: die Datei enthielt nichts, was du nicht schon wusstest.',
			conflicts: 'Diese Werte weichen von deinen ab; deine wurden behalten:',
			yoursFile: (ours: string, theirs: string) => `deiner ${ours}, in der Datei ${theirs}`,
			shareFailed: 'Teilen hat nicht geklappt; speichere stattdessen die Datei.'
		}
	}
);

export type BoxPageText = (typeof boxPageText)['en'];

/** Keys with a German label and source: the Box page test checks every rulebook entry has both. */
export const TRANSLATED_RULE_KEYS: readonly string[] = Object.keys(SOURCES_DE).filter((k) => k in LABELS_DE);
