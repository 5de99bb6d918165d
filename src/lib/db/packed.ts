/**
 * Text carried in a link or a QR code: deflated, then base64url. Shared by the box share link and the codes
 * phones exchange to join a table; each reader checks its payload's size before inflating and bounds the result.
 */
export function toBase64Url(bytes: Uint8Array): string {
	let text = '';
	for (const b of bytes) text += String.fromCharCode(b);
	return btoa(text).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

export function fromBase64Url(text: string): Uint8Array | null {
	if (!/^[A-Za-z0-9_-]*$/.test(text)) return null;
	try {
		const raw = atob(text.replace(/-/g, '+').replace(/_/g, '/') + '='.repeat((4 - (text.length % 4)) % 4));
		return Uint8Array.from(raw, (c) => c.charCodeAt(0));
	} catch {
		return null;
	}
}

export async function pipe(bytes: Uint8Array, stream: CompressionStream | DecompressionStream, limit = Infinity): Promise<Uint8Array | null> {
	const reader = new Blob([bytes as BlobPart]).stream().pipeThrough(stream).getReader();
	const parts: Uint8Array[] = [];
	let size = 0;
	for (;;) {
		const { done, value } = await reader.read();
		if (done) break;
		size += value.length;
		if (size > limit) {
			await reader.cancel();
			return null;
		}
		parts.push(value);
	}
	const out = new Uint8Array(size);
	let at = 0;
	for (const p of parts) {
		out.set(p, at);
		at += p.length;
	}
	return out;
}

/** Why a packed payload could not be read. */
export type UnpackProblem = 'too-long' | 'too-new' | 'malformed';

/**
 * Reads `<version>.<base64url of deflated UTF-8>`: the payload's size is checked before inflating, the inflated
 * size is bounded (a zip bomb stops there), and the text must be UTF-8.
 */
export async function unpackText(
	payload: string,
	limits: { readonly version: number; readonly maxChars: number; readonly maxInflated: number }
): Promise<{ readonly ok: true; readonly text: string } | { readonly ok: false; readonly problem: UnpackProblem }> {
	if (payload.length > limits.maxChars) return { ok: false, problem: 'too-long' };
	const dot = payload.indexOf('.');
	const version = dot > 0 ? Number(payload.slice(0, dot)) : Number.NaN;
	if (!Number.isInteger(version) || version < 1) return { ok: false, problem: 'malformed' };
	if (version > limits.version) return { ok: false, problem: 'too-new' };
	const bytes = fromBase64Url(payload.slice(dot + 1));
	if (!bytes || bytes.length === 0) return { ok: false, problem: 'malformed' };
	let inflated: Uint8Array | null;
	try {
		inflated = await pipe(bytes, new DecompressionStream('deflate-raw'), limits.maxInflated);
	} catch {
		return { ok: false, problem: 'malformed' };
	}
	if (!inflated) return { ok: false, problem: 'too-long' };
	try {
		return { ok: true, text: new TextDecoder('utf-8', { fatal: true }).decode(inflated) };
	} catch {
		return { ok: false, problem: 'malformed' };
	}
}
