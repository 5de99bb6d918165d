import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { accept, answer, offer, OPEN_MS } from './peer-channel';

/** Just enough of a data channel: it opens when the test says so. */
class FakeChannel extends EventTarget {
	readyState: RTCDataChannelState = 'connecting';
	open(): void {
		this.readyState = 'open';
		this.dispatchEvent(new Event('open'));
	}
}

/** Just enough of a peer connection, with no network: gathering is complete at once. */
class FakeConnection extends EventTarget {
	static made: FakeConnection[] = [];
	connectionState: RTCPeerConnectionState = 'new';
	iceGatheringState: RTCIceGatheringState = 'complete';
	localDescription: RTCSessionDescriptionInit | null = null;
	channel: FakeChannel | null = null;
	closed = false;
	constructor() {
		super();
		FakeConnection.made.push(this);
	}
	createDataChannel(): FakeChannel {
		this.channel = new FakeChannel();
		return this.channel;
	}
	async createOffer(): Promise<RTCSessionDescriptionInit> {
		return { type: 'offer', sdp: 'offer-sdp' };
	}
	async createAnswer(): Promise<RTCSessionDescriptionInit> {
		return { type: 'answer', sdp: 'answer-sdp' };
	}
	async setLocalDescription(d: RTCSessionDescriptionInit): Promise<void> {
		this.localDescription = d;
	}
	async setRemoteDescription(): Promise<void> {}
	close(): void {
		this.closed = true;
		this.connectionState = 'closed';
	}
	/** The host's channel arriving at the joining phone. */
	arrive(): FakeChannel {
		const channel = new FakeChannel();
		this.dispatchEvent(Object.assign(new Event('datachannel'), { channel }));
		return channel;
	}
	state(now: RTCPeerConnectionState): void {
		this.connectionState = now;
		this.dispatchEvent(new Event('connectionstatechange'));
	}
}

/** What became of a promise so far, without waiting for it. */
function watch<T>(p: Promise<T>): { readonly now: 'waiting' | 'open' | 'failed' } {
	const seen = { now: 'waiting' as 'waiting' | 'open' | 'failed' };
	p.then(
		() => (seen.now = 'open'),
		() => (seen.now = 'failed')
	);
	return seen;
}

describe('peer channel', () => {
	beforeEach(() => {
		vi.useFakeTimers();
		FakeConnection.made = [];
		vi.stubGlobal('RTCPeerConnection', FakeConnection);
	});
	afterEach(() => {
		vi.unstubAllGlobals();
		vi.useRealTimers();
	});

	it('the host waits for a code to be scanned as long as it takes: a phone taken after minutes still opens and is heard', async () => {
		const end = await offer();
		expect(end.sdp).toBe('offer-sdp');
		const seen = watch(end.channel);
		await vi.advanceTimersByTimeAsync(10 * 60_000);
		expect(seen.now).toBe('waiting');
		await accept(end.connection, 'answer-sdp');
		(end.connection as unknown as FakeConnection).channel!.open();
		await vi.advanceTimersByTimeAsync(0);
		expect(seen.now).toBe('open');
		await vi.advanceTimersByTimeAsync(OPEN_MS * 2);
		expect((end.connection as unknown as FakeConnection).closed).toBe(false);
	});

	it('once the host has the answer, a channel that does not open in time is given up and its connection closed', async () => {
		const end = await offer();
		const seen = watch(end.channel);
		await accept(end.connection, 'answer-sdp');
		await vi.advanceTimersByTimeAsync(OPEN_MS - 1);
		expect(seen.now).toBe('waiting');
		await vi.advanceTimersByTimeAsync(1);
		expect(seen.now).toBe('failed');
		expect((end.connection as unknown as FakeConnection).closed).toBe(true);
	});

	it('the joining phone keeps showing its code until the host takes it, then gets the channel', async () => {
		const end = await answer('offer-sdp');
		expect(end.sdp).toBe('answer-sdp');
		const seen = watch(end.channel);
		await vi.advanceTimersByTimeAsync(10 * 60_000);
		expect(seen.now).toBe('waiting');
		const channel = (end.connection as unknown as FakeConnection).arrive();
		await vi.advanceTimersByTimeAsync(0);
		expect(seen.now).toBe('waiting');
		channel.open();
		await vi.advanceTimersByTimeAsync(0);
		expect(seen.now).toBe('open');
	});

	it('a connection that fails or closes before its channel opens rejects it', async () => {
		const host = await offer();
		const phone = await answer('offer-sdp');
		const a = watch(host.channel);
		const b = watch(phone.channel);
		(host.connection as unknown as FakeConnection).state('failed');
		(phone.connection as unknown as FakeConnection).state('closed');
		await vi.advanceTimersByTimeAsync(0);
		expect([a.now, b.now]).toEqual(['failed', 'failed']);
	});
});
