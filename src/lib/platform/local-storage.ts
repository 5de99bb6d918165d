/** The browser's localStorage, or null where there is none or access itself throws (blocked by privacy settings, sandboxed frames). */
export function localStore(): Storage | null {
	try {
		return typeof localStorage === 'undefined' ? null : localStorage;
	} catch {
		return null;
	}
}
