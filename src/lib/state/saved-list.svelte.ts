/**
 * A list of saved results of any game, newest first: pages, the rows that could not be read, and
 * deleting with undo (the row waits in the bin until the undo is gone, then it is removed for good).
 */
import type { DbResult, WriteError } from '$lib/db/errors';

/** Where a list's rows are kept. */
export interface SavedStore<Row> {
	/** Rows from `offset` (newest first), how many there are in all, and how many could not be read. */
	page(offset: number, limit: number): Promise<DbResult<{ rows: readonly Row[]; total: number; damaged: number }>>;
	/** Moves a row to the bin. */
	bin(id: string, now: number): Promise<DbResult<void>>;
	/** Brings a binned row back. */
	unbin(id: string): Promise<DbResult<void>>;
	/** Removes binned rows (binned at or before `before`) for good. */
	purge(before?: number): Promise<DbResult<number>>;
}

/** A deleted row that can still be brought back. */
export interface Binned<Row> {
	readonly row: Row;
	readonly index: number;
	readonly at: number;
}

export class SavedList<Row extends { readonly id: string }> {
	readonly #store: SavedStore<Row>;
	readonly #pageSize: number;
	#rows = $state.raw<readonly Row[]>([]);
	#total = $state(0);
	#damaged = $state(0);
	#loaded = $state(false);
	#busy = $state(false);
	#error = $state.raw<WriteError | null>(null);
	#binned = $state.raw<Binned<Row> | null>(null);

	constructor(store: SavedStore<Row>, pageSize: number) {
		this.#store = store;
		this.#pageSize = pageSize;
	}

	get rows(): readonly Row[] {
		return this.#rows;
	}
	/** Stored rows not in the bin. */
	get total(): number {
		return this.#total;
	}
	/** Stored rows that could not be read. */
	get damaged(): number {
		return this.#damaged;
	}
	get loaded(): boolean {
		return this.#loaded;
	}
	get busy(): boolean {
		return this.#busy;
	}
	get hasMore(): boolean {
		return this.#rows.length < this.#total;
	}
	/** The last storage problem, or null. */
	get error(): WriteError | null {
		return this.#error;
	}
	get binned(): Binned<Row> | null {
		return this.#binned;
	}

	/** Reads the first page, then empties the bin left from earlier visits (binned rows are not listed anyway). */
	async load(): Promise<void> {
		await this.#page(0, true);
		this.#loaded = true;
		await this.#store.purge();
	}

	/** Appends the next page. */
	async more(): Promise<void> {
		if (this.#busy || !this.hasMore) return;
		await this.#page(this.#rows.length, false);
	}

	async #page(offset: number, replace: boolean): Promise<void> {
		this.#busy = true;
		const page = await this.#store.page(offset, this.#pageSize);
		this.#busy = false;
		if (!this.report(page)) return;
		const known = new Set(replace ? [] : this.#rows.map((g) => g.id));
		const fresh = page.value.rows.filter((g) => !known.has(g.id));
		this.#rows = replace ? fresh : [...this.#rows, ...fresh];
		this.#total = page.value.total;
		this.#damaged = page.value.damaged;
	}

	/** Replaces one listed row (after a change the store has kept). */
	protected replace(id: string, change: (row: Row) => Row): void {
		this.#rows = this.#rows.map((r) => (r.id === id ? change(r) : r));
	}

	/** Moves a row to the bin; the row binned before it is removed for good. */
	async remove(id: string, now = Date.now()): Promise<boolean> {
		const index = this.#rows.findIndex((g) => g.id === id);
		const row = this.#rows[index];
		if (!row) return false;
		await this.commit();
		if (!this.report(await this.#store.bin(id, now))) return false;
		this.#rows = this.#rows.filter((g) => g.id !== id);
		this.#total -= 1;
		this.#binned = { row, index, at: now };
		return true;
	}

	/** Brings the binned row back to its place. */
	async undo(): Promise<boolean> {
		const binned = this.#binned;
		if (!binned) return false;
		if (!this.report(await this.#store.unbin(binned.row.id))) return false;
		this.#binned = null;
		const rows = [...this.#rows];
		rows.splice(Math.min(binned.index, rows.length), 0, binned.row);
		this.#rows = rows;
		this.#total += 1;
		return true;
	}

	/** Removes the binned row for good (the undo is gone). */
	async commit(): Promise<void> {
		const binned = this.#binned;
		if (!binned) return;
		this.#binned = null;
		await this.#store.purge(binned.at);
	}

	/** Forgets the shown error. */
	clearError(): void {
		this.#error = null;
	}

	/** Keeps a store's problem to show (or clears it on success); true when it went well. */
	protected report<T>(result: DbResult<T>): result is { ok: true; value: T } {
		this.#error = result.ok ? null : result.error;
		return result.ok;
	}
}
