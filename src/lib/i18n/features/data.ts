/** Messages of the data screens: history, resume card, backups (export, import) and storage settings. */
import { defineMessages } from '../features';
import { plural } from '../plural';

const en_ = (n: number, one: string, other: string) => `${n} ${plural('en', n, { one, other })}`;
const de_ = (n: number, one: string, other: string) => `${n} ${plural('de', n, { one, other })}`;

export const dataText = defineMessages(
	{
		colours: { brown: 'brown', white: 'white', orange: 'orange', black: 'black' },
		status: {
			notStarted: 'Not started yet',
			running: (round: number) => `Running · round ${round}`,
			between: (next: number) => `Running · round ${next} to set up`,
			scoring: 'Final scoring to do',
			finished: 'Finished',
			endedEarly: (round: number) => `ended early after round ${round}`
		},
		vp: (n: number) => `${n} VP`,
		winner: 'Winner',
		winners: 'Shared victory',
		history: {
			empty: 'No games yet. Start a new game and it will be listed here.',
			shown: (n: number, total: number) => `${n} of ${en_(total, 'game', 'games')}`,
			showMore: 'Show more',
			damaged: (n: number) => `${en_(n, 'stored game is', 'stored games are')} damaged and not shown.`,
			actionsFor: (name: string) => `Actions for ${name}`,
			rename: 'Rename',
			renameLabel: 'Name of the game',
			renameHint: 'Leave it empty to show the players’ names.',
			save: 'Save',
			cancel: 'Cancel',
			playAgain: 'Play again',
			playAgainHint: 'Same players and colours, freshly shuffled',
			export: 'Export',
			delete: 'Delete',
			deleted: (name: string) => `“${name}” deleted.`,
			undo: 'Undo'
		},
		resume: { action: 'Resume' },
		storage: {
			title: 'Data on this device',
			games: (n: number) => `${en_(n, 'game', 'games')} stored on this device.`,
			persisted: 'Stored persistently: the browser keeps your games even when space runs low.',
			notPersisted: 'The browser may clear data under storage pressure.',
			unknown: 'This browser does not tell whether it keeps the data for good. Export your games now and then.',
			ask: 'Ask to keep data',
			denied: 'The browser did not agree. Installing the app and exporting now and then keep your games safe.',
			iosHint: 'On iPhone and iPad, “Add to Home Screen” keeps data safer: Safari may clear the data of websites you have not opened for a few weeks.',
			wakeLockTitle: 'During a game',
			wakeLock: 'Keep the screen on while a game is open',
			wakeLockHint: 'The phone lies on the table; this stops it from going dark. Uses a little more battery.',
			wakeLockUnsupported: 'This browser cannot keep the screen on.',
			backupTitle: 'Backup',
			backupHint: 'One file with every game, your box values and these settings. Import it on another device or after a reset.',
			exportAll: 'Export everything',
			exported: (n: number) => `Exported ${en_(n, 'game', 'games')}.`,
			exportSkipped: (n: number) => `${en_(n, 'damaged record was', 'damaged records were')} left out.`
		},
		importer: {
			pick: 'Import from a file',
			reading: 'Reading the file…',
			unreadable: 'The file could not be read. Pick it again, or copy it to this device first.',
			refused: 'This file was not imported',
			unchanged: 'Nothing on this device was changed.',
			conflictsTitle: 'Already on this device',
			conflictsIntro: (n: number) =>
				n === 1
					? 'A game in the file is already stored here. What should happen to it?'
					: `${n} games in the file are already stored here. What should happen to each?`,
			here: (when: string, steps: number) => `Here: changed ${when}, ${en_(steps, 'step', 'steps')}`,
			inFile: (when: string, steps: number) => `In the file: changed ${when}, ${en_(steps, 'step', 'steps')}`,
			damagedHere: 'Here: damaged, cannot be opened',
			forAll: 'For every game',
			keepBoth: 'Keep both',
			replace: 'Replace',
			skip: 'Skip',
			chooseEach: 'Choose what to do with every game first.',
			confirm: 'Import',
			cancel: 'Cancel',
			done: 'Import finished',
			games: (n: number) => `${en_(n, 'game', 'games')} imported.`,
			skipped: (n: number) => `${en_(n, 'game', 'games')} skipped.`,
			profiles: (n: number) => `${en_(n, 'box profile', 'box profiles')} imported.`,
			profileConflicts: 'Some box values in the file differ from yours; yours were kept.',
			settings: 'Settings imported.',
			sheets: (n: number) => `${en_(n, 'score sheet', 'score sheets')} of 6 Billion or The Four Horsemen imported.`,
			toHistory: 'Open the history',
			again: 'Import another file'
		},

		errors: {
			quota: 'The device has no storage space left for this app. Free some space or export your games.',
			unavailable: 'Storage is not available (private mode, disabled site data or a closed database).',
			conflict: 'This game was changed in another tab or window.',
			notFound: 'This game is no longer stored on this device (perhaps deleted in another tab).',
			damaged: 'The stored data of this game is damaged.',
			unknown: 'An unexpected storage error happened.'
		}
	},
	{
		colours: { brown: 'braun', white: 'weiß', orange: 'orange', black: 'schwarz' },
		status: {
			notStarted: 'Noch nicht begonnen',
			running: (round: number) => `Läuft · Runde ${round}`,
			between: (next: number) => `Läuft · Runde ${next} vorzubereiten`,
			scoring: 'Schlusswertung steht aus',
			finished: 'Beendet',
			endedEarly: (round: number) => `vorzeitig beendet nach Runde ${round}`
		},
		vp: (n: number) => `${n} SP`,
		winner: 'Sieger',
		winners: 'Geteilter Sieg',
		history: {
			empty: 'Noch keine Partien. Starte ein neues Spiel, dann erscheint es hier.',
			shown: (n: number, total: number) => `${n} von ${de_(total, 'Partie', 'Partien')}`,
			showMore: 'Mehr anzeigen',
			damaged: (n: number) => `${de_(n, 'gespeicherte Partie ist', 'gespeicherte Partien sind')} beschädigt und werden nicht gezeigt.`,
			actionsFor: (name: string) => `Aktionen für ${name}`,
			rename: 'Umbenennen',
			renameLabel: 'Name der Partie',
			renameHint: 'Leer lassen, um die Namen der Spieler zu zeigen.',
			save: 'Speichern',
			cancel: 'Abbrechen',
			playAgain: 'Nochmal spielen',
			playAgainHint: 'Gleiche Spieler und Farben, neu gemischt',
			export: 'Exportieren',
			delete: 'Löschen',
			deleted: (name: string) => `„${name}“ gelöscht.`,
			undo: 'Rückgängig'
		},
		resume: { action: 'Weiterspielen' },
		storage: {
			title: 'Daten auf diesem Gerät',
			games: (n: number) => `${de_(n, 'Partie', 'Partien')} auf diesem Gerät gespeichert.`,
			persisted: 'Dauerhaft gespeichert: Der Browser behält deine Partien auch bei knappem Speicher.',
			notPersisted: 'Der Browser darf die Daten löschen, wenn der Speicher knapp wird.',
			unknown: 'Dieser Browser verrät nicht, ob er die Daten dauerhaft behält. Exportiere deine Partien ab und zu.',
			ask: 'Dauerhaft speichern lassen',
			denied: 'Der Browser hat nicht zugestimmt. Die App zu installieren und ab und zu zu exportieren schützt deine Partien.',
			iosHint: 'Auf iPhone und iPad schützt „Zum Home-Bildschirm“ die Daten besser: Safari löscht sonst die Daten von Websites, die du einige Wochen nicht geöffnet hast.',
			wakeLockTitle: 'Während einer Partie',
			wakeLock: 'Bildschirm anlassen, solange ein Spiel offen ist',
			wakeLockHint: 'Das Handy liegt auf dem Tisch; so wird es nicht dunkel. Braucht etwas mehr Akku.',
			wakeLockUnsupported: 'Dieser Browser kann den Bildschirm nicht anlassen.',
			backupTitle: 'Sicherung',
			backupHint: 'Eine Datei mit allen Partien, deinen Schachtelwerten und diesen Einstellungen. Importiere sie auf einem anderen Gerät oder nach dem Zurücksetzen.',
			exportAll: 'Alles exportieren',
			exported: (n: number) => `${de_(n, 'Partie', 'Partien')} exportiert.`,
			exportSkipped: (n: number) => `${de_(n, 'beschädigter Eintrag wurde', 'beschädigte Einträge wurden')} ausgelassen.`
		},
		importer: {
			pick: 'Aus Datei importieren',
			reading: 'Datei wird gelesen …',
			unreadable: 'Die Datei ließ sich nicht lesen. Wähle sie noch einmal aus oder kopiere sie zuerst auf dieses Gerät.',
			refused: 'Diese Datei wurde nicht importiert',
			unchanged: 'Auf diesem Gerät wurde nichts geändert.',
			conflictsTitle: 'Schon auf diesem Gerät',
			conflictsIntro: (n: number) =>
				n === 1
					? 'Eine Partie aus der Datei ist hier schon gespeichert. Was soll mit ihr geschehen?'
					: `${n} Partien aus der Datei sind hier schon gespeichert. Was soll mit jeder geschehen?`,
			here: (when: string, steps: number) => `Hier: geändert ${when}, ${de_(steps, 'Schritt', 'Schritte')}`,
			inFile: (when: string, steps: number) => `In der Datei: geändert ${when}, ${de_(steps, 'Schritt', 'Schritte')}`,
			damagedHere: 'Hier: beschädigt, lässt sich nicht öffnen',
			forAll: 'Für alle Partien',
			keepBoth: 'Beide behalten',
			replace: 'Ersetzen',
			skip: 'Überspringen',
			chooseEach: 'Wähle zuerst für jede Partie, was geschehen soll.',
			confirm: 'Importieren',
			cancel: 'Abbrechen',
			done: 'Import abgeschlossen',
			games: (n: number) => `${de_(n, 'Partie', 'Partien')} importiert.`,
			skipped: (n: number) => `${de_(n, 'Partie', 'Partien')} übersprungen.`,
			profiles: (n: number) => `${de_(n, 'Schachtelprofil', 'Schachtelprofile')} importiert.`,
			profileConflicts: 'Einige Schachtelwerte in der Datei weichen von deinen ab; deine wurden behalten.',
			settings: 'Einstellungen importiert.',
			sheets: (n: number) => `${de_(n, 'Wertungsbogen', 'Wertungsbögen')} von 6 Billion oder Die Vier Reiter importiert.`,
			toHistory: 'Zum Verlauf',
			again: 'Weitere Datei importieren'
		},

		errors: {
			quota: 'Auf dem Gerät ist kein Speicherplatz mehr für diese App frei. Schaffe Platz oder exportiere deine Partien.',
			unavailable: 'Der Speicher ist nicht verfügbar (privater Modus, gesperrte Website-Daten oder geschlossene Datenbank).',
			conflict: 'Diese Partie wurde in einem anderen Tab oder Fenster geändert.',
			notFound: 'Diese Partie ist auf diesem Gerät nicht mehr gespeichert (vielleicht in einem anderen Tab gelöscht).',
			damaged: 'Die gespeicherten Daten dieser Partie sind beschädigt.',
			unknown: 'Ein unerwarteter Speicherfehler ist aufgetreten.'
		}
	}
);

export type DataText = (typeof dataText)['en'];
