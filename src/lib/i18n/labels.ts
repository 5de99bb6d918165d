/** Plain-words labels of stored games and storage errors, in the UI language. */
import type { GameStatus, WriteError } from '$lib/db';
import { damageText } from './features/damage';
import { dataText } from './features/data';
import type { Name } from './features/refusals';
import type { Lang } from './locale.svelte';
import type { Phase } from '$lib/rules';

/** A game's name: the one the players gave it, else the players' names. */
export function gameName(title: string | null, players: readonly { readonly name: string }[]): string {
	return title ?? players.map((p) => p.name).join(', ');
}

/** "Running · round 3", "Finished", … */
export function statusText(game: { status: GameStatus; round: number; phase: Phase; endedEarly?: number }, lang: Lang): string {
	const t = dataText[lang].status;
	const early = game.endedEarly ? ` · ${t.endedEarly(game.endedEarly)}` : '';
	if (game.status === 'finished') return t.finished + early;
	if (game.status === 'scoring') return t.scoring + early;
	if (game.round === 0) return t.notStarted;
	return game.phase === 'not-started' ? t.between(game.round + 1) : t.running(game.round);
}

const formats = new Map<string, Intl.DateTimeFormat>();

/** Date and time of day, short, in the UI language; "—" for a date that cannot be shown (never throws: issue 13). */
export function formatWhen(ms: number, lang: Lang, style: Intl.DateTimeFormatOptions = { dateStyle: 'medium', timeStyle: 'short' }): string {
	const key = `${lang} ${JSON.stringify(style)}`;
	let format = formats.get(key);
	if (!format) {
		format = new Intl.DateTimeFormat(lang, style);
		formats.set(key, format);
	}
	try {
		return format.format(ms);
	} catch {
		return '—';
	}
}

const ERROR_KEYS = {
	quota: 'quota',
	unavailable: 'unavailable',
	conflict: 'conflict',
	'not-found': 'notFound',
	damaged: 'damaged',
	unknown: 'unknown'
} as const;

/** A storage error in plain words: the db's own English text, or its German counterpart with what is damaged. */
export function errorText(error: WriteError, lang: Lang, name: Name = String): string {
	if (lang === 'en') return error.message;
	const text = dataText[lang].errors[ERROR_KEYS[error.kind]];
	return error.damage ? `${text} (${damageText[lang].damage(error.damage, name)})` : text;
}
