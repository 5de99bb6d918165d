/** Reading a JSON file the user picked: coded reasons for text that is not JSON. */
import { refused, type Refused } from './refusals';

/** True when the text stops inside a string or with brackets still open: a cut-off download. */
export function looksTruncated(text: string): boolean {
	let depth = 0;
	let inString = false;
	for (let i = 0; i < text.length; i++) {
		const c = text[i];
		if (inString) {
			if (c === '\\') i++;
			else if (c === '"') inString = false;
		} else if (c === '"') inString = true;
		else if (c === '{' || c === '[') depth++;
		else if (c === '}' || c === ']') depth--;
	}
	return inString || depth > 0;
}

/** The text of a picked file, or a refusal when the browser cannot read it or it is past `maxBytes` (checked before reading); never throws. */
export async function readFileText(file: Blob, maxBytes = Infinity): Promise<{ ok: true; text: string } | Refused> {
	if (file.size > maxBytes) return refused({ kind: 'too-large', mb: Math.round(file.size / 1024 / 1024), maxMb: Math.round(maxBytes / 1024 / 1024) });
	try {
		return { ok: true, text: await blobText(file) };
	} catch {
		return refused({ kind: 'unreadable' });
	}
}

/** Blob.text(), with FileReader for older WebViews (and test DOMs) without it. */
function blobText(file: Blob): Promise<string> {
	if (typeof file.text === 'function') return file.text();
	return new Promise((resolve, reject) => {
		const reader = new FileReader();
		reader.onload = () => resolve(String(reader.result ?? ''));
		reader.onerror = () => reject(reader.error ?? new Error('unreadable'));
		reader.readAsText(file);
	});
}

/** The parsed value, or why the text is not a JSON file. */
export function parseJsonFile(text: unknown): { ok: true; value: unknown } | Refused {
	if (typeof text !== 'string' || text.trim() === '') return refused({ kind: 'empty' });
	try {
		return { ok: true, value: JSON.parse(text) };
	} catch {
		return refused({ kind: looksTruncated(text) ? 'truncated' : 'not-json' });
	}
}

/** The `format` field of a parsed file, if any. */
export function formatOf(value: unknown): unknown {
	return value && typeof value === 'object' && !Array.isArray(value) ? (value as { format?: unknown }).format : undefined;
}
