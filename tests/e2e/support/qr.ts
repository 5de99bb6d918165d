/**
 * QR codes as cameras see them: a code drawn on a page read back from its pixels, and a code made into the
 * video file Chromium's fake camera plays (`--use-file-for-fake-video-capture`).
 */
import encodeQR from 'qr';
import decodeQR from 'qr/decode.js';
import { expect, type Page } from '@playwright/test';

/** Reads the QR code on screen as a camera would: the drawn code, rasterised, decoded. */
export async function readQrOnScreen(page: Page, name: string): Promise<string> {
	const qr = page.getByRole('img', { name });
	await expect(qr).not.toHaveAttribute('aria-busy', 'true');
	const image = await qr.evaluate(async (el) => {
		const svg = el.querySelector('svg')!;
		const size = 400;
		const img = new Image();
		img.src = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(new XMLSerializer().serializeToString(svg))}`;
		await img.decode();
		const canvas = document.createElement('canvas');
		canvas.width = canvas.height = size + 40;
		const g = canvas.getContext('2d')!;
		g.fillStyle = '#fff';
		g.fillRect(0, 0, canvas.width, canvas.height);
		g.drawImage(img, 20, 20, size, size);
		const data = g.getImageData(0, 0, canvas.width, canvas.height);
		return { width: data.width, height: data.height, data: Array.from(data.data) };
	});
	return decodeQR({ width: image.width, height: image.height, data: Uint8Array.from(image.data) });
}

/**
 * One frame of Y4M video (a text header, then the luma plane and two quarter-size chroma planes, 4:2:0): grey,
 * with `text`'s QR code in the middle when given. Chromium's fake camera plays it in a loop.
 */
export function qrVideo(text: string | null, width = 640, height = 480): Buffer {
	const luma = Buffer.alloc(width * height, 170);
	if (text !== null) {
		const grid = encodeQR(text, 'raw', { ecc: 'low', border: 3 });
		const scale = Math.floor((Math.min(width, height) * 0.95) / grid.length);
		const left = Math.floor((width - grid.length * scale) / 2);
		const top = Math.floor((height - grid.length * scale) / 2);
		for (let y = 0; y < grid.length * scale; y++)
			for (let x = 0; x < grid.length * scale; x++) luma[(top + y) * width + left + x] = grid[Math.floor(y / scale)]![Math.floor(x / scale)] ? 20 : 235;
	}
	const chroma = Buffer.alloc((width / 2) * (height / 2), 128);
	return Buffer.concat([Buffer.from(`YUV4MPEG2 W${width} H${height} F10:1 Ip A1:1 C420jpeg\nFRAME\n`), luma, chroma, chroma]);
}
