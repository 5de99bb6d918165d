/**
 * A group at the table driving the real tracker: one method per thing the players tap, with the
 * labels the screens show (role/label locators), and the figures on the player cards.
 * Used by games.test.ts; every expected figure is the caller's hand arithmetic, never the engine's.
 */
import { m } from '../../../src/lib/paraglide/messages.js';
import { expect, type Locator, type Page } from '@playwright/test';
import { boxWords } from './box-words';
import { area as areaWords, survivorCount } from '../../../src/lib/i18n/words/instructions';
import { buildingTileName, buildingTypeName, cityActionName } from '../../../src/lib/i18n/words/panels';
import { auctionBonus, auctionPenalty } from '../../../src/lib/i18n/words/tiles';
import { headerPhase } from '../../../src/lib/i18n/words/game';
import { areaTerm, equipmentTerm, survivorTerm } from '../../../src/lib/i18n/words/terms';
import type { Area, AuctionTile, BoxKey, BuildingTileEffect, BuildingType, DamageEffect, EquipmentKind, SurvivorKind } from '../../../src/lib/games/armageddon/types';
import { bid, escape, pick } from './flows';

export type Lang = 'en' | 'de';
/** VP, marauder track, damage track as a player card shows them. */
export type Figures = readonly [vp: number, marauders: number, damage: number];
export type OnCard = Partial<Record<'worker' | 'soldier' | 'engineer' | 'marauder', number>>;
/** A box value as a person enters it in the box prompt. */
export type BoxAnswer = { key: BoxKey; number: number } | { key: BoxKey; effects: DamageEffect[] };
/** A building card built: typed in (type, housing, star), or `card`: picked by name from the box's catalogue. */
export type Build = { site: number; type: BuildingType; housing: number; star: number; card?: string };
export type CityStep =
	| { kind: 'extension' }
	| { kind: 'repair'; engineers: number; workerPairs: number }
	| { kind: 'fight'; marauders: number; survivors: number }
	// Building extra actions (§7): each paid with `survivors` of the City bid.
	| { kind: 'gain-vp'; vp: number; survivors: number }
	| { kind: 'repair-vp'; vp: 1 | 2; survivors: number }
	| { kind: 'draw-equipment'; kept: EquipmentKind[]; survivors: number }
	| { kind: 'draw-survivor'; drawn: 'worker' | 'marauder' | 'soldier' | 'engineer'; survivors: number }
	| { kind: 'vp-per-building'; type: BuildingType; survivors: number }
	| { kind: 'unused-housing-vp'; survivors: number };

export class Table {
	readonly page: Page;
	readonly lang: Lang;
	/** Screenshot names: test-results/screens/games-<prefix>-<name>.png */
	readonly prefix: string;

	constructor(page: Page, lang: Lang, prefix: string) {
		this.page = page;
		this.lang = lang;
		this.prefix = prefix;
	}

	/** A survivor kind (marauder included) as the panels name it. */
	survivor(kind: SurvivorKind | 'marauder'): string {
		return survivorTerm[kind]({}, { locale: this.lang });
	}
	get box() {
		return boxWords(this.lang);
	}
	more(label: string) {
		return m.common_increase({ label }, { locale: this.lang });
	}
	less(label: string) {
		return m.common_decrease({ label }, { locale: this.lang });
	}
	equipment(kind: EquipmentKind): string {
		return equipmentTerm[kind]({}, { locale: this.lang });
	}

	/** A phone screenshot of the viewport, with `at` scrolled just below the sticky game header (or to the bottom with 'end'). */
	async shot(name: string, at?: Locator, block: 'start' | 'end' = 'start') {
		if (at) {
			await at.evaluate((el, block) => {
				el.scrollIntoView({ block });
				const bar = document.querySelector('.game-header')?.getBoundingClientRect().bottom ?? 0;
				if (block === 'start') window.scrollBy(0, -(bar + 8));
				else window.scrollBy(0, 8);
			}, block);
		} else await this.page.evaluate(() => window.scrollTo(0, 0));
		await this.page.screenshot({ path: `test-results/screens/games-${this.prefix}-${name}.png` });
		const width = this.page.viewportSize()?.width ?? 360;
		expect(await this.page.evaluate(() => document.documentElement.scrollWidth), `${name} fits ${width} px`).toBeLessThanOrEqual(width);
	}

