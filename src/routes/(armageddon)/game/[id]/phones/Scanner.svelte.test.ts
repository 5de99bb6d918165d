import { render, screen, waitFor } from '@testing-library/svelte';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { m } from '$lib/i18n/messages';
import Scanner from './Scanner.svelte';

/** This page's camera: `getUserMedia` as given, its one track's `stop` counted. */
function camera(getUserMedia: () => Promise<MediaStream>) {
	Object.defineProperty(navigator, 'mediaDevices', { value: { getUserMedia }, configurable: true });
}
function stream() {
	const stop = vi.fn();
	return { stop, stream: { getTracks: () => [{ stop }] } as unknown as MediaStream };
}
/** A browser whose own detector reads QR codes and sees `seen` in turn, one per frame (null: nothing). */
function detector(seen: (string | null)[]) {
	vi.stubGlobal(
		'BarcodeDetector',
		class {
			static getSupportedFormats = async () => ['qr_code'];
			detect = async () => {
				const text = seen.length > 1 ? seen.shift()! : seen[0];
				return text === null ? [] : [{ rawValue: text }];
			};
		}
	);
}

// jsdom plays no video; the camera's frames come from the stubbed detector.
beforeEach(() => {
	vi.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue();
});

afterEach(() => {
	vi.restoreAllMocks();
	vi.unstubAllGlobals();
	Reflect.deleteProperty(navigator, 'mediaDevices');
});

describe('Scanner', () => {
	it('a camera the person refused: says how to allow it and that the code can be pasted', async () => {
		camera(() => Promise.reject(Object.assign(new Error('no'), { name: 'NotAllowedError' })));
		render(Scanner, { onread: vi.fn(), onclose: vi.fn() });
		expect(await screen.findByRole('alert')).toHaveTextContent(m.phones_camera_denied());
		expect(screen.queryByLabelText(m.phones_camera())).toBeNull();
	});

	it('no camera: says so', async () => {
		camera(() => Promise.reject(Object.assign(new Error('none'), { name: 'NotFoundError' })));
		render(Scanner, { onread: vi.fn(), onclose: vi.fn() });
		expect(await screen.findByRole('alert')).toHaveTextContent(m.phones_camera_absent());
	});

	it('offers each new code it reads; a refused code is not offered again; the camera stops once one is taken', async () => {
		const { stop, stream: s } = stream();
		camera(async () => s);
		detector([null, 'join=1.wrong', 'join=1.wrong', null, 'join=1.right']);
		const onread = vi.fn(async (text: string) => text === 'join=1.right');
		render(Scanner, { onread, onclose: vi.fn() });
		expect(screen.getByRole('status')).toHaveTextContent(m.phones_scanning());
		await waitFor(() => expect(onread).toHaveBeenCalledTimes(2), { timeout: 3000 });
		expect(onread.mock.calls.map((c) => c[0])).toEqual(['join=1.wrong', 'join=1.right']);
		await waitFor(() => expect(stop).toHaveBeenCalled());
	});

	it('closing it stops the camera', async () => {
		const { stop, stream: s } = stream();
		camera(async () => s);
		detector([null]);
		const { unmount } = render(Scanner, { onread: vi.fn(), onclose: vi.fn() });
		await new Promise((r) => setTimeout(r, 50));
		unmount();
		expect(stop).toHaveBeenCalled();
	});
});
