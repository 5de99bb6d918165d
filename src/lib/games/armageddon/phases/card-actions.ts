/**
 * A City action taken from a building (§7) against the game's copy of the card on its site: the card must print
 * the action, with the survivor and number taken as printed, and with a use left this round. What the card asks
 * for is the card's: a mistyped card is corrected on the card, not in the action.
 */
import { EXTENSION_SITE } from '../housing';
import { SITES } from '../types';
import type { BuildingCard, CardAction, CityAction, PlayerState, Site } from '../types';
import type { CardActionPart, Result } from '../rejections';
import { ok, reject } from './common';

type CardKindAction = Exclude<CityAction, { kind: 'extension' } | { kind: 'repair' }>;

/** The key of a printed action's uses this round. */
export const useKey = (site: Site, index: number): string => `${site}:${index}`;

/** Uses left this round of the action printed at `index` on the card on `site`. */
export function usesLeft(p: PlayerState, site: Site, index: number): number {
	const printed = p.sites[site]?.actions?.[index];
	return printed ? Math.max(0, printed.uses - (p.cardUses[useKey(site, index)] ?? 0)) : 0;
}

/**
 * Whether a building action may be entered without naming its card (the screens ask; a stored action without
 * a site is never refused): the player has a building whose actions were never entered, or the extension (its
 * action is entered nowhere), or no building at all in a game whose cards are not entered (`catalogue`, the
 * box's cards, prints no action). Otherwise every building action comes from a printed card, by its site.
 */
export function unprintedActionsOpen(p: PlayerState, catalogue: readonly BuildingCard[] = []): boolean {
	const cards = Object.values(p.sites);
	const extension = p.extensionBuilt && p.sites[EXTENSION_SITE] === undefined;
	const cardsEntered = catalogue.some((c) => c.actions !== undefined);
	return extension || (cards.length === 0 && !cardsEntered) || cards.some((b) => b !== undefined && b.actions === undefined);
}

/**
 * The action printed at `index` on `p`'s card on `site` as one tap takes it, when the card leaves nothing to
 * choose: one survivor of the kind printed, the printed number (a fight: as many of the marauders waiting as
 * the card allows), the printed type. Null when the player must choose something (the cards kept, a swap, an
 * exchange, the survivor drawn, a number or type the card does not print).
 */
export function oneTapCardAction(p: PlayerState, site: Site, index: number): CityAction | null {
	const a = p.sites[site]?.actions?.[index];
	if (!a) return null;
	const base = { site, survivors: 1, ...(a.needs === 'any' ? {} : { needs: a.needs }) };
	switch (a.kind) {
		case 'fight':
			return a.amount === undefined ? null : { kind: 'fight', ...base, marauders: Math.max(1, Math.min(a.amount, p.marauders)), ...(a.noVp ? { noVp: true } : {}) };
		case 'gain-vp':
			return a.amount === undefined ? null : { kind: 'gain-vp', ...base, vp: a.amount };
		case 'repair-vp':
			return a.amount === 1 || a.amount === 2 ? { kind: 'repair-vp', ...base, vp: a.amount } : null;
		case 'vp-per-building':
			return a.type === undefined ? null : { kind: 'vp-per-building', ...base, type: a.type };
		case 'unused-housing-vp':
			return { kind: 'unused-housing-vp', ...base };
		default:
			return null;
	}
}

/** Which part of `action` differs from the printed `a`, or null when it is taken as printed. */
function differs(action: CardKindAction, a: CardAction): CardActionPart | null {
	if ((action.needs ?? 'any') !== a.needs) return 'needs';
	switch (action.kind) {
		case 'fight':
			// "Fight off N": up to N, as fewer may be waiting.
			if (a.amount !== undefined && action.marauders > a.amount) return 'amount';
			return (action.noVp === true) !== (a.noVp === true) ? 'no-vp' : null;
		case 'gain-vp':
		case 'repair-vp':
			return a.amount !== undefined && action.vp !== a.amount ? 'amount' : null;
		case 'vp-per-building':
			return a.type !== undefined && action.type !== a.type ? 'type' : null;
		default:
			return null;
	}
}

/**
 * Checks a building action that names its site; returns the key of the use it takes, or null when nothing is
 * counted: no site named (stored before sites were named), or a card whose actions were never entered.
 */
export function checkCardAction(p: PlayerState, action: CityAction): Result<string | null> {
	if (action.kind === 'extension' || action.kind === 'repair' || action.site === undefined) return ok(null);
	if (!(SITES as readonly unknown[]).includes(action.site)) {
		const value = String(action.site);
		return reject('invalid-value', `building site must be one of ${SITES.join(', ')}, got ${value}`, { kind: 'bad-choice', field: 'site', value }, { field: 'site', value });
	}
	const site = action.site;
	const card = p.sites[site];
	if (card && card.actions === undefined) return ok(null);
	const printed = (card?.actions ?? []).map((a, index) => ({ a, index })).filter(({ a }) => a.kind === action.kind);
	const where = { player: p.id, site, action: action.kind } as const;
	if (printed.length === 0) {
		return reject('not-allowed', `Nothing on site ${site} of ${p.name}'s city prints ${action.kind}`, { kind: 'card-action-missing', ...where }, { player: p.id, site });
	}
	const asPrinted = printed.filter(({ a }) => differs(action, a) === null);
	if (asPrinted.length === 0) {
		const what = differs(action, printed[0]!.a) ?? 'needs';
		return reject('not-allowed', `${p.name}'s card on site ${site} prints ${action.kind} with another ${what}`, { kind: 'card-action-differs', ...where, what }, { player: p.id, site });
	}
	const free = asPrinted.find(({ index }) => usesLeft(p, site, index) > 0);
	if (!free) {
		const uses = asPrinted[0]!.a.uses;
		return reject('not-allowed', `${p.name}'s card on site ${site} prints ${action.kind} ${uses} times a round, all used`, { kind: 'card-action-used', ...where, uses }, { player: p.id, site });
	}
	return ok(useKey(site, free.index));
}

/** `trial` (an action of the printed kind) as the card at `site` prints it: its survivor and its number. */
export function asPrinted(trial: CityAction, a: CardAction, site: Site): CityAction {
	if (trial.kind === 'extension' || trial.kind === 'repair') return trial;
	const base = { ...trial, site, ...(a.needs === 'any' ? {} : { needs: a.needs }) };
	switch (base.kind) {
		case 'fight':
			return { ...base, ...(a.noVp ? { noVp: true } : {}) };
		case 'gain-vp':
			return { ...base, vp: a.amount ?? base.vp };
		case 'repair-vp':
			return { ...base, vp: a.amount === 2 ? 2 : base.vp };
		case 'vp-per-building':
			return { ...base, type: a.type ?? base.type };
		default:
			return base;
	}
}
