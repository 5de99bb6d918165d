/**
 * One data channel between two phones with the browser's own WebRTC and no server of any kind: no ICE server,
 * so phones on one Wi-Fi (or the host's hotspot) connect with their host candidates. The whole description is
 * gathered before it is shown (no trickle), because it travels once, in a QR code.
 */

/** How long gathering may take: host candidates come within milliseconds, but a busy phone may need seconds. */
const GATHER_MS = 10_000;
/**
 * How long the channel may take to open once the host has the joining phone's answer. Before that there is no
 * limit: a person takes what time they need to fetch their phone and scan the code (a limit from the offer on
 * once dropped a phone that connected after it, so the host never listened to it).
 */
export const OPEN_MS = 20_000;

export interface PeerEnd {
	readonly connection: RTCPeerConnection;
	/** Resolves with the channel once it is open; rejects when the connection fails or closes first. */
	readonly channel: Promise<RTCDataChannel>;
}

/** How to give up on a connection's channel that has not opened (the host's limit after it took the answer). */
const giveUp = new WeakMap<RTCPeerConnection, () => void>();

/** The channel `take` hands over, once open; the connection failing or closing before then rejects it. */
function channelOf(connection: RTCPeerConnection, take: (open: (channel: RTCDataChannel) => void) => void): Promise<RTCDataChannel> {
	return new Promise((done, fail) => {
		let settled = false;
		const end = (error: Error | null, channel?: RTCDataChannel) => {
			if (settled) return;
			settled = true;
			giveUp.delete(connection);
			if (channel) done(channel);
			else fail(error);
		};
		giveUp.set(connection, () => {
			end(new Error('the channel did not open'));
			connection.close();
		});
		connection.addEventListener('connectionstatechange', () => {
			const now = connection.connectionState;
			if (now === 'failed' || now === 'closed') end(new Error(`the connection ${now}`));
		});
		take((channel) => {
			if (channel.readyState === 'open') return end(null, channel);
			channel.addEventListener('open', () => end(null, channel));
			channel.addEventListener('close', () => end(new Error('the channel closed')));
		});
	});
}

function gathered(pc: RTCPeerConnection): Promise<void> {
	return new Promise((done) => {
		if (pc.iceGatheringState === 'complete') return done();
		const timer = setTimeout(done, GATHER_MS);
		pc.addEventListener('icegatheringstatechange', () => {
			if (pc.iceGatheringState !== 'complete') return;
			clearTimeout(timer);
			done();
		});
	});
}

/** The host's side: a new connection with its channel, and the offer to show. */
export async function offer(): Promise<PeerEnd & { readonly sdp: string }> {
	const connection = new RTCPeerConnection({ iceServers: [] });
	const made = connection.createDataChannel('table', { ordered: true });
	const channel = channelOf(connection, (open) => open(made));
	await connection.setLocalDescription(await connection.createOffer());
	await gathered(connection);
	const sdp = connection.localDescription?.sdp ?? '';
	return { connection, sdp, channel };
}

/**
 * The joining phone's side: takes the host's offer, gives the answer to show. Its channel comes when the host has
 * taken the answer, however long that takes; a phone that is never taken keeps showing its code.
 */
export async function answer(offerSdp: string): Promise<PeerEnd & { readonly sdp: string }> {
	const connection = new RTCPeerConnection({ iceServers: [] });
	const channel = channelOf(connection, (open) => connection.addEventListener('datachannel', (e) => open(e.channel)));
	await connection.setRemoteDescription({ type: 'offer', sdp: offerSdp });
	await connection.setLocalDescription(await connection.createAnswer());
	await gathered(connection);
	return { connection, sdp: connection.localDescription?.sdp ?? '', channel };
}

/**
 * How long a connection may stay "disconnected" before the other phone counts as gone: a Wi-Fi blip or a phone
 * whose screen went dark for a moment reconnects by itself within seconds (ICE keeps trying), and then nothing
 * needs a new code.
 */
const DISCONNECTED_MS = 15_000;

/**
 * Calls `gone` when the other phone can no longer be reached (its page closed, it left the network), and `back`
 * when a connection that dropped for a moment is restored by itself.
 */
export function watchGone(connection: RTCPeerConnection, gone: () => void, back: () => void = () => {}): void {
	let timer: ReturnType<typeof setTimeout> | null = null;
	connection.addEventListener('connectionstatechange', () => {
		const now = connection.connectionState;
		if (now === 'disconnected') {
			timer ??= setTimeout(gone, DISCONNECTED_MS);
			return;
		}
		const dropped = timer !== null;
		if (timer !== null) clearTimeout(timer);
		timer = null;
		if (now === 'failed' || now === 'closed') gone();
		else if (now === 'connected' && dropped) back();
	});
}

/** The host takes the joining phone's answer; the channel then opens within `OPEN_MS`, or the connection is given up. */
export async function accept(connection: RTCPeerConnection, answerSdp: string): Promise<void> {
	await connection.setRemoteDescription({ type: 'answer', sdp: answerSdp });
	const stop = giveUp.get(connection);
	if (stop) setTimeout(() => giveUp.get(connection) === stop && stop(), OPEN_MS);
}
