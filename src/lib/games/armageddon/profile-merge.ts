/** Two box profiles made one: what a shared file or link adds, where the two differ, and what is then taken. */
import { BOX_KEYS, getBoxValue, setBoxValue } from './profile';
import { canonical, cardKey } from './profile-schema';
import type { BoxKey, BoxProfile, BuildingCard } from './types';

export interface ProfileConflict {
	readonly key: BoxKey;
	readonly ours: unknown;
	readonly theirs: unknown;
}

/** The items of `list` (nulls left out) that `other` does not hold, counted as often as they occur. */
function beyond(list: readonly unknown[], other: readonly unknown[]): unknown[] {
	const counts = new Map<string, number>();
	for (const x of other) if (x !== null) counts.set(canonical(x), (counts.get(canonical(x)) ?? 0) + 1);
	return list.filter((x) => {
		if (x === null) return false;
		const left = counts.get(canonical(x)) ?? 0;
		if (left > 0) counts.set(canonical(x), left - 1);
		return left === 0;
	});
}

/** `list` with `extra` in its free slots, in order, while slots are free. */
function filled(list: readonly unknown[], extra: readonly unknown[]): unknown[] {
	const rest = [...extra];
	return list.map((x) => (x === null && rest.length > 0 ? rest.shift() : x));
}

/**
 * A tile list: the tiles of both when they fit in the box's slots. When they do not, `kept` is ours with as many
 * of theirs as fit (a scoring tile like one of ours but for its VP comes last: it is the one that differs), and
 * `preferring` theirs with ours in its free slots, but for ours that theirs replaces.
 */
function mergedTiles(ours: readonly unknown[], theirs: readonly unknown[]): { kept: unknown[]; preferring: unknown[]; fits: boolean } {
	const like = (a: unknown, b: unknown) => {
		const [x, y] = [a as { kind?: unknown; target?: unknown }, b as { kind?: unknown; target?: unknown }];
		return x.kind !== undefined && x.kind === y.kind && x.target === y.target;
	};
	// the tiles of `extra` like one of `other` (same kind and target, another VP) go last
	const ordered = (extra: readonly unknown[], other: readonly unknown[]) => {
		const differs = (t: unknown) => other.some((o) => like(t, o));
		return [...extra.filter((t) => !differs(t)), ...extra.filter(differs)];
	};
	const theirsNew = beyond(theirs, ours);
	const oursNew = beyond(ours, theirs);
	const free = ours.filter((x) => x === null).length;
	return {
		kept: filled(ours, ordered(theirsNew, oursNew)),
		preferring: filled(theirs, oursNew.filter((t) => !theirsNew.some((o) => like(t, o)))),
		fits: theirsNew.length <= free
	};
}

/** Building cards: the union by level and name; a card both hold with other details is a conflict. */
function mergedCards(ours: readonly BuildingCard[], theirs: readonly BuildingCard[]): { set: unknown } | 'keep' | 'conflict' {
	const mine = new Map(ours.map((c) => [cardKey(c), c]));
	if (theirs.some((c) => mine.has(cardKey(c)) && canonical(mine.get(cardKey(c))) !== canonical(c))) return 'conflict';
	const added = theirs.filter((c) => !mine.has(cardKey(c)));
	return added.length === 0 ? 'keep' : { set: [...ours, ...added] };
}

/** Both catalogues in one, `theirs` winning where a card differs (what "take theirs" sets). */
export function cardsPreferring(ours: readonly BuildingCard[], theirs: readonly BuildingCard[]): BuildingCard[] {
	const taken = new Map(theirs.map((c) => [cardKey(c), c]));
	const kept = ours.map((c) => taken.get(cardKey(c)) ?? c);
	const keys = new Set(ours.map(cardKey));
	return [...kept, ...theirs.filter((c) => !keys.has(cardKey(c)))];
}

/** What `incoming` adds to `ours` for one key: the value to set (with the value theirs would set on a conflict), nothing, or a conflict. */
function mergedValue(key: BoxKey, ours: unknown, theirs: unknown): { set: unknown; conflict?: unknown } | 'keep' | 'conflict' {
	if (theirs === null || theirs === undefined || canonical(ours) === canonical(theirs)) return 'keep';
	if (key === 'scoringTiles' || key === 'auctionTiles') {
		const tiles = mergedTiles(ours as readonly unknown[], theirs as readonly unknown[]);
		// theirs holds all of ours: taken as it is, in its order
		if (beyond(ours as readonly unknown[], theirs as readonly unknown[]).length === 0) return { set: theirs };
		if (tiles.fits) return canonical(tiles.kept) === canonical(ours) ? 'keep' : { set: tiles.kept };
		return { set: tiles.kept, conflict: tiles.preferring };
	}
	if (key === 'buildingCards') return mergedCards(ours as readonly BuildingCard[], theirs as readonly BuildingCard[]);
	if ((key === 'sameVehicleTable' || key === 'differentVehicleTable') && Array.isArray(ours) && Array.isArray(theirs)) {
		const length = Math.max(ours.length, theirs.length);
		const filled = Array.from({ length }, (_, i) => (ours[i] ?? null) === null ? (theirs[i] ?? null) : ours[i]);
		if (filled.some((x, i) => x !== (theirs[i] ?? x))) return 'conflict';
		return { set: filled };
	}
	return ours === null ? { set: theirs } : 'conflict';
}

/**
 * Fills `base`'s unknown values from `incoming` (both validated) without overwriting any known value; every value
 * that does not conflict is kept (a tile list takes the tiles that fit). A conflict's `theirs` is what taking
 * theirs sets.
 */
export function mergeProfiles(base: BoxProfile, incoming: BoxProfile): { profile: BoxProfile; conflicts: ProfileConflict[] } {
	let profile = base;
	const conflicts: ProfileConflict[] = [];
	for (const key of BOX_KEYS) {
		const ours = getBoxValue(profile, key);
		const theirs = getBoxValue(incoming, key);
		const merged = mergedValue(key, ours, theirs);
		if (merged === 'keep') continue;
		const set = merged === 'conflict' ? null : canonical(merged.set) === canonical(ours) ? 'same' : setBoxValue(profile, key, merged.set);
		if (set !== null && set !== 'same' && set.ok) profile = set.value;
		if (merged !== 'conflict' && merged.conflict !== undefined) conflicts.push({ key, ours, theirs: merged.conflict });
		else if (set === 'same' || set?.ok) continue;
		else if (key === 'buildingCards') conflicts.push({ key, ours, theirs: cardsPreferring(ours as BuildingCard[], theirs as BuildingCard[]) });
		else conflicts.push({ key, ours, theirs });
	}
	return { profile, conflicts };
}

/** The keys whose values differ between two profiles. */
export function changedKeys(before: BoxProfile, after: BoxProfile): BoxKey[] {
	return BOX_KEYS.filter((k) => canonical(getBoxValue(before, k)) !== canonical(getBoxValue(after, k)));
}

/**
 * What taking a shared profile stores: its values that do not conflict and, where the two differ, mine or theirs.
 * The preview counts from the same function, so what it says is what is stored.
 */
export function takeShared(base: BoxProfile, incoming: BoxProfile, differing: 'mine' | 'theirs'): { profile: BoxProfile; conflicts: ProfileConflict[] } {
	const { profile, conflicts } = mergeProfiles(base, incoming);
	let next = profile;
	if (differing === 'theirs') {
		for (const c of conflicts) {
			const set = setBoxValue(next, c.key, c.theirs);
			if (set.ok) next = set.value;
		}
	}
	return { profile: next, conflicts };
}
