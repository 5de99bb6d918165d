import { describe, expect, it, vi } from 'vitest';
import { backupFileName, isoDate, saveJsonFile, slug, type SaveEnv } from './save-file';

describe('file names', () => {
	it.each([
		['Ani, Ben, Cleo', 'ani-ben-cleo'],
		['Größter Spaß – Übung!', 'groesster-spass-uebung'],
		['  Café Noël  ', 'cafe-noel'],
		['***', ''],
		['a'.repeat(60), 'a'.repeat(40)]
	])('%s → %s', (text, expected) => {
		expect(slug(text)).toBe(expected);
	});

	it('dates the file by the local day', () => {
		const ms = new Date(2025, 0, 5, 23, 30).getTime();
		expect(isoDate(ms)).toBe('2025-01-05');
		expect(backupFileName(ms, 'Friday game')).toBe('armageddon-2025-01-05-friday-game.json');
		expect(backupFileName(ms, '')).toBe('armageddon-2025-01-05.json');
	});
});

function fakeEnv(opts: { coarse?: boolean; canShare?: boolean; share?: () => Promise<void> } = {}) {
	const clicks: { href: string; download: string }[] = [];
	const body = { append: vi.fn() };
	const env: SaveEnv = {
		coarse: opts.coarse ?? false,
		navigator: opts.share ? { share: opts.share, canShare: () => opts.canShare ?? true } : {},
		document: {
			body: body as unknown as HTMLElement,
			createElement: (() => {
				const a = { href: '', download: '', rel: '', click: () => clicks.push({ href: a.href, download: a.download }), remove: vi.fn() };
				return a;
			}) as unknown as Document['createElement']
		},
		url: { createObjectURL: () => 'blob:x', revokeObjectURL: vi.fn() }
	};
	return { env, clicks };
}

describe('saveJsonFile', () => {
	it('downloads on a desktop even when sharing is possible', async () => {
		const share = vi.fn(async () => {});
		const f = fakeEnv({ share });
		expect(await saveJsonFile('a.json', '{}', f.env)).toBe('downloaded');
		expect(share).not.toHaveBeenCalled();
		expect(f.clicks).toEqual([{ href: 'blob:x', download: 'a.json' }]);
	});

	it('shares the file on a phone that can share files', async () => {
		const share = vi.fn(async () => {});
		const f = fakeEnv({ coarse: true, share });
		expect(await saveJsonFile('a.json', '{"x":1}', f.env)).toBe('shared');
		const data = share.mock.calls[0] as unknown as [{ files: File[] }];
		expect(data[0].files[0]?.name).toBe('a.json');
		expect(await data[0].files[0]?.text()).toBe('{"x":1}');
		expect(f.clicks).toEqual([]);
	});

	it('does nothing more when the user closes the share sheet', async () => {
		const f = fakeEnv({ coarse: true, share: async () => Promise.reject(new DOMException('no', 'AbortError')) });
		expect(await saveJsonFile('a.json', '{}', f.env)).toBe('cancelled');
		expect(f.clicks).toEqual([]);
	});

	it.each([
		['the share fails', { share: async () => Promise.reject(new DOMException('late', 'NotAllowedError')) }],
		['files cannot be shared', { share: async () => {}, canShare: false }],
		['there is no Web Share', {}]
	])('downloads when %s', async (_name, opts) => {
		const f = fakeEnv({ coarse: true, ...opts });
		expect(await saveJsonFile('a.json', '{}', f.env)).toBe('downloaded');
		expect(f.clicks).toHaveLength(1);
	});
});