	/** Taps a stepper's − or + until it shows `value` (the stepper labelled `label` inside `scope`). */
	async setStepper(scope: Locator | Page, label: string, value: number) {
		const spin = scope.getByRole('spinbutton', { name: label, exact: true });
		const now = Number(await spin.getAttribute('aria-valuenow'));
		// Not set yet ("?"): a person types the number on the keypad.
		if (now < Number(await spin.getAttribute('aria-valuemin'))) {
			await spin.fill(String(value));
			await expect(spin).toHaveAttribute('aria-valuenow', String(value));
			return;
		}
		const button = scope.getByRole('button', { name: value > now ? this.more(label) : this.less(label), exact: true });
		for (let i = 0; i < Math.abs(value - now); i++) await button.click();
		await expect(spin).toHaveAttribute('aria-valuenow', String(value));
	}

	/** The player card of `name`. */
	card(name: string): Locator {
		return this.page.getByRole('article').filter({ has: this.page.getByRole('button', { name: m.game_players_open({ name }, { locale: this.lang }), exact: true }) });
	}

	/** VP, marauders and damage on every player card, and the VP track space (total mod 40). */
	async expectCards(figures: Record<string, Figures>) {
		await this.expectSaved();
		for (const [name, [vp, marauders, damage]] of Object.entries(figures)) {
			const c = this.card(name);
			await expect(c, `${name}'s card`).toContainText(new RegExp(`${m.game_players_vp({}, { locale: this.lang })}\\s*${vp}\\s*${m.game_players_marauders({}, { locale: this.lang })}\\s*${marauders}\\s*${m.game_players_damage({}, { locale: this.lang })}\\s*${damage}(?!\\d)`));
			await expect(c, `${name}'s VP space`).toContainText(m.game_players_space({ space: vp % 40 }, { locale: this.lang }));
		}
	}

	/** Survivors a card shows (the screen-reader words of each piece). */
	async expectSurvivors(name: string, counts: Record<SurvivorKind, number>) {
		for (const kind of Object.keys(counts) as SurvivorKind[]) await expect(this.card(name)).toContainText(survivorCount[kind]({ n: counts[kind] }, { locale: this.lang }));
	}

	/** Every step so far is stored on this device. */
	async expectSaved() {
		await expect(this.page.getByTestId('save-status')).toHaveText(`✓ ${m.game_header_saved({}, { locale: this.lang })}`);
	}

	heading() {
		return this.page.getByRole('heading', { level: 1 });
	}

	/** The page's h1: round and phase. */
	async expectPhase(round: number, phase: keyof typeof headerPhase) {
		await expect(this.heading()).toHaveText(`${m.game_header_round({ n: round }, { locale: this.lang })} ${headerPhase[phase]({}, { locale: this.lang })}`);
	}

	async expectStartPlayer(name: string) {
		await expect(this.page.getByTitle(m.game_header_start_player({ name }, { locale: this.lang }))).toBeVisible();
	}

	/** Fills the box prompt (`dialog` or inline region) with the answers, as a person reads them off the box, and saves. */
	async answerBoxPrompt(prompt: Locator, answers: readonly BoxAnswer[], shot?: string) {
		await expect(prompt).toBeVisible();
		for (const a of answers) {
			const label = this.box.label(a.key);
			if ('number' in a) await this.setStepper(prompt, label, a.number);
			else {
				const chips = prompt.getByRole('group', { name: label, exact: true });
				for (const effect of a.effects) await chips.getByRole('button', { name: this.box.effects[effect], exact: true }).click();
				for (const effect of a.effects) await expect(chips.getByRole('button', { name: this.box.effects[effect], exact: true })).toHaveAttribute('aria-pressed', 'true');
			}
		}
		if (shot) await this.shot(shot);
		await prompt.getByRole('button', { name: this.box.prompt.save, exact: true }).click();
		await expect(prompt).toBeHidden();
	}

