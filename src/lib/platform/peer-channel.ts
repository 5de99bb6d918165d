/**
 * One data channel between two phones with the browser's own WebRTC and no server of any kind: no ICE server,
 * so phones on one Wi-Fi (or the host's hotspot) connect with their host candidates. The whole description is
 * gathered before it is shown (no trickle), because it travels once, in a QR code.
 */

/** How long gathering may take: host candidates come within milliseconds, but a busy phone may need seconds. */
const GATHER_MS = 10_000;
const OPEN_MS = 20_000;

export interface PeerEnd {
	readonly connection: RTCPeerConnection;
	/** Resolves with the channel once it is open (rejects when it never opens). */
	readonly channel: Promise<RTCDataChannel>;
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

function opened(channel: RTCDataChannel): Promise<RTCDataChannel> {
	return new Promise((done, fail) => {
		if (channel.readyState === 'open') return done(channel);
		const timer = setTimeout(() => fail(new Error('the channel did not open')), OPEN_MS);
		channel.addEventListener('open', () => {
			clearTimeout(timer);
			done(channel);
		});
	});
}

/** The host's side: a new connection with its channel, and the offer to show. */
export async function offer(): Promise<PeerEnd & { readonly sdp: string }> {
	const connection = new RTCPeerConnection({ iceServers: [] });
	const channel = connection.createDataChannel('table', { ordered: true });
	await connection.setLocalDescription(await connection.createOffer());
	await gathered(connection);
	const sdp = connection.localDescription?.sdp ?? '';
	return { connection, sdp, channel: opened(channel) };
}

/** The joining phone's side: takes the host's offer, gives the answer to show. */
export async function answer(offerSdp: string): Promise<PeerEnd & { readonly sdp: string }> {
	const connection = new RTCPeerConnection({ iceServers: [] });
	const channel = new Promise<RTCDataChannel>((done, fail) => {
		const timer = setTimeout(() => fail(new Error('no channel came')), OPEN_MS);
		connection.addEventListener('datachannel', (e) => {
			clearTimeout(timer);
			opened(e.channel).then(done, fail);
		});
	});
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

/** The host takes the joining phone's answer; the channel then opens. */
export async function accept(connection: RTCPeerConnection, answerSdp: string): Promise<void> {
	await connection.setRemoteDescription({ type: 'answer', sdp: answerSdp });
}
