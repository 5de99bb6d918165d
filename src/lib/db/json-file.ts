/** Reading a JSON file the user picked: plain-words reasons for text that is not JSON. */

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

/** A refusal to read a file, in plain words (the UI may translate it). */
export interface Refusal {
	readonly ok: false;
	readonly message: string;
}

/** The text of a picked file, or a refusal when the browser cannot read it; never throws. */
export async function readFileText(file: Blob): Promise<{ ok: true; text: string } | Refusal> {
	try {
		return { ok: true, text: await blobText(file) };
	} catch {
		return { ok: false, message: 'The file could not be read.' };
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
export function parseJsonFile(text: unknown): { ok: true; value: unknown } | Refusal {
	if (typeof text !== 'string' || text.trim() === '') return { ok: false, message: 'The file is empty.' };
	try {
		return { ok: true, value: JSON.parse(text) };
	} catch {
		return looksTruncated(text)
			? { ok: false, message: 'The file is incomplete: it ends in the middle of the data (was the download or copy cut off?).' }
			: { ok: false, message: 'The file is not valid JSON, so it is not a file this app wrote (or it was edited and damaged).' };
	}
}

/** The `format` field of a parsed file, if any. */
export function formatOf(value: unknown): unknown {
	return value && typeof value === 'object' && !Array.isArray(value) ? (value as { format?: unknown }).format : undefined;
}
