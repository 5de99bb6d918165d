/** Messages of the history's section for the other games (6 Billion, Four Horsemen). */
import { defineMessages } from '../features';
import { plural } from '../plural';
import type { SheetGame } from '$lib/games/sheets';

export const sheetsHistoryText = defineMessages(
	{
		armageddon: 'Armageddon',
		heading: 'Other games',
		games: { 'six-billion': '6 Billion', 'four-horsemen': 'The Four Horsemen' } satisfies Record<SheetGame, string>,
		gameOf: (game: string, date: string) => `${game} · ${date}`,
		points: (n: number) => `${n}`,
		neutral: 'neutral',
		winner: 'Winner',
		nobody: 'Nobody won',
		remove: 'Delete',
		removeLabel: (what: string) => `Delete ${what}`,
		removed: (what: string) => `${what} deleted.`,
		undo: 'Undo',
		damaged: (n: number) => `${n} ${plural('en', n, { one: 'stored score sheet is', other: 'stored score sheets are' })} damaged and not shown.`,
		stats: (game: string) => `${game}: players`,
		player: 'Player',
		played: 'Games',
		wins: 'Wins',
		average: 'Average',
		best: 'Best'
	},
	{
		armageddon: 'Armageddon',
		heading: 'Weitere Spiele',
		games: { 'six-billion': '6 Billion', 'four-horsemen': 'Die Vier Reiter' },
		gameOf: (game: string, date: string) => `${game} · ${date}`,
		points: (n: number) => `${n}`,
		neutral: 'neutral',
		winner: 'Sieger',
		nobody: 'Niemand hat gewonnen',
		remove: 'Löschen',
		removeLabel: (what: string) => `${what} löschen`,
		removed: (what: string) => `${what} gelöscht.`,
		undo: 'Rückgängig',
		damaged: (n: number) => `${n} ${plural('de', n, { one: 'gespeicherter Wertungsbogen ist', other: 'gespeicherte Wertungsbögen sind' })} beschädigt und nicht gezeigt.`,
		stats: (game: string) => `${game}: Spieler`,
		player: 'Spieler',
		played: 'Partien',
		wins: 'Siege',
		average: 'Schnitt',
		best: 'Bestwert'
	}
);
