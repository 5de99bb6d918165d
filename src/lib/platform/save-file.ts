/** Saving a file the app made: the share sheet on phones that can share files, else a download. */

/** `ä` → `ae`, spaces and punctuation → `-`, lower case, at most `max` characters. */
export function slug(text: string, max = 40): string {
	return text
		.replace(/[äÄ]/g, 'ae')
		.replace(/[öÖ]/g, 'oe')
		.replace(/[üÜ]/g, 'ue')
		.replace(/ß/g, 'ss')
		.normalize('NFKD')
		.replace(/[\u0300-\u036f]/g, '')
		.toLowerCase()
		.replace(/[^a-z0-9]+/g, '-')
		.slice(0, max)
		.replace(/^-+|-+$/g, '');
}

/** The local calendar date, YYYY-MM-DD. */
export function isoDate(ms: number): string {
	const d = new Date(Number.isFinite(ms) && Math.abs(ms) <= 8.64e15 ? ms : 0);
	const pad = (n: number) => String(n).padStart(2, '0');
	return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
}

/** `armageddon-<date>-<title>.json`; the title part is left out when nothing of it is left. */
export function backupFileName(date: number, title: string): string {
	const name = slug(title);
	return `armageddon-${isoDate(date)}${name ? `-${name}` : ''}.json`;
}

/** What saving needs from the browser; injectable for tests. */
export interface SaveEnv {
	readonly navigator?: Partial<Pick<Navigator, 'share' | 'canShare'>>;
	readonly document: Pick<Document, 'createElement' | 'body'>;
	readonly url: Pick<typeof URL, 'createObjectURL' | 'revokeObjectURL'>;
	/** True on touch devices, where a share sheet beats a download. */
	readonly coarse: boolean;
}

function browserEnv(): SaveEnv {
	return {
		navigator,
		document,
		url: URL,
		coarse: typeof matchMedia === 'function' && matchMedia('(pointer: coarse)').matches
	};
}

export type Saved = 'shared' | 'downloaded' | 'cancelled';

/** Offers a JSON text as a file: Web Share (level 2, files) on phones that support it, else a download. */
export async function saveJsonFile(name: string, text: string, env: SaveEnv = browserEnv()): Promise<Saved> {
	const type = 'application/json';
	const nav = env.navigator;
	if (env.coarse && typeof nav?.share === 'function' && typeof nav.canShare === 'function' && typeof File === 'function') {
		const file = new File([text], name, { type });
		if (nav.canShare({ files: [file] })) {
			try {
				await nav.share({ files: [file], title: name });
				return 'shared';
			} catch (e) {
				if ((e as { name?: unknown })?.name === 'AbortError') return 'cancelled';
				// NotAllowedError (the tap is too long ago) and the like: download instead.
			}
		}
	}
	const href = env.url.createObjectURL(new Blob([text], { type }));
	const a = env.document.createElement('a');
	a.href = href;
	a.download = name;
	a.rel = 'noopener';
	env.document.body.append(a);
	a.click();
	a.remove();
	// Revoked later: some browsers start reading the blob only after click() returns.
	setTimeout(() => env.url.revokeObjectURL(href), 60_000);
	return 'downloaded';
}
