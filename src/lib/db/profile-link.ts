/**
 * A box profile carried in a link's fragment: `<origin>/box#profile=1.<base64url of the deflated file>`.
 * Nothing goes to a server. Reading a link goes through the same restore layer as a file; a malformed, cut-off,
 * foreign or too-new link is refused with a reason code and changes nothing.
 */
import type { BoxProfile } from '../games/armageddon';
import { exportProfileFile, readProfileFile } from './profiles';
import type { FileRefusal } from './refusals';
import { pipe, toBase64Url, unpackText } from './packed';

/** The fragment's key and the version of its format; a newer version is refused. */
export const LINK_KEY = 'profile=';
export const LINK_VERSION = 1;
/** Longest payload read (a full profile deflates to about 1 KB); checked before inflating. */
export const MAX_LINK_CHARS = 16_000;
/** Most bytes a payload may inflate to (a zip bomb stops here). */
const MAX_INFLATED = 256 * 1024;

export type LinkProblem = 'not-a-link' | 'too-long' | 'too-new' | 'malformed' | 'not-a-profile';
/** A refused link: the problem, and for 'not-a-profile' the refusal of the file it carries (what is wrong, as a code) in `refusal`. */
export type LinkRead =
	| { readonly ok: true; readonly profile: BoxProfile }
	| { readonly ok: false; readonly problem: LinkProblem; readonly detail?: string; readonly refusal?: FileRefusal };

/** The fragment (without "#") that carries `profile`. */
export function profileFragment(profile: BoxProfile): Promise<string> {
	return textFragment(exportProfileFile(profile));
}

/** The fragment that carries the text of a box-profile file (whatever it holds: the fuzz sends damaged ones). */
export async function textFragment(text: string): Promise<string> {
	const deflated = await pipe(new TextEncoder().encode(text), new CompressionStream('deflate-raw'));
	return `${LINK_KEY}${LINK_VERSION}.${toBase64Url(deflated ?? new Uint8Array())}`;
}

/** Whether a location hash carries a profile. */
export function hasProfileFragment(hash: string): boolean {
	return hash.replace(/^#/, '').startsWith(LINK_KEY);
}

/** Reads a profile from a location hash (`#profile=…`): checked like a file, never trusted. */
export async function readProfileFragment(hash: string): Promise<LinkRead> {
	const fragment = hash.replace(/^#/, '');
	if (!fragment.startsWith(LINK_KEY)) return { ok: false, problem: 'not-a-link' };
	const unpacked = await unpackText(fragment.slice(LINK_KEY.length), { version: LINK_VERSION, maxChars: MAX_LINK_CHARS, maxInflated: MAX_INFLATED });
	if (!unpacked.ok) return { ok: false, problem: unpacked.problem };
	const text = unpacked.text;
	const read = readProfileFile(text);
	return read.ok ? { ok: true, profile: read.profile } : { ok: false, problem: 'not-a-profile', detail: read.message.slice(0, 200), refusal: read.refusal };
}