	/** Taps "Start round n"; the box values the app asks for are entered in its prompt (none asked when `answers` is empty). */
	async startRound(round: number, answers: readonly BoxAnswer[] = [], screens = true) {
		await this.expectPhase(round, 'setup');
		if (screens) await this.shot(`r${round}-01-start`);
		await this.page.getByRole('button', { name: m.game_round_start_start({ n: round }, { locale: this.lang }), exact: true }).click();
		if (answers.length > 0) {
			const prompt = this.page.getByRole('dialog', { name: this.box.prompt.title });
			await this.answerBoxPrompt(prompt, answers, screens ? `r${round}-02-box-prompt` : undefined);
		}
		await this.expectPhase(round, 'auction');
	}

	area(a: Area): Locator {
		return this.page.getByRole('region', { name: areaWords[a]({}, { locale: this.lang }), exact: true });
	}

	/** One bid: the survivors (a number chip, one tap), then the player's chip in the area the marker went to. */
	async bid(a: Area, name: string, survivors: number, colours?: Partial<Record<SurvivorKind, number>>) {
		await bid(this.page, this.lang, a, name, survivors, colours ? () => this.cityColours(colours) : undefined);
	}

	/** The City bid's colours (kinds left out: none), changed from the app's most likely mix (the count follows their sum). */
	async cityColours(colours: Partial<Record<SurvivorKind, number>>, city: Locator | Page = this.area('city')) {
		await city.getByRole('button', { name: m.colours_change({}, { locale: this.lang }), exact: true }).click();
		const group = city.getByRole('group', { name: m.colours_mix_label({}, { locale: this.lang }), exact: true });
		// Lower first, so the sum never passes what the player may bid.
		const kinds = (['worker', 'soldier', 'engineer', 'leader'] as const).map((k) => [k, colours[k] ?? 0] as const);
		for (const lowering of [true, false]) {
			for (const [kind, n] of kinds) {
				const spin = group.getByRole('spinbutton', { name: this.survivor(kind), exact: true });
				if ((await spin.count()) === 0) continue;
				const now = Number(await spin.getAttribute('aria-valuenow'));
				if (lowering === n < now) await this.setStepper(group, this.survivor(kind), n);
			}
		}
	}

	/** Bids in turns: each turn lists [player, area, survivors, City colours?] in the order the markers go down. */
	async bids(turns: readonly (readonly [string, Area, number, Partial<Record<SurvivorKind, number>>?])[][]) {
		for (const turn of turns) for (const [name, a, n, colours] of turn) await this.bid(a, name, n, colours);
	}

	/** The auction result's text for one area (bonus, penalty, tie reasons, changes). */
	auctionResult(): Locator {
		return this.page.getByRole('region', { name: m.game_auction_heading({}, { locale: this.lang }) });
	}

	/** One area of the auction result: who got the bonus and the penalty, and the tie reasons (the other tied players). */
	async expectAuction(a: Area, bonus: string, bonusTie: readonly string[], penalty: string, penaltyTie: readonly string[]) {
		const list = (names: readonly string[]) => new Intl.ListFormat(this.lang, { type: 'conjunction' }).format(names);
		const why = (s: string | null) => (s ? `\\s*${escape(s)}` : '');
		const text =
			`${escape(areaWords[a]({}, { locale: this.lang }))}\\s*${m.transcribe_bonus({}, { locale: this.lang })}\\s*${escape(bonus)}${why(bonusTie.length ? m.instructions_tie_before({ who: bonus, others: list(bonusTie) }, { locale: this.lang }) : null)}` +
			`\\s*${m.transcribe_penalty({}, { locale: this.lang })}\\s*${escape(penalty)}${why(penaltyTie.length ? m.instructions_tie_after({ who: penalty, others: list(penaltyTie) }, { locale: this.lang }) : null)}`;
		await expect(this.auctionResult()).toContainText(new RegExp(text));
	}

