/** Messages of the track mode (settings and game page) and the in-app board of the VP, marauder and damage tracks. */
import { defineMessages } from '../features';

export const tracksText = defineMessages(
	{
		title: 'Tracks',
		board: 'Tracks on the board',
		boardHint: 'Move the VP, marauder and damage markers on the board; the app lists one line per player and phase to copy.',
		app: 'Tracks in the app',
		appHint: 'Leave the markers alone: the app shows the tracks. It lists only what you do by hand (cards, survivors, leader).',
		heading: 'The tracks',
		vp: 'VP',
		space: (space: number) => `space ${space}`,
		chip: (chip: number) => `+${chip} chip`,
		marauders: 'Marauders',
		damage: 'Damage',
		row: (name: string, vp: number, marauders: number, damage: number) => `${name}: ${vp} VP, marauders ${marauders}, damage space ${damage}`
	},
	{
		title: 'Leisten',
		board: 'Leisten auf dem Spielbrett',
		boardHint: 'Punkte-, Plünderer- und Schadensmarker auf dem Brett ziehen; die App nennt pro Spieler und Phase eine Zeile zum Übertragen.',
		app: 'Leisten in der App',
		appHint: 'Die Marker bleiben liegen: Die App zeigt die Leisten. Sie nennt nur, was ihr von Hand macht (Karten, Überlebende, Anführer).',
		heading: 'Die Leisten',
		vp: 'Punkte',
		space: (space: number) => `Feld ${space}`,
		chip: (chip: number) => `+${chip}-Chip`,
		marauders: 'Plünderer',
		damage: 'Schaden',
		row: (name: string, vp: number, marauders: number, damage: number) => `${name}: ${vp} Punkte, Plünderer ${marauders}, Schadensfeld ${damage}`
	}
);
