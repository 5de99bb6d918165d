/**
 * The engine's codes in the words of the board instructions (src/lib/i18n/instruction-words.ts), from the compiled
 * messages: that module reads the app's locale store (runes), which Node cannot load, so the tests name the language.
 */
import { m } from '../../../src/lib/paraglide/messages.js';
import type { Area, AuctionBonus, AuctionPenalty, SurvivorKind } from '../../../src/lib/rules/types';

type Lang = 'en' | 'de';
const o = (lang: Lang) => ({ locale: lang });

const areas = { exploration: m.instructions_area_exploration, construction: m.instructions_area_construction, city: m.instructions_area_city } satisfies Record<Area, unknown>;
const survivors = {
	worker: m.instructions_survivor_worker,
	soldier: m.instructions_survivor_soldier,
	engineer: m.instructions_survivor_engineer,
	leader: m.instructions_survivor_leader
} satisfies Record<SurvivorKind, unknown>;
const bonuses = {
	'marauder-': m.instructions_bonus_marauder,
	'vp+2': m.instructions_bonus_vp_2,
	'damage-': m.instructions_bonus_damage,
	'equipment+': m.instructions_bonus_equipment
} satisfies Record<AuctionBonus, unknown>;
const penalties = {
	'marauder+': m.instructions_penalty_marauder,
	'vp-2': m.instructions_penalty_vp_2,
	'damage+': m.instructions_penalty_damage,
	'equipment-': m.instructions_penalty_equipment
} satisfies Record<AuctionPenalty, unknown>;

/** "Exploration", "Bauen", … */
export const areaName = (lang: Lang, a: Area) => areas[a]({}, o(lang));
/** "2 workers", "1 Soldat", … */
export const survivorCount = (lang: Lang, kind: SurvivorKind, n: number) => survivors[kind]({ n }, o(lang));
/** An auction tile's bonus as the instructions name it. */
export const bonusName = (lang: Lang, b: AuctionBonus) => bonuses[b]({}, o(lang));
/** An auction tile's penalty as the instructions name it. */
export const penaltyName = (lang: Lang, p: AuctionPenalty) => penalties[p]({}, o(lang));