	/** An equipment card owed by an auction tile: drawn for a bonus, or returned for a penalty. */
	async choose(name: string, kind: EquipmentKind, owed: 'drawn' | 'returned', screen?: string) {
		const text = owed === 'drawn' ? m.panels_choose_drawn({ name, why: m.panels_common_bonus({}, { locale: this.lang }) }, { locale: this.lang }) : m.panels_choose_returned({ name, why: m.panels_common_penalty({}, { locale: this.lang }) }, { locale: this.lang });
		const heading = this.page.getByRole('heading', { level: 2, name: text, exact: true });
		await expect(heading).toBeVisible();
		if (screen) await this.shot(screen, heading);
		await this.page.getByRole('button', { name: new RegExp(`^${escape(this.equipment(kind))}`) }).click();
		await expect(heading).toBeHidden();
	}

	/** Exploration: the player in turn takes the card of `kind` with the survivors standing on it. */
	async explore(name: string, kind: EquipmentKind, onCard: OnCard = {}, screen?: string) {
		const heading = this.page.getByRole('heading', { level: 2, name: m.panels_explore_heading({ name }, { locale: this.lang }), exact: true });
		await expect(heading).toBeVisible();
		for (const who of ['worker', 'soldier', 'engineer', 'marauder'] as const) {
			if (onCard[who]) await this.setStepper(this.page, this.survivor(who), onCard[who]);
		}
		// The tap on the card's equipment takes it (the last choice commits: one tap fewer, Undo takes it back).
		const take = this.page.getByRole('group', { name: m.panels_explore_take({}, { locale: this.lang }), exact: true }).getByRole('button', { name: this.equipment(kind), exact: true });
		if (screen) await this.shot(screen, take, 'end');
		await take.click();
		await expect(heading).toBeHidden();
	}

	/** Construction: the building tile (with its choice) and the building card built or returned to the box. */
	async construct(name: string, tile: BuildingTileEffect, opts: { choice?: EquipmentKind | 'soldier' | 'engineer'; build: Build | null }, screen?: string) {
		const heading = this.page.getByRole('heading', { level: 2, name: m.panels_construct_heading({ name }, { locale: this.lang }), exact: true });
		await expect(heading).toBeVisible();
		await this.page.getByRole('radiogroup', { name: m.panels_construct_tile({}, { locale: this.lang }) }).getByRole('radio', { name: buildingTileName[tile]({}, { locale: this.lang }), exact: true }).click();
		if (opts.choice) {
			const label = tile === 'equipment+' ? m.panels_construct_drawn({}, { locale: this.lang }) : tile === 'equipment-' ? m.panels_construct_returned({}, { locale: this.lang }) : m.panels_construct_exchange_for({}, { locale: this.lang });
			const option = opts.choice === 'soldier' || opts.choice === 'engineer' ? this.survivor(opts.choice) : this.equipment(opts.choice);
			await this.page.getByRole('radiogroup', { name: label }).getByRole('radio', { name: new RegExp(`^${escape(option)}`) }).click();
		}
		if (opts.build?.card) {
			// A card of the box's catalogue: the site (preselected: the first free one), then one tap on its name builds it.
			const b = opts.build;
			const site = this.page.getByRole('radiogroup', { name: m.panels_construct_site({}, { locale: this.lang }) }).getByRole('radio', { name: new RegExp(`^${b.site}(?!\\d)`) });
			if ((await site.getAttribute('aria-checked')) !== 'true') await site.click();
			const card = this.page.getByRole('group', { name: m.cards_pick({}, { locale: this.lang }), exact: true }).getByRole('button', { name: new RegExp(`^${escape(b.card ?? '')}`) });
			if (screen) await this.shot(screen, card, 'end');
			await card.click();
		} else if (opts.build) {
			// A card not in the catalogue: entered once, then confirmed.
			const b = opts.build;
			const another = this.page.getByRole('button', { name: new RegExp(`^${escape(m.cards_new_card({}, { locale: this.lang }))}`) });
			if ((await another.count()) > 0) await another.click();
			// Entered after the list, the likely site is folded to a line: opened only when the card goes elsewhere.
			const change = this.page.getByRole('button', { name: m.panels_construct_change_site({}, { locale: this.lang }), exact: true });
			if ((await change.count()) > 0 && !new RegExp(`: ${b.site} \\(`).test((await change.locator('xpath=..').textContent()) ?? '')) await change.click();
			const site = this.page.getByRole('radiogroup', { name: m.panels_construct_site({}, { locale: this.lang }) }).getByRole('radio', { name: new RegExp(`^${b.site}(?!\\d)`) });
			if ((await site.count()) > 0 && (await site.getAttribute('aria-checked')) !== 'true') await site.click();
			await this.page.getByRole('radiogroup', { name: m.panels_construct_type({}, { locale: this.lang }) }).getByRole('radio', { name: buildingTypeName[b.type]({}, { locale: this.lang }), exact: true }).click();
			await this.setStepper(this.page, m.terms_housing({}, { locale: this.lang }), b.housing);
			await this.setStepper(this.page, m.panels_construct_star_vp({}, { locale: this.lang }), b.star);
			const confirm = this.page.getByRole('button', { name: m.panels_common_confirm({}, { locale: this.lang }), exact: true });
			if (screen) await this.shot(screen, confirm, 'end');
			await confirm.click();
		} else {
			// One tap returns the card to the box.
			const toBox = this.page.getByRole('button', { name: m.panels_construct_to_box({}, { locale: this.lang }), exact: true });
			if (screen) await this.shot(screen, toBox, 'end');
			await toBox.click();
		}
		await expect(heading).toBeHidden();
	}

