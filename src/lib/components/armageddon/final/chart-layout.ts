/** Layout arithmetic of the hand-written SVG charts (no chart library: the bundle matters). */

/** The viewBox width of every result chart: drawn alike, their text is the same size on screen. */
export const CHART_WIDTH = 340;

/** Tick values from 0 to at least `max`, 4–6 of them, on a step of 1, 2, 5 or 10 × a power of ten. */
export function ticks(max: number): number[] {
	const top = Math.max(1, max);
	const rough = top / 5;
	const power = Math.max(1, 10 ** Math.floor(Math.log10(rough)));
	const step = [1, 2, 5, 10].map((f) => f * power).find((s) => top / s <= 6) ?? 10 * power;
	const out: number[] = [];
	for (let v = 0; v < top + step; v += step) out.push(v);
	return out;
}

/** Spreads label positions (sorted or not) so no two are closer than `gap`, keeping them within [min, max]. */
export function spread(ys: readonly number[], gap: number, min: number, max: number): number[] {
	const order = ys.map((y, i) => ({ y, i })).sort((a, b) => a.y - b.y);
	const placed = order.map((o) => o.y);
	for (let k = 1; k < placed.length; k++) placed[k] = Math.max(placed[k] ?? 0, (placed[k - 1] ?? 0) + gap);
	const overflow = (placed[placed.length - 1] ?? 0) - max;
	if (overflow > 0) for (let k = 0; k < placed.length; k++) placed[k] = (placed[k] ?? 0) - overflow;
	for (let k = 0; k < placed.length; k++) placed[k] = Math.max(placed[k] ?? 0, min + k * gap);
	const out: number[] = new Array(ys.length);
	order.forEach((o, k) => (out[o.i] = placed[k] ?? o.y));
	return out;
}

/** Bar geometry on a scale with a zero line: x and width of a bar for `value`. */
export function bar(value: number, zero: number, unit: number): { x: number; width: number } {
	const w = Math.abs(value) * unit;
	return value >= 0 ? { x: zero, width: w } : { x: zero - w, width: w };
}

/** A player's name cut to fit beside a chart: at most 9 characters, else 8 and an ellipsis. */
export const shortName = (name: string): string => (name.length > 9 ? `${name.slice(0, 8)}…` : name);
