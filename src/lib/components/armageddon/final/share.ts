/** Sharing a result: a text summary, a PNG picture drawn on a canvas, the share sheet or the clipboard. */
import type { Lang } from '$lib/i18n/locale.svelte';
import { m } from '$lib/i18n/messages';
import { places, type ResultData } from './result-data';
import { winnerText } from './texts';

/** The result as plain text: title, winner sentence, one line per player best first. */
export function shareText(lang: Lang, r: ResultData, date?: string): string {
	const place = places(r);
	const lines = r.ranking.map((id) => {
		const p = r.players.find((q) => q.id === id);
		return m.scoring_share_line({ place: place[id] ?? 0, name: p?.name ?? id, vp: r.totals[id] ?? 0, won: r.winners.includes(id) ? 'yes' : 'no' }, { locale: lang });
	});
	return [m.scoring_share_title({}, { locale: lang }) + (date ? ` · ${m.scoring_share_date({ d: date }, { locale: lang })}` : ''), winnerText(lang, r), '', ...lines].join('\n');
}

/** Word-wraps `text` to `width` pixels of the canvas's current font. */
function wrap(ctx: CanvasRenderingContext2D, text: string, width: number): string[] {
	const out: string[] = [];
	let line = '';
	for (const word of text.split(' ')) {
		const next = line ? `${line} ${word}` : word;
		if (ctx.measureText(next).width > width && line) {
			out.push(line);
			line = word;
		} else line = next;
	}
	if (line) out.push(line);
	return out;
}

/** The result as a PNG, in the page's current theme colours; null where a canvas cannot be drawn. */
export async function resultImage(lang: Lang, r: ResultData, doc: Document = document): Promise<Blob | null> {
	const canvas = doc.createElement('canvas');
	const ctx = canvas.getContext?.('2d');
	if (!ctx) return null;
	const css = getComputedStyle(doc.documentElement);
	const token = (name: string) => css.getPropertyValue(name).trim() || undefined;
	const font = token('--font') ?? 'sans-serif';
	const W = 800;
	const pad = 48;
	ctx.font = `600 34px ${font}`;
	const winner = wrap(ctx, winnerText(lang, r), W - 2 * pad);
	const H = pad + 60 + winner.length * 46 + 24 + r.ranking.length * 72 + pad;
	canvas.width = W;
	canvas.height = H;
	ctx.fillStyle = token('--bg') ?? 'Canvas';
	ctx.fillRect(0, 0, W, H);
	ctx.fillStyle = token('--text') ?? 'CanvasText';
	ctx.font = `800 44px ${font}`;
	ctx.fillText(m.scoring_share_title({}, { locale: lang }), pad, pad + 40);
	ctx.font = `600 34px ${font}`;
	winner.forEach((line, i) => ctx.fillText(line, pad, pad + 100 + i * 46));
	const place = places(r);
	let y = pad + 100 + winner.length * 46 + 24;
	for (const id of r.ranking) {
		const p = r.players.find((q) => q.id === id);
		ctx.beginPath();
		ctx.arc(pad + 18, y + 20, 16, 0, 2 * Math.PI);
		ctx.fillStyle = token(`--player-${p?.colour ?? 'brown'}`) ?? 'GrayText';
		ctx.fill();
		ctx.strokeStyle = token('--border') ?? 'GrayText';
		ctx.lineWidth = 2;
		ctx.stroke();
		ctx.fillStyle = token('--text') ?? 'CanvasText';
		ctx.font = `${r.winners.includes(id) ? 800 : 500} 36px ${font}`;
		ctx.fillText(`${place[id] ?? ''}. ${p?.name ?? id}`, pad + 52, y + 33);
		ctx.textAlign = 'right';
		ctx.fillText(m.scoring_vp({ n: r.totals[id] ?? 0 }, { locale: lang }), W - pad, y + 33);
		ctx.textAlign = 'left';
		y += 72;
	}
	return new Promise((resolve) => canvas.toBlob((blob) => resolve(blob), 'image/png'));
}

export type Shared = 'shared' | 'copied' | 'cancelled';

/** Web Share with the text (and the picture where files can be shared); without Web Share, copies the text. */
export async function shareResult(title: string, text: string, image: Blob | null, fileName: string): Promise<Shared> {
	const nav = navigator as Navigator & { canShare?: (data: ShareData) => boolean };
	if (typeof nav.share === 'function') {
		const files = image ? [new File([image], fileName, { type: 'image/png' })] : [];
		const data: ShareData = files.length > 0 && nav.canShare?.({ files }) ? { title, text, files } : { title, text };
		try {
			await nav.share(data);
			return 'shared';
		} catch (e) {
			if ((e as { name?: unknown })?.name === 'AbortError') return 'cancelled';
		}
	}
	await nav.clipboard.writeText(text);
	return 'copied';
}

/** Offers a blob as a download. */
export function download(blob: Blob, name: string): void {
	const href = URL.createObjectURL(blob);
	const a = document.createElement('a');
	a.href = href;
	a.download = name;
	a.rel = 'noopener';
	document.body.append(a);
	a.click();
	a.remove();
	setTimeout(() => URL.revokeObjectURL(href), 60_000);
}
