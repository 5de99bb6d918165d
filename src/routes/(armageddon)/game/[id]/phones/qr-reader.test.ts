import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import decodeQR from 'qr/decode.js';
import { describe, expect, it, vi } from 'vitest';
import { decodeFrame, frameReader, openCamera, type Frame } from './qr-reader';

const here = join(process.cwd(), 'src/routes/(armageddon)/game/[id]/phones/fixtures');

/**
 * A binary PGM (P5) as RGBA, the way a canvas hands a frame over. The fixture is an answer code as a camera
 * sees it: turned 7°, on a grey gradient, with noise; the text beside it is what the code says.
 */
function pgm(name: string): Frame {
	const bytes = readFileSync(join(here, name));
	const header = bytes.toString('latin1', 0, 200).replace(/#[^\n]*\n/g, '');
	const [, w, h] = /^P5\s+(\d+)\s+(\d+)\s+255\s/.exec(header)!;
	const width = Number(w);
	const height = Number(h);
	const gray = bytes.subarray(bytes.length - width * height);
	const data = new Uint8ClampedArray(width * height * 4);
	gray.forEach((v, i) => data.set([v, v, v, 255], i * 4));
	return { width, height, data };
}

describe('decodeFrame', () => {
	it('reads the answer code from a camera-like frame', () => {
		const expected = readFileSync(join(here, 'answer-frame.txt'), 'utf8');
		expect(expected).toMatch(/^join=1\./);
		expect(decodeFrame(decodeQR, pgm('answer-frame.pgm'))).toBe(expected);
	});

	it('is null for a frame without a code, or with the code cut off', () => {
		const frame = pgm('answer-frame.pgm');
		expect(decodeFrame(decodeQR, { ...frame, data: new Uint8ClampedArray(frame.data.length).fill(128) })).toBeNull();
		// Only the top third of the frame: two finder patterns at most.
		const rows = Math.floor(frame.height / 3);
		expect(decodeFrame(decodeQR, { width: frame.width, height: rows, data: frame.data.subarray(0, frame.width * rows * 4) })).toBeNull();
	});
});

describe('openCamera', () => {
	const media = (getUserMedia: () => Promise<MediaStream>) => ({ getUserMedia }) as unknown as MediaDevices;

	it('asks for the rear camera, no sound', async () => {
		const stream = {} as MediaStream;
		const getUserMedia = vi.fn(async () => stream);
		expect(await openCamera(media(getUserMedia))).toEqual({ ok: true, stream });
		expect(getUserMedia).toHaveBeenCalledWith({ video: { facingMode: { ideal: 'environment' } }, audio: false });
	});

	it.each([
		['NotAllowedError', 'denied'],
		['SecurityError', 'denied'],
		['NotFoundError', 'absent'],
		['NotReadableError', 'absent'],
		['OverconstrainedError', 'absent']
	])('%s → %s', async (name, problem) => {
		const refused = Object.assign(new Error('no'), { name });
		expect(await openCamera(media(() => Promise.reject(refused)))).toEqual({ ok: false, problem });
	});

	it('no camera API at all (no https) → absent', async () => {
		expect(await openCamera(undefined)).toEqual({ ok: false, problem: 'absent' });
	});
});

describe('frameReader', () => {
	const video = { videoWidth: 640, videoHeight: 480 } as HTMLVideoElement;

	it("uses the browser's BarcodeDetector when it reads QR codes", async () => {
		const detect = vi.fn(async () => [{ rawValue: 'join=1.abc' }]);
		class BarcodeDetector {
			static getSupportedFormats = async () => ['ean_13', 'qr_code'];
			constructor(readonly options: { formats: string[] }) {}
			detect = detect;
		}
		const read = await frameReader({ BarcodeDetector });
		expect(await read(video)).toBe('join=1.abc');
		expect(detect).toHaveBeenCalledWith(video);
	});

	it('a detector that fails on a frame reads nothing from it', async () => {
		class BarcodeDetector {
			static getSupportedFormats = async () => ['qr_code'];
			detect = () => Promise.reject(new Error('busy'));
		}
		expect(await (await frameReader({ BarcodeDetector }))(video)).toBeNull();
	});
});
