/**
 * The codes two phones exchange to join a table, with no server: the host's offer travels as a link
 * (`<origin>/join#join=1.<packed>`, in a QR code), the joining phone's answer as the same kind of text. What is
 * read is checked like a file: its size before inflating, its shape, and that the session description is one.
 */
import * as v from 'valibot';
import { pipe, toBase64Url, unpackText } from './packed';

export const JOIN_KEY = 'join=';
export const JOIN_VERSION = 1;
/** A session description with one host candidate is about 600 bytes; several networks stay far below this. */
export const MAX_SDP = 6_000;
const MAX_CODE_CHARS = 8_000;
const MAX_INFLATED = 16 * 1024;

export type JoinKind = 'offer' | 'answer';
export interface JoinCode {
	readonly kind: JoinKind;
	/** The game the host has open. */
	readonly game: string;
	/** Which offer an answer answers (the host may have several phones joining at once). */
	readonly ticket: string;
	readonly sdp: string;
}

export type JoinProblem = 'not-a-code' | 'too-long' | 'too-new' | 'malformed' | 'wrong-kind';
export type JoinRead = { readonly ok: true; readonly code: JoinCode } | { readonly ok: false; readonly problem: JoinProblem };

const id = v.pipe(v.string(), v.regex(/^[A-Za-z0-9_-]{1,64}$/));
const CodeSchema = v.object({
	k: v.picklist(['offer', 'answer']),
	g: id,
	t: id,
	// A session description: lines of printable ASCII that start with its version line.
	s: v.pipe(v.string(), v.maxLength(MAX_SDP), v.regex(/^v=0\r?\n[\x20-\x7e\r\n]*$/))
});

/** The text of a code (what a QR code or a link's fragment carries). */
export async function joinText(code: JoinCode): Promise<string> {
	const json = JSON.stringify({ k: code.kind, g: code.game, t: code.ticket, s: code.sdp });
	const packed = await pipe(new TextEncoder().encode(json), new CompressionStream('deflate-raw'));
	return `${JOIN_KEY}${JOIN_VERSION}.${toBase64Url(packed ?? new Uint8Array())}`;
}

/** Reads a code from what was scanned or pasted: a link with the code in its fragment, the fragment, or the bare text. */
export async function readJoinCode(given: string, expected: JoinKind): Promise<JoinRead> {
	const text = given.trim();
	const at = text.indexOf(JOIN_KEY);
	if (at < 0) return { ok: false, problem: 'not-a-code' };
	const unpacked = await unpackText(text.slice(at + JOIN_KEY.length), { version: JOIN_VERSION, maxChars: MAX_CODE_CHARS, maxInflated: MAX_INFLATED });
	if (!unpacked.ok) return { ok: false, problem: unpacked.problem };
	let data: unknown;
	try {
		data = JSON.parse(unpacked.text);
	} catch {
		return { ok: false, problem: 'malformed' };
	}
	const parsed = v.safeParse(CodeSchema, data);
	if (!parsed.success) return { ok: false, problem: 'malformed' };
	const c = parsed.output;
	if (c.k !== expected) return { ok: false, problem: 'wrong-kind' };
	return { ok: true, code: { kind: c.k, game: c.g, ticket: c.t, sdp: c.s } };
}
