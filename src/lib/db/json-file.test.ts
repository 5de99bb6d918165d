import { describe, expect, it } from 'vitest';
import { parseJsonFile, readFileText } from './json-file';

describe('readFileText', () => {
	it('reads a picked file', async () => {
		expect(await readFileText(new File(['{"a":1}'], 'a.json'))).toEqual({ ok: true, text: '{"a":1}' });
	});

	it('refuses a file the browser cannot read instead of throwing', async () => {
		const broken = { text: () => Promise.reject(new DOMException('gone', 'NotReadableError')) } as unknown as Blob;
		expect(await readFileText(broken)).toMatchObject({ ok: false, refusal: { kind: 'unreadable' }, message: expect.stringMatching(/^The file could not be read/) });
	});
});

describe('parseJsonFile', () => {
	it.each([
		['', 'empty', /empty/],
		['{"a":[1,', 'truncated', /incomplete/],
		['PK zip', 'not-json', /not valid JSON/]
	])('refuses %j', (text, kind, reason) => {
		expect(parseJsonFile(text)).toEqual({ ok: false, refusal: { kind }, message: expect.stringMatching(reason) });
	});
});
