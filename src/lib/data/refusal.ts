/** Why an import was refused, in the UI language (the db layer words it in English). */
import { dataText } from '$lib/i18n/features/data';
import type { Lang } from '$lib/i18n/locale.svelte';

export type RefusalKind = keyof (typeof dataText)['en']['refusal'] | 'other';

// The beginnings of the db layer's refusal messages (json-file.ts, import.ts); refusal.test.ts pins them.
const PATTERNS: [RegExp, RefusalKind][] = [
	[/^The file is empty/, 'empty'],
	[/^The file is incomplete/, 'truncated'],
	[/^The file is not valid JSON/, 'notJson'],
	[/^This file is a box profile/, 'boxProfile'],
	[/^This is not an Armageddon Companion backup/, 'foreign'],
	[/^This backup was made by a newer version/, 'future'],
	[/^Backups of version/, 'old'],
	[/^The file is damaged:/, 'damaged'],
	[/^The game ".*" cannot be imported/s, 'rejected']
];

/** Which refusal a message of `readBackup`/`importBackup` is. */
export function refusalKind(message: string): RefusalKind {
	return PATTERNS.find(([re]) => re.test(message))?.[1] ?? 'other';
}

/** The refusal for the user: the db's words in English; in German the translation, with the technical detail kept. */
export function refusalText(message: string, lang: Lang): string {
	if (lang === 'en') return message;
	const kind = refusalKind(message);
	if (kind === 'other') return message;
	const text = dataText[lang].refusal[kind];
	if (kind === 'damaged') return `${text} (${message.replace(/^The file is damaged:\s*/, '').replace(/\.$/, '')})`;
	if (kind === 'rejected') return `${text} (${message})`;
	return text;
}