	/** One player's City actions in turn, then "Done" — unless the last survivor was used: that passes on by itself. */
	async city(name: string, steps: readonly CityStep[], next: string | null, screen?: string) {
		const heading = this.page.getByRole('heading', { level: 2, name: m.panels_city_heading({ name }, { locale: this.lang }), exact: true });
		if (steps.length === 0) {
			// A player with nothing to do (no survivor in City, no action offered) passes on by itself once the step before is in.
			await this.expectSaved();
			if (!(await heading.isVisible())) return;
		}
		await expect(heading).toBeVisible();
		const had = Number((await this.page.locator('p.left').textContent())?.match(/\d+/)?.[0] ?? NaN);
		const used = steps.reduce((n, s) => n + (s.kind === 'extension' ? 2 : s.kind === 'repair' ? s.engineers + 2 * s.workerPairs : s.kind === 'draw-survivor' && (s.drawn === 'soldier' || s.drawn === 'engineer') ? s.survivors - 1 : s.survivors), 0);
		for (const [i, step] of steps.entries()) {
			// The likely extension, repair or fight is offered complete: one tap, as a person would take it.
			const preset = step.kind === 'extension' ? m.panels_city_quick_extension({}, { locale: this.lang }) : step.kind === 'repair' ? m.panels_city_quick_repair({ engineers: step.engineers, pairs: step.workerPairs }, { locale: this.lang }) : step.kind === 'fight' ? m.panels_city_quick_fight({ marauders: step.marauders, survivors: step.survivors }, { locale: this.lang }) : null;
			const quick = preset === null ? null : this.page.getByRole('group', { name: m.panels_city_quick({}, { locale: this.lang }), exact: true }).getByRole('button', { name: new RegExp(`^${escape(preset)}`) });
			if (quick && (await quick.count()) > 0) {
				if (screen && i === steps.length - 1) await this.shot(screen, quick, 'end');
				await quick.click();
				continue;
			}
			await this.page.getByRole('radiogroup', { name: m.panels_city_action({}, { locale: this.lang }) }).getByRole('radio', { name: new RegExp(`^${escape(cityActionName[step.kind]({}, { locale: this.lang }))}`) }).click();
			if (step.kind === 'repair') {
				// The prefill may use up the survivors: lower a stepper first, so the other has room.
				const fields = [
					[m.panels_city_engineers({}, { locale: this.lang }), step.engineers],
					[m.panels_city_worker_pairs({}, { locale: this.lang }), step.workerPairs]
				] as const;
				const now = (label: string) => this.page.getByRole('spinbutton', { name: label, exact: true }).getAttribute('aria-valuenow').then(Number);
				for (const [label, n] of fields) if ((await now(label)) > n) await this.setStepper(this.page, label, n);
				for (const [label, n] of fields) await this.setStepper(this.page, label, n);
			} else if (step.kind !== 'extension') {
				await this.cityFields(step);
				await this.setStepper(this.page, m.panels_common_survivors_used({}, { locale: this.lang }), step.survivors);
			}
			const confirm = this.page.getByRole('button', { name: m.panels_city_confirm({}, { locale: this.lang }), exact: true });
			if (screen && i === steps.length - 1) await this.shot(screen, confirm, 'end');
			await confirm.click();
			await expect(this.page.getByRole('radiogroup', { name: m.panels_city_action({}, { locale: this.lang }) }).getByRole('radio', { checked: true })).toHaveCount(0);
		}
		if (screen && steps.length === 0) await this.shot(screen, heading);
		if (steps.length === 0 || used < had) await this.page.getByRole('button', { name: next ? m.panels_city_done({ next }, { locale: this.lang }) : m.panels_city_done_last({}, { locale: this.lang }), exact: true }).click();
		await expect(heading).toBeHidden();
	}

