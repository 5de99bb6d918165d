/** The Four Horsemen screen's state: players, the four scorings typed so far, the final figures and saving. */
import { hasRepeatedNames } from '$lib/games/shared/names';
import { saveScoredSheet, type FhDraft } from '$lib/state/sheet-session';
import type { ListedSheet, WriteError } from '$lib/state/stored';
import {
	ENTRY_FIELDS,
	SCORINGS,
	scoreFinal,
	scoreHorseman,
	type Alignment,
	type FhEntry,
	type FhPlayer,
	type FhSheet
} from '$lib/games/four-horsemen';

export type Tab = 'players' | 'scoring' | 'final' | 'result';
type Field = (typeof ENTRY_FIELDS)[number];
type Typed = Partial<Record<Field, number | null>>;

const emptyScorings = () => Array.from({ length: SCORINGS }, () => ({}) as Record<string, Typed>);

export class FourHorsemenFlow {
	tab = $state<Tab>('players');
	count = $state(4);
	names = $state<string[]>(['', '', '', '', '', '']);
	scoring = $state(0);
	entries = $state(emptyScorings());
	horsemanPoints = $state<Record<string, number | null>>({});
	alignments = $state<Record<string, Alignment | null>>({});
	saved = $state.raw<ListedSheet | null>(null);
	saveError = $state.raw<WriteError | null>(null);
	#defaultName: (n: number) => string;

	constructor(defaultName: (n: number) => string) {
		this.#defaultName = defaultName;
	}

	get players(): FhPlayer[] {
		return Array.from({ length: this.count }, (_, i) => ({ id: `p${i + 1}`, name: this.names[i]?.trim() || this.#defaultName(i + 1) }));
	}

	get duplicateNames(): boolean {
		return hasRepeatedNames(this.players.map((p) => p.name));
	}

	name(id: string): string {
		return this.players.find((p) => p.id === id)?.name ?? id;
	}

	typed(scoring: number, id: string, field: Field): number | null {
		return this.entries[scoring]?.[id]?.[field] ?? null;
	}

	set(scoring: number, id: string, field: Field, value: number | null): void {
		const at = this.entries[scoring];
		if (!at) return;
		at[id] = { ...at[id], [field]: value };
		this.saved = null;
	}

	/** An entry as the engine reads it: empty = 0, bad text stays NaN (and is refused). */
	entry(scoring: number, id: string): FhEntry {
		return Object.fromEntries(ENTRY_FIELDS.map((f) => [f, this.typed(scoring, id, f) ?? 0])) as unknown as FhEntry;
	}

	get sheet(): FhSheet {
		const ids = this.players.map((p) => p.id);
		return {
			players: this.players,
			scorings: Array.from({ length: SCORINGS }, (_, s) => Object.fromEntries(ids.map((id) => [id, this.entry(s, id)]))),
			horsemanPoints: Object.fromEntries(ids.map((id) => [id, this.horsemanPoints[id] ?? 0])),
			alignments: Object.fromEntries(ids.flatMap((id) => (this.alignments[id] ? [[id, this.alignments[id]]] : [])))
		};
	}

	/** The current horseman scoring's results (shown while typing). */
	get current() {
		return scoreHorseman(this.players, this.sheet.scorings[this.scoring] ?? {});
	}

	get final() {
		return scoreFinal(this.sheet);
	}

	setPoints(id: string, value: number | null): void {
		this.horsemanPoints[id] = value;
		this.saved = null;
	}

	setAlignment(id: string, value: Alignment): void {
		this.alignments[id] = value;
		this.saved = null;
	}

	async save(): Promise<void> {
		this.saveError = null;
		const r = await saveScoredSheet({ game: 'four-horsemen', sheet: $state.snapshot(this.sheet) as FhSheet });
		if (r.ok) this.saved = r.value;
		else this.saveError = r.error;
	}

	/** Everything typed so far, for the draft kept across reloads. */
	get draft(): FhDraft {
		return $state.snapshot({
			tab: this.tab,
			count: this.count,
			names: this.names,
			scoring: this.scoring,
			entries: this.entries,
			horsemanPoints: this.horsemanPoints,
			alignments: this.alignments
		});
	}

	/** Takes up a stored draft (already checked by the restore layer). */
	adopt(d: FhDraft): void {
		this.count = d.count;
		this.names = Array.from({ length: 6 }, (_, i) => d.names[i] ?? '');
		this.scoring = d.scoring;
		this.entries = d.entries;
		this.horsemanPoints = d.horsemanPoints;
		this.alignments = d.alignments;
		this.tab = d.tab;
	}

	/** A new game with the same players. */
	reset(): void {
		this.entries = emptyScorings();
		this.horsemanPoints = {};
		this.alignments = {};
		this.scoring = 0;
		this.saved = null;
		this.saveError = null;
		this.tab = 'scoring';
	}
}
