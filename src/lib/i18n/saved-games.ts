/** Saved games and storage errors in words, in the UI language: a game's name, its status, when it was played, a failed write. */
import type { GameStatus, WriteError } from '$lib/db';
import type { Name } from './words/refusals';
import { damageText } from './words/file-refusals';
import type { Lang } from './locale.svelte';
import { m } from './messages';
import type { Phase } from '$lib/games/armageddon';

/** A game's name: the one the players gave it, else the players' names. */
export function gameName(title: string | null, players: readonly { readonly name: string }[]): string {
	return title ?? players.map((p) => p.name).join(', ');
}

/** "Running · round 3", "Finished", … */
export function statusText(game: { status: GameStatus; round: number; phase: Phase; endedEarly?: number }, lang: Lang): string {
	const early = game.endedEarly ? ` · ${m.data_status_ended_early({ round: game.endedEarly }, { locale: lang })}` : '';
	if (game.status === 'finished') return m.data_status_finished({}, { locale: lang }) + early;
	if (game.status === 'scoring') return m.data_status_scoring({}, { locale: lang }) + early;
	if (game.round === 0) return m.data_status_not_started({}, { locale: lang });
	return game.phase === 'not-started' ? m.data_status_between({ next: game.round + 1 }, { locale: lang }) : m.data_status_running({ round: game.round }, { locale: lang });
}

const formats = new Map<string, Intl.DateTimeFormat>();

/** Date and time of day, short, in the UI language; "—" for a date that cannot be shown (never throws: a stored date may be anything an old file held). */
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

const errorMessage = {
	quota: m.data_errors_quota,
	unavailable: m.data_errors_unavailable,
	conflict: m.data_errors_conflict,
	'not-found': m.data_errors_not_found,
	damaged: m.data_errors_damaged,
	unknown: m.data_errors_unknown
} satisfies Record<WriteError['kind'], (inputs: object, options: { locale: Lang }) => string>;

/** A storage error in plain words from the message files, with what is damaged (the db's English `message` is for logs). */
export function errorText(error: WriteError, lang: Lang, name: Name = String): string {
	const text = errorMessage[error.kind]({}, { locale: lang });
	return error.damage ? `${text} (${damageText(error.damage, name, lang)})` : text;
}
