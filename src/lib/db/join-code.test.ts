import { describe, expect, it } from 'vitest';
import { joinText, readJoinCode, type JoinCode } from './join-code';
import { pipe, toBase64Url } from './packed';

const SDP = 'v=0\r\no=- 1 2 IN IP4 127.0.0.1\r\ns=-\r\na=candidate:1 1 udp 2113937151 abc.local 38716 typ host\r\n';
const offer: JoinCode = { kind: 'offer', game: '6f1c-aa', ticket: 't1', sdp: SDP };

async function packed(json: string) {
	const bytes = await pipe(new TextEncoder().encode(json), new CompressionStream('deflate-raw'));
	return `join=1.${toBase64Url(bytes!)}`;
}

describe('join codes', () => {
	it('reads back what it wrote, from a link, a fragment or the bare text', async () => {
		const text = await joinText(offer);
		for (const given of [`https://example.org/join#${text}`, `#${text}`, `  ${text}\n`]) expect(await readJoinCode(given, 'offer')).toEqual({ ok: true, code: offer });
		// One host candidate: small enough for a QR code a phone camera reads at once.
		expect(text.length).toBeLessThan(400);
	});

	it.each([
		['no code', 'https://example.org/join', 'not-a-code'],
		['a newer version', 'join=2.abc', 'too-new'],
		['no version', 'join=abc', 'malformed'],
		['not base64', 'join=1.%%%', 'malformed'],
		['not deflated', 'join=1.AAAA', 'malformed'],
		['too long', `join=1.${'A'.repeat(9_000)}`, 'too-long']
	])('refuses %s', async (_, given, problem) => {
		expect(await readJoinCode(given, 'offer')).toEqual({ ok: false, problem });
	});

	it('refuses an answer where an offer is expected', async () => {
		expect(await readJoinCode(await joinText({ ...offer, kind: 'answer' }), 'offer')).toEqual({ ok: false, problem: 'wrong-kind' });
	});

	it.each([
		['a description that is not one', { k: 'offer', g: 'g', t: 't', s: '<script>alert(1)</script>' }],
		['a game id with markup', { k: 'offer', g: '<b>', t: 't', s: SDP }],
		['a missing ticket', { k: 'offer', g: 'g', s: SDP }],
		['an oversized description', { k: 'offer', g: 'g', t: 't', s: `v=0\r\n${'a'.repeat(7_000)}` }]
	])('refuses %s', async (_, data) => {
		expect(await readJoinCode(await packed(JSON.stringify(data)), 'offer')).toEqual({ ok: false, problem: 'malformed' });
	});

	it('stops a code that inflates past its bound', async () => {
		const bomb = await packed(JSON.stringify({ k: 'offer', g: 'g', t: 't', s: `v=0\r\n${' '.repeat(100_000)}` }));
		expect(await readJoinCode(bomb, 'offer')).toEqual({ ok: false, problem: 'too-long' });
	});
});
