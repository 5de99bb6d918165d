/** Why a backup or box-profile file was not imported (`FileRefusal` of the db layer), in both languages. */
import type { FileRefusal } from '$lib/db/refusals';
import { defineMessages } from '../features';
import { damageText } from './damage';
import { refusalsText } from './refusals';

type Text = { refusal: (r: FileRefusal) => string };

const rejected = (r: Extract<FileRefusal, { kind: 'game-rejected' }>, lang: 'en' | 'de') =>
	refusalsText[lang].refusal(r.rejection.detail, (id) => r.names[id] ?? id);

const en: Text = {
	refusal: (r) => {
		switch (r.kind) {
			case 'unreadable':
				return 'The file could not be read. Pick it again, or copy it to this device first.';
			case 'empty':
				return 'The file is empty.';
			case 'truncated':
				return 'The file is incomplete: it ends in the middle of the data (was the download or copy cut off?).';
			case 'not-json':
				return 'The file is not valid JSON, so it is not a file this app wrote (or it was edited and damaged).';
			case 'too-large':
				return `The file is too large for a backup (${r.mb} MB; at most ${r.maxMb} MB).`;
			case 'wrong-file':
				return r.expected === 'backup'
					? 'This file is a box profile, not a backup: import it on the box profile page.'
					: 'This file is a full backup, not a box profile: import it on the backup page.';
			case 'foreign': {
				const what = r.format === null ? 'it has no format field' : `its format is “${r.format}”`;
				return r.expected === 'backup' ? `This is not an Armageddon Companion backup (${what}).` : `This is not an Armageddon box profile (${what}).`;
			}
			case 'future':
				return `This backup was made by a newer version of the app (file version ${r.version}, this app reads up to ${r.max}). Update the app, then import it again.`;
			case 'old':
				return `Backups of version ${r.version} cannot be read by this app.`;
			case 'no-version':
				return 'The file is damaged: its schemaVersion is missing or not a whole number.';
			case 'damaged':
				return `The file is damaged: ${r.problem}.`;
			case 'twice':
				return `The file is damaged: the ${r.what === 'game' ? 'game' : 'score sheet'} id ${r.id} occurs twice.`;
			case 'sheet-unscorable':
				return `The file is damaged: the figures of score sheet ${r.id} do not score.`;
			case 'game-rejected':
				return `The game “${r.game}” cannot be imported: its step ${r.step} (${r.event}) is rejected by the rules: ${rejected(r, 'en')}`;
			case 'final-early':
				return `The game “${r.game}” cannot be imported: it has a final result but its steps end in round ${r.round}, before the final scoring.`;
			case 'final-players':
				return `The game “${r.game}” cannot be imported: its final result names players who are not in the game.`;
			case 'profile-damaged':
				return `The box profile is damaged: ${refusalsText.en.refusal(r.rejection.detail, String)}`;
		}
	}
};

const de: Text = {
	refusal: (r) => {
		switch (r.kind) {
			case 'unreadable':
				return 'Die Datei ließ sich nicht lesen. Wähle sie noch einmal aus oder kopiere sie zuerst auf dieses Gerät.';
			case 'empty':
				return 'Die Datei ist leer.';
			case 'truncated':
				return 'Die Datei ist unvollständig: Sie endet mitten in den Daten (wurde der Download oder das Kopieren abgebrochen?).';
			case 'not-json':
				return 'Die Datei ist kein gültiges JSON, also keine Datei dieser App (oder sie wurde bearbeitet und beschädigt).';
			case 'too-large':
				return `Die Datei ist zu groß für eine Sicherung (${r.mb} MB; höchstens ${r.maxMb} MB).`;
			case 'wrong-file':
				return r.expected === 'backup'
					? 'Diese Datei ist ein Schachtelprofil, keine Sicherung: Importiere sie auf der Seite Schachtelwerte.'
					: 'Diese Datei ist eine vollständige Sicherung, kein Schachtelprofil: Importiere sie in den Einstellungen unter Sicherung.';
			case 'foreign': {
				const what = r.format === null ? 'die Datei hat kein Feld „format“' : `die Datei hat das Format „${r.format}“`;
				return r.expected === 'backup' ? `Das ist keine Sicherung des Armageddon Companion (${what}).` : `Das ist kein Schachtelprofil für Armageddon (${what}).`;
			}
			case 'future':
				return `Diese Sicherung stammt aus einer neueren Version der App (Dateiversion ${r.version}, diese App liest bis ${r.max}). Aktualisiere die App und importiere sie dann erneut.`;
			case 'old':
				return `Sicherungen der Version ${r.version} kann diese App nicht lesen.`;
			case 'no-version':
				return 'Die Datei ist beschädigt: Das Feld „schemaVersion“ fehlt oder ist keine ganze Zahl.';
			case 'damaged':
				return `Die Datei ist beschädigt. (${r.issue ? `${r.sheet ? 'Ein Wertungsbogen: ' : ''}${damageText.de.issue(r.issue)}` : r.problem})`;
			case 'twice':
				return `Die Datei ist beschädigt: Die Kennung ${r.id} ${r.what === 'game' ? 'einer Partie' : 'eines Wertungsbogens'} kommt zweimal vor.`;
			case 'sheet-unscorable':
				return `Die Datei ist beschädigt: Die Zahlen des Wertungsbogens ${r.id} ergeben keine Wertung.`;
			case 'game-rejected':
				return `Die Partie „${r.game}“ lässt sich nicht importieren: Ihr Schritt ${r.step} (${refusalsText.de.step(r.event)}) verstößt gegen die Regeln: ${rejected(r, 'de')}`;
			case 'final-early':
				return `Die Partie „${r.game}“ lässt sich nicht importieren: Sie hat ein Endergebnis, aber ihre Schritte enden in Runde ${r.round}, vor der Schlusswertung.`;
			case 'final-players':
				return `Die Partie „${r.game}“ lässt sich nicht importieren: Ihr Endergebnis nennt Spieler, die nicht in der Partie sind.`;
			case 'profile-damaged':
				return `Das Schachtelprofil ist beschädigt: ${refusalsText.de.refusal(r.rejection.detail, String)}`;
		}
	}
};

export const fileRefusalsText = defineMessages(en, de);
