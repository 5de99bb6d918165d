/**
 * What went over a page's WebRTC connections, as a debugger would see it: each channel's open and close, every
 * message sent and heard (its kind and size), the connection's states. Listeners are added as the channel is
 * created (on the host) or arrives (on a joining phone), so a message that comes before the app listens is seen
 * too. Added with `context.addInitScript(traceChannels)`; read with `channelTrace(page)` when a join fails.
 */
import { test, type Page } from '@playwright/test';

export function traceChannels(): void {
	const w = window as unknown as { __trace: string[] };
	w.__trace = [];
	const t0 = performance.now();
	const log = (line: string) => w.__trace.push(`${Math.round(performance.now() - t0)} ms ${line}`);
	const kind = (data: unknown) => {
		try {
			return `${(JSON.parse(String(data)) as { t?: string }).t ?? '?'} (${String(data).length} B)`;
		} catch {
			return `not JSON (${String(data).length} B)`;
		}
	};
	const watch = (channel: RTCDataChannel, who: string) => {
		log(`${who}: channel ${channel.readyState}`);
		channel.addEventListener('open', () => log(`${who}: open`));
		channel.addEventListener('close', () => log(`${who}: close`));
		channel.addEventListener('message', (e) => log(`${who}: heard ${kind(e.data)}`));
		const send = channel.send.bind(channel) as (data: string) => void;
		channel.send = ((data: string) => {
			log(`${who}: sent ${kind(data)}`);
			send(data);
		}) as RTCDataChannel['send'];
	};
	const states = (pc: RTCPeerConnection, who: string) => pc.addEventListener('connectionstatechange', () => log(`${who}: connection ${pc.connectionState}`));
	const create = RTCPeerConnection.prototype.createDataChannel;
	let n = 0;
	RTCPeerConnection.prototype.createDataChannel = function (this: RTCPeerConnection, ...args: Parameters<RTCPeerConnection['createDataChannel']>) {
		const who = `offer ${++n}`;
		const channel = create.apply(this, args);
		watch(channel, who);
		states(this, who);
		return channel;
	};
	const remote = RTCPeerConnection.prototype.setRemoteDescription;
	RTCPeerConnection.prototype.setRemoteDescription = function (this: RTCPeerConnection, ...args: Parameters<RTCPeerConnection['setRemoteDescription']>) {
		if (args[0]?.type === 'offer') {
			const who = `answer ${++n}`;
			states(this, who);
			this.addEventListener('datachannel', (e) => watch(e.channel, who));
		}
		return remote.apply(this, args);
	} as RTCPeerConnection['setRemoteDescription'];
}

/** The trace of a page, and what it says in its status and alert lines. */
export async function channelTrace(page: Page): Promise<string> {
	if (page.isClosed()) return '(closed)';
	return page
		.evaluate(() => {
			const trace = (window as unknown as { __trace?: string[] }).__trace ?? ['(not traced)'];
			const said = [...document.querySelectorAll('[role=status],[role=alert]')].map((el) => `said: ${el.textContent?.trim()}`);
			return [location.pathname, ...trace, ...said].join('\n');
		})
		.catch((e: Error) => `(unreadable: ${e.message})`);
}

/** Runs a join; when it fails, both ends' traces and what their pages said go with the error (and to the log). */
export async function explained(host: Page, phone: Page, join: () => Promise<void>): Promise<void> {
	try {
		await join();
	} catch (error) {
		const traces = `host ${await channelTrace(host)}\n\nphone ${await channelTrace(phone)}`;
		await test.info().attach('channel traces', { body: traces, contentType: 'text/plain' });
		console.log(traces);
		throw error;
	}
}
