/** Ranking with shared places, used by the scorers and result screens of every game. */

export interface Entry<Id extends string = string> {
	readonly id: Id;
	readonly value: number;
}

/** One place of a ranking: every id equal on all keys. */
export interface Place<Id extends string = string> {
	/** 1-based; see `Numbering` for what the place after a shared one is. */
	readonly place: number;
	/** The ids' value of the first key. */
	readonly value: number;
	/** In input order. */
	readonly ids: Id[];
}

/**
 * How places go on after a shared one: `dense` takes the next number (1, 1, 2: 6 Billion's orbit
 * places), `competition` skips the places the tie took (1, 1, 3: a result table, and the maps
 * majority where a tie for first leaves no second place).
 */
export type Numbering = 'dense' | 'competition';

/**
 * Highest first by the first key, a tie broken by the next key and so on; ids equal on every key
 * share a place and keep input order (seating order, when that is what the caller passes).
 */
export function rank<Id extends string>(
	ids: readonly Id[],
	keys: readonly ((id: Id) => number)[],
	numbering: Numbering = 'dense'
): Place<Id>[] {
	const rows = ids.map((id) => ({ id, values: keys.map((k) => k(id)) }));
	const compare = (a: readonly number[], b: readonly number[]) => {
		for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return (b[i] as number) - (a[i] as number);
		return 0;
	};
	// Array.prototype.sort is stable, so ties keep input order.
	rows.sort((a, b) => compare(a.values, b.values));
	const out: Place<Id>[] = [];
	let seen = 0;
	for (const row of rows) {
		const last = out[out.length - 1];
		const lastValues = last ? rows[seen - 1]?.values : undefined;
		if (last && lastValues && compare(lastValues, row.values) === 0) last.ids.push(row.id);
		else out.push({ place: numbering === 'dense' ? out.length + 1 : seen + 1, value: row.values[0] ?? 0, ids: [row.id] });
		seen++;
	}
	return out;
}

/** Every id in ranking order (ties in input order). */
export const ranked = <Id extends string>(places: readonly Place<Id>[]): Id[] => places.flatMap((p) => p.ids);

/** Each id's place. */
export const placeOf = <Id extends string>(places: readonly Place<Id>[]): Record<Id, number> =>
	Object.fromEntries(places.flatMap((p) => p.ids.map((id) => [id, p.place]))) as Record<Id, number>;

/** Ranking by one value, dense places. */
export function denseRanking<Id extends string>(entries: readonly Entry<Id>[]): Place<Id>[] {
	const value = new Map(entries.map((e) => [e.id, e.value]));
	return rank(
		entries.map((e) => e.id),
		[(id) => value.get(id) ?? 0]
	);
}

/** Every id sharing the highest value (empty for no entries). */
export function leaders<Id extends string>(entries: readonly Entry<Id>[]): Id[] {
	return denseRanking(entries)[0]?.ids ?? [];
}

/** The ids sharing first place by the keys in order (each key breaks the ties of the ones before). */
export function leadersBy<Id extends string>(ids: readonly Id[], keys: readonly ((id: Id) => number)[]): Id[] {
	return rank(ids, keys)[0]?.ids ?? [];
}
