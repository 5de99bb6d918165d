/** A Storage in memory that refuses writes beyond `limit` characters in all, as a full browser storage does. */
export function memoryStorage(limit = Infinity): Storage {
	const data = new Map<string, string>();
	const size = () => [...data].reduce((n, [k, v]) => n + k.length + v.length, 0);
	return {
		get length() {
			return data.size;
		},
		key: (i: number) => [...data.keys()][i] ?? null,
		getItem: (k: string) => data.get(k) ?? null,
		setItem(k: string, v: string) {
			const before = data.get(k);
			data.set(k, String(v));
			if (size() > limit) {
				if (before === undefined) data.delete(k);
				else data.set(k, before);
				throw new DOMException('full', 'QuotaExceededError');
			}
		},
		removeItem: (k: string) => void data.delete(k),
		clear: () => data.clear()
	};
}
