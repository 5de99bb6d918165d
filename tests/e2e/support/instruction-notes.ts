/** Round-log lines as the app words them, built from the app's word maps (src/lib/i18n/words) in a named language. */
import { m } from '../../../src/lib/paraglide/messages.js';
import { area, because, nothingText } from '../../../src/lib/i18n/words/instructions';
import type { Area, Instruction } from '../../../src/lib/games/armageddon/types';

type Lang = 'en' | 'de';
const o = (lang: Lang) => ({ locale: lang });

/** An area as the instructions name it. */
export const areaName = (lang: Lang, a: Area) => area[a]({}, o(lang));

/** A "no change" note of the round log after its names, ": no change (auction penalty: …)": the log names together the players a note is the same for. */
export function nothingNote(lang: Lang, i: Extract<Instruction, { kind: 'nothing' }>): string {
	return m.instructions_nothing({ who: '', why: because[i.because]({}, o(lang)), reason: nothingText(i.detail, lang) }, o(lang));
}

/** The leader sent beside the damage track or back, as the round log says it. */
export function leaderLine(lang: Lang, i: Extract<Instruction, { kind: 'leader' }>, who: string): string {
	return i.away ? m.instructions_leader_away({ who }, o(lang)) : m.instructions_leader_back({ who }, o(lang));
}