	/** The fields of a City action other than the extension and a repair (the survivors used are set by the caller). */
	private async cityFields(step: Exclude<CityStep, { kind: 'extension' | 'repair' }>) {
		const radio = (group: string, name: string) => this.page.getByRole('radiogroup', { name: group }).getByRole('radio', { name, exact: true }).click();
		switch (step.kind) {
			case 'fight':
				return this.setStepper(this.page, m.panels_city_marauders({}, { locale: this.lang }), step.marauders);
			case 'gain-vp':
				return this.setStepper(this.page, m.panels_city_vp({}, { locale: this.lang }), step.vp);
			case 'repair-vp':
				return radio(m.panels_city_repair_vp({}, { locale: this.lang }), `+${step.vp}`);
			case 'draw-equipment': {
				const kept = this.page.getByRole('group', { name: m.panels_city_kept({}, { locale: this.lang }) });
				for (const kind of step.kept) await kept.getByRole('button', { name: this.equipment(kind), exact: true }).click();
				return expect(kept).toContainText(step.kept.map((k) => this.equipment(k)).join(', '));
			}
			case 'draw-survivor':
				return radio(m.panels_city_drawn({}, { locale: this.lang }), this.survivor(step.drawn));
			case 'vp-per-building':
				return radio(m.panels_city_building_type({}, { locale: this.lang }), buildingTypeName[step.type]({}, { locale: this.lang }));
			case 'unused-housing-vp':
				return;
		}
	}

	/** The housing and survivors the completion panel shows for each player: [housing, survivors]. */
	async expectHousing(figures: Record<string, readonly [housing: number, survivors: number]>) {
		for (const [name, [housing, survivors]] of Object.entries(figures)) {
			await expect(this.page.getByRole('region', { name, exact: true })).toContainText(m.panels_completion_housing({ housing, survivors }, { locale: this.lang }));
		}
	}

