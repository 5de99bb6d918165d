/** One rule for when two typed names are the same person, for every game's setup, duplicate check and statistics. */

/**
 * The name as compared: trimmed, inner runs of white space as one space, Unicode NFC (a composed and a
 * decomposed é are one letter) and case-folded. Upper- then lower-casing folds like Unicode's full
 * case folding does for names (ß and SS, ς and σ) and, unlike toLocaleLowerCase, does not depend on
 * the device's language (a Turkish phone would otherwise fold I to ı).
 */
export function nameKey(name: string): string {
	return name.trim().replace(/\s+/g, ' ').normalize('NFC').toUpperCase().toLowerCase().normalize('NFC');
}

/** Whether two typed names are the same person. */
export const sameName = (a: string, b: string): boolean => nameKey(a) === nameKey(b);

/** The positions of names that repeat an earlier one (empty names never count). */
export function repeatedNames(names: readonly string[]): number[] {
	const seen = new Set<string>();
	const out: number[] = [];
	names.forEach((name, i) => {
		const key = nameKey(name);
		if (key === '') return;
		if (seen.has(key)) out.push(i);
		seen.add(key);
	});
	return out;
}

/** Whether any non-empty name repeats another. */
export const hasRepeatedNames = (names: readonly string[]): boolean => repeatedNames(names).length > 0;
