/** The 6 Billion screen's state: players, the figures typed so far, table help and saving. */
import { hasRepeatedNames } from '$lib/games/shared/names';
import { saveScoredSheet, type SbDraft } from '$lib/state/sheet-session';
import type { ListedSheet, WriteError } from '$lib/state/stored';
import {
	ORBITS,
	gameEnd,
	neutralController,
	neutralCount,
	roundOrder,
	scoreSixBillion,
	type DiscoveryOrbit,
	type Orbit,
	type RichOrbit,
	type SbPlayer,
	type SbSheet
} from '$lib/games/six-billion';

export type Tab = 'players' | 'table' | 'score' | 'result';
type Figures = { orbits: number | null; transit: number | null; points: number | null };

const emptyPopulations = () => Object.fromEntries(ORBITS.map((o) => [o, {}])) as Record<Orbit, Record<string, number | null>>;

export class SixBillionFlow {
	tab = $state<Tab>('players');
	count = $state(3);
	names = $state<string[]>(['', '', '', '', '']);
	discovery = $state(false);
	populations = $state(emptyPopulations());
	agendas = $state<Record<string, RichOrbit | null>>({});
	discoveries = $state<Record<string, DiscoveryOrbit[]>>({});
	seed = $state('');
	round = $state(1);
	figures = $state<Record<string, Figures>>({});
	saved = $state.raw<ListedSheet | null>(null);
	saveError = $state.raw<WriteError | null>(null);
	#defaultName: (n: number) => string;
	#neutralName: (n: number) => string;

	constructor(defaultName: (n: number) => string, neutralName: (n: number) => string, seed: string) {
		this.#defaultName = defaultName;
		this.#neutralName = neutralName;
		this.seed = seed;
	}

	/** Non-neutral players first (p1…), then the neutrals (n1…). */
	get players(): SbPlayer[] {
		const real = Array.from({ length: this.count }, (_, i) => ({
			id: `p${i + 1}`,
			name: this.names[i]?.trim() || this.#defaultName(i + 1),
			neutral: false
		}));
		const neutral = Array.from({ length: neutralCount(this.count) }, (_, i) => ({ id: `n${i + 1}`, name: this.#neutralName(i + 1), neutral: true }));
		return [...real, ...neutral];
	}

	get duplicateNames(): boolean {
		return hasRepeatedNames(this.players.filter((p) => !p.neutral).map((p) => p.name));
	}

	name(id: string): string {
		return this.players.find((p) => p.id === id)?.name ?? id;
	}

	/** The sheet the engine scores: empty fields are 0 (not in the orbit), bad text stays NaN and is refused. */
	get sheet(): SbSheet {
		const ids = this.players.map((p) => p.id);
		const real = this.players.filter((p) => !p.neutral).map((p) => p.id);
		return {
			players: this.players,
			populations: Object.fromEntries(
				ORBITS.map((o) => [o, Object.fromEntries(ids.map((id) => [id, this.populations[o][id] ?? 0]))])
			),
			agendas: Object.fromEntries(real.map((id) => [id, this.agendas[id] ?? null])),
			discovery: this.discovery,
			discoveries: Object.fromEntries(real.map((id) => [id, this.discoveries[id] ?? []]))
		};
	}

	get scored() {
		return scoreSixBillion(this.sheet);
	}

	/** True once any population is entered: before that there is no result to show. */
	get hasFigures(): boolean {
		return ORBITS.some((o) => Object.values(this.populations[o]).some((v) => v !== null && v > 0));
	}

	get ended() {
		return gameEnd(this.sheet.populations);
	}

	setPopulation(orbit: Orbit, id: string, value: number | null): void {
		this.populations[orbit][id] = value;
		this.saved = null;
	}

	setAgenda(id: string, orbit: RichOrbit | null): void {
		this.agendas[id] = orbit;
		this.saved = null;
	}

	toggleDiscovery(id: string, orbit: DiscoveryOrbit): void {
		const now = this.discoveries[id] ?? [];
		this.discoveries[id] = now.includes(orbit) ? now.filter((o) => o !== orbit) : [...now, orbit];
		this.saved = null;
	}

	/** This round's turn order (player ids), neutrals included. */
	get order(): string[] {
		return roundOrder(this.seed, this.round, this.players.map((p) => p.id));
	}

	figure(id: string): Figures {
		return this.figures[id] ?? { orbits: 1, transit: 0, points: 0 };
	}

	setFigure(id: string, key: keyof Figures, value: number | null): void {
		this.figures[id] = { ...this.figure(id), [key]: value };
	}

	/** Who controls each neutral this turn, or null while a figure is not a number. */
	get control() {
		const real = this.players.filter((p) => !p.neutral);
		const bad = real.some((p) => Object.values(this.figure(p.id)).some((v) => v === null || Number.isNaN(v)));
		if (bad) return null;
		const players = Object.fromEntries(
			real.map((p) => {
				const f = this.figure(p.id);
				return [p.id, { orbits: f.orbits ?? 0, transit: f.transit ?? 0, points: f.points ?? 0 }];
			})
		);
		return this.players
			.filter((p) => p.neutral)
			.map((n) => ({ neutral: n.id, ...neutralController({ neutral: n.id, order: this.order, players, seed: this.seed, round: this.round }) }));
	}

	async save(): Promise<void> {
		this.saveError = null;
		const r = await saveScoredSheet({ game: 'six-billion', sheet: $state.snapshot(this.sheet) as SbSheet });
		if (r.ok) this.saved = r.value;
		else this.saveError = r.error;
	}

	/** Everything typed so far, for the draft kept across reloads. */
	get draft(): SbDraft {
		return $state.snapshot({
			tab: this.tab,
			count: this.count,
			names: this.names,
			discovery: this.discovery,
			populations: this.populations,
			agendas: this.agendas,
			discoveries: this.discoveries,
			seed: this.seed,
			round: this.round,
			figures: this.figures
		});
	}

	/** Takes up a stored draft (already checked by the restore layer). */
	adopt(d: SbDraft): void {
		this.count = d.count;
		this.names = Array.from({ length: 5 }, (_, i) => d.names[i] ?? '');
		this.discovery = d.discovery;
		this.populations = { ...emptyPopulations(), ...d.populations };
		this.agendas = d.agendas;
		this.discoveries = d.discoveries;
		if (d.seed) this.seed = d.seed;
		this.round = d.round;
		this.figures = d.figures as Record<string, Figures>;
		this.tab = d.tab;
	}

	/** A new scoring with the same players. */
	reset(): void {
		this.populations = emptyPopulations();
		this.agendas = {};
		this.discoveries = {};
		this.saved = null;
		this.saveError = null;
		this.tab = 'score';
	}
}