	/** Completion: the survivors each short player sends back (set on their steppers), then one confirm. */
	async completion(returns: Record<string, Partial<Record<SurvivorKind, number>>>, screen?: string) {
		const heading = this.page.getByRole('heading', { level: 2, name: m.terms_phase_completion({}, { locale: this.lang }), exact: true });
		await expect(heading).toBeVisible();
		for (const [name, back] of Object.entries(returns)) {
			const row = this.page.getByRole('region', { name, exact: true });
			const total = Object.values(back).reduce((s, n) => s + (n ?? 0), 0);
			await expect(row).toContainText(m.panels_completion_short({ n: total }, { locale: this.lang }));
			// Lower the prefill first, so the other steppers have room.
			const kinds = ['worker', 'soldier', 'engineer', 'leader'] as const;
			const now = async (k: SurvivorKind) => {
				const spin = row.getByRole('spinbutton', { name: this.survivor(k), exact: true });
				return (await spin.count()) > 0 ? Number(await spin.getAttribute('aria-valuenow')) : null;
			};
			for (const k of kinds) {
				const v = await now(k);
				if (v !== null && v > (back[k] ?? 0)) await this.setStepper(row, this.survivor(k), back[k] ?? 0);
			}
			for (const k of kinds) {
				const v = await now(k);
				if (v !== null && v < (back[k] ?? 0)) await this.setStepper(row, this.survivor(k), back[k] ?? 0);
			}
			await expect(row).toContainText(m.panels_completion_chosen({ n: total, of: total }, { locale: this.lang }));
			if (screen) await this.shot(`${screen}-${name.toLowerCase()}`, row);
		}
		const confirm = this.page.getByRole('button', { name: m.panels_completion_confirm({}, { locale: this.lang }), exact: true });
		if (screen) await this.shot(screen, confirm, 'end');
		await confirm.click();
		await expect(heading).toBeHidden();
	}

	/** The new auction tiles under Exploration, Construction, City, as the page lists them after the intermediate scoring. */
	async expectNewAuctionTiles(tiles: readonly [AuctionTile, AuctionTile, AuctionTile]) {
		const areas = [m.terms_exploration({}, { locale: this.lang }), m.terms_construction({}, { locale: this.lang }), m.terms_city({}, { locale: this.lang })];
		const text = m.instructions_new_auction_tiles({ list: tiles.map((x, i) => `${areas[i]}: ${m.instructions_tile_sides({ bonus: auctionBonus[x.bonus]({}, { locale: this.lang }), penalty: auctionPenalty[x.penalty]({}, { locale: this.lang }) }, { locale: this.lang })}`).join('; ') }, { locale: this.lang });
		await expect(this.page.getByRole('main')).toContainText(text);
	}

	/** Intermediate scoring: checks the prefilled counts (the pieces each player shows), enters new tiles drawn at the table. */
	async intermediate(counts: Record<string, number>, newTiles: readonly [AuctionTile, AuctionTile, AuctionTile] | null, screen?: string) {
		const heading = this.page.getByRole('heading', { level: 2, name: m.terms_intermediate_scoring({}, { locale: this.lang }), exact: true });
		await expect(heading).toBeVisible();
		for (const [name, n] of Object.entries(counts)) {
			await expect(this.page.getByRole('spinbutton', { name, exact: true })).toHaveAttribute('aria-valuenow', String(n));
		}
		if (newTiles) {
			for (const [i, a] of (['exploration', 'construction', 'city'] as const).entries()) {
				const tile = newTiles[i];
				if (!tile) continue;
				const g = this.page.getByRole('group', { name: areaTerm[a]({}, { locale: this.lang }), exact: true });
				await pick(g.getByRole('group', { name: m.setup_tile_bonus({}, { locale: this.lang }) }).getByRole('radio', { name: auctionBonus[tile.bonus]({}, { locale: this.lang }) }));
				await pick(g.getByRole('group', { name: m.setup_tile_penalty({}, { locale: this.lang }) }).getByRole('radio', { name: auctionPenalty[tile.penalty]({}, { locale: this.lang }) }));
			}
		}
		const confirm = this.page.getByRole('button', { name: m.panels_intermediate_confirm({}, { locale: this.lang }), exact: true });
		if (screen) await this.shot(screen, confirm, 'end');
		await confirm.click();
		await expect(heading).toBeHidden();
	}
}
