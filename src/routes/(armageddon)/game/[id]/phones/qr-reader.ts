/**
 * The host's camera reads a joining phone's answer: the browser's own `BarcodeDetector` where it has one for QR
 * codes, else the `qr` library's decoder on frames drawn from the video. Loaded with the scanner only.
 */
import type { DecodeQR } from 'qr/decode.js';

/** Why the camera did not open: the person said no, or there is none this page may use. */
export type CameraProblem = 'denied' | 'absent';

/** One frame's pixels, as a canvas gives them (RGBA) or a camera's luma plane. */
export interface Frame {
	readonly width: number;
	readonly height: number;
	readonly data: Uint8Array | Uint8ClampedArray;
}

/** The rear camera's stream, or why there is none. */
export async function openCamera(media: MediaDevices | undefined = globalThis.navigator?.mediaDevices): Promise<{ ok: true; stream: MediaStream } | { ok: false; problem: CameraProblem }> {
	// No mediaDevices: an old browser, or a page not served over https (a phone opening the host by its LAN address).
	if (!media?.getUserMedia) return { ok: false, problem: 'absent' };
	try {
		return { ok: true, stream: await media.getUserMedia({ video: { facingMode: { ideal: 'environment' } }, audio: false }) };
	} catch (e) {
		const name = e instanceof Error || (typeof e === 'object' && e !== null && 'name' in e) ? String((e as { name: unknown }).name) : '';
		return { ok: false, problem: name === 'NotAllowedError' || name === 'SecurityError' ? 'denied' : 'absent' };
	}
}

/** The text of the QR code in one frame, or null when the frame holds none the decoder can read. */
export function decodeFrame(decode: DecodeQR, frame: Frame): string | null {
	try {
		const text = decode({ width: frame.width, height: frame.height, data: frame.data });
		return text === '' ? null : text;
	} catch {
		// Most frames hold no readable code (moving, blurred, cut off): the decoder says so by throwing.
		return null;
	}
}

/** Reads the code in the video's current frame, or null. */
export type ReadFrame = (video: HTMLVideoElement) => Promise<string | null>;

interface NativeDetector {
	detect(source: HTMLVideoElement): Promise<readonly { rawValue: string }[]>;
}
interface NativeDetectorClass {
	new (options: { formats: string[] }): NativeDetector;
	getSupportedFormats(): Promise<readonly string[]>;
}

/** The longest side a frame is decoded at: a phone's full-HD frame costs four times as much and reads no better. */
const MAX_SIDE = 960;

/** The reader this browser offers: its `BarcodeDetector` when that reads QR codes, else the library on a canvas. */
export async function frameReader(scope: { BarcodeDetector?: NativeDetectorClass } = globalThis as { BarcodeDetector?: NativeDetectorClass }): Promise<ReadFrame> {
	const Native = scope.BarcodeDetector;
	const formats = Native ? await Native.getSupportedFormats().catch(() => [] as readonly string[]) : [];
	if (Native && formats.includes('qr_code')) {
		const detector = new Native({ formats: ['qr_code'] });
		return async (video) => {
			try {
				return (await detector.detect(video))[0]?.rawValue || null;
			} catch {
				return null;
			}
		};
	}
	const { default: decodeQR } = await import('qr/decode.js');
	const canvas = document.createElement('canvas');
	const g = canvas.getContext('2d', { willReadFrequently: true });
	return async (video) => {
		if (!g || video.videoWidth === 0 || video.videoHeight === 0) return null;
		const scale = Math.min(1, MAX_SIDE / Math.max(video.videoWidth, video.videoHeight));
		const width = Math.round(video.videoWidth * scale);
		const height = Math.round(video.videoHeight * scale);
		if (canvas.width !== width || canvas.height !== height) {
			canvas.width = width;
			canvas.height = height;
		}
		g.drawImage(video, 0, 0, width, height);
		return decodeFrame(decodeQR, g.getImageData(0, 0, width, height));
	};
}
