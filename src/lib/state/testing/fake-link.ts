/**
 * Test-only stand-in for `$lib/platform/peer-channel`: phones linked in memory, with no WebRTC. A host's offer
 * and a phone's answer are real join codes around a fake session description; once the host accepts the answer,
 * both channels open (the phone's first, as Chromium's answerer does) and every message is delivered in a task of
 * its own, in order. Use with `vi.mock('$lib/platform/peer-channel', () => import('./testing/fake-link'))`.
 */
import type { PeerEnd } from '$lib/platform/peer-channel';

/** One end of a channel: sends to the other end, which hears it in a later task. */
export class FakeChannel extends EventTarget {
	readyState: RTCDataChannelState = 'connecting';
	other: FakeChannel | null = null;
	/** Every message this end sent. */
	readonly sent: string[] = [];
	/** How many of the next messages are lost on the way (as if the other end did not listen yet). */
	lose = 0;

	send(data: string): void {
		if (this.readyState !== 'open') throw new Error('the channel is not open');
		this.sent.push(data);
		if (this.lose > 0) {
			this.lose--;
			return;
		}
		const to = this.other;
		setTimeout(() => to?.readyState === 'open' && to.dispatchEvent(new MessageEvent('message', { data })), 0);
	}

	open(): void {
		this.readyState = 'open';
		this.dispatchEvent(new Event('open'));
	}

	close(): void {
		if (this.readyState === 'closed') return;
		this.readyState = 'closed';
		this.dispatchEvent(new Event('close'));
		const other = this.other;
		setTimeout(() => other?.close(), 0);
	}
}

/** A link between the host and one phone, as the test sees it. */
export interface Link {
	readonly offer: string;
	answer: string | null;
	readonly host: FakeChannel;
	readonly phone: FakeChannel;
	readonly hostConnection: RTCPeerConnection;
	phoneConnection: RTCPeerConnection | null;
	/** The phone's end, once open. */
	readonly phoneChannel: Promise<RTCDataChannel>;
	/** Resolves the channels' promises: the phone's end opens, then the host's. */
	readonly openBoth: () => void;
}

export const links: Link[] = [];
const byConnection = new Map<RTCPeerConnection, Link>();
/** The `gone` callbacks of `watchGone`, by connection: the test calls one to say the other phone is unreachable. */
export const goneWatchers = new Map<RTCPeerConnection, () => void>();

let n = 0;
const connection = (): RTCPeerConnection => ({ close: () => undefined }) as unknown as RTCPeerConnection;

function deferred<T>(): { promise: Promise<T>; resolve: (v: T) => void } {
	let resolve!: (v: T) => void;
	const promise = new Promise<T>((r) => (resolve = r));
	return { promise, resolve };
}

export async function offer(): Promise<PeerEnd & { readonly sdp: string }> {
	const sdp = `v=0\r\nfake offer ${++n}\r\n`;
	const host = new FakeChannel();
	const phone = new FakeChannel();
	host.other = phone;
	phone.other = host;
	const hostChannel = deferred<RTCDataChannel>();
	const phoneChannel = deferred<RTCDataChannel>();
	const link: Link = {
		offer: sdp,
		answer: null,
		host,
		phone,
		hostConnection: connection(),
		phoneConnection: null,
		phoneChannel: phoneChannel.promise,
		openBoth: () => {
			phone.open();
			phoneChannel.resolve(phone as unknown as RTCDataChannel);
			host.open();
			hostChannel.resolve(host as unknown as RTCDataChannel);
		}
	};
	links.push(link);
	byConnection.set(link.hostConnection, link);
	return { connection: link.hostConnection, sdp, channel: hostChannel.promise };
}

export async function answer(offerSdp: string): Promise<PeerEnd & { readonly sdp: string }> {
	const link = links.find((l) => l.offer === offerSdp);
	if (!link) throw new Error('no such offer');
	link.answer = `v=0\r\nfake answer to ${offerSdp.split('\r\n')[1]}\r\n`;
	link.phoneConnection = connection();
	byConnection.set(link.phoneConnection, link);
	return { connection: link.phoneConnection, sdp: link.answer, channel: link.phoneChannel };
}

export async function accept(hostConnection: RTCPeerConnection, answerSdp: string): Promise<void> {
	const link = byConnection.get(hostConnection);
	if (!link || link.answer !== answerSdp) throw new Error('not the answer to this offer');
	setTimeout(link.openBoth, 0);
}

export function watchGone(connection: RTCPeerConnection, gone: () => void): void {
	goneWatchers.set(connection, gone);
}

/** Forgets every link (between tests). */
export function resetLinks(): void {
	links.length = 0;
	byConnection.clear();
	goneWatchers.clear();
}
