/** Ranking with ties, shared by the scorers of every game. */

export interface Entry<Id extends string = string> {
	readonly id: Id;
	readonly value: number;
}

/** One place of a ranking: every id with the same value. */
export interface Place<Id extends string = string> {
	/** 1-based; equal values share a place and the next value takes the next place (1, 1, 2). */
	readonly place: number;
	readonly value: number;
	readonly ids: Id[];
}

/** Highest value first; equal values share a place, in input order; the next distinct value is the next place. */
export function denseRanking<Id extends string>(entries: readonly Entry<Id>[]): Place<Id>[] {
	const values = [...new Set(entries.map((e) => e.value))].sort((a, b) => b - a);
	return values.map((value, i) => ({ place: i + 1, value, ids: entries.filter((e) => e.value === value).map((e) => e.id) }));
}

/** Every id sharing the highest value (empty for no entries). */
export function leaders<Id extends string>(entries: readonly Entry<Id>[]): Id[] {
	return denseRanking(entries)[0]?.ids ?? [];
}

/** Narrows `leaders` by further keys in order until one id is left or the keys run out. */
export function leadersBy<Id extends string>(ids: readonly Id[], keys: readonly ((id: Id) => number)[]): Id[] {
	let out = [...ids];
	for (const key of keys) {
		if (out.length <= 1) break;
		out = leaders(out.map((id) => ({ id, value: key(id) })));
	}
	return out;
}
