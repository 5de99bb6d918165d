/** Four phones at one table over fake channels, and a script played on them: shared by the sync tests. */
import { expect } from 'vitest';
import type { GameEvent, PlayerId } from '$lib/games/armageddon';
import { FIXTURE_COMPLETE_PROFILE } from '$lib/games/armageddon/testing/fixture-profiles';
import { ANI, FRANK, makeSetup, NIKKI, TRAVIS } from '$lib/games/armageddon/testing/game-builders';
import { Table, type Phone } from './table';

export const GAME = 'g-1';
export const setup = makeSetup();
export const start = { game: GAME, setup, profile: FIXTURE_COMPLETE_PROFILE, events: [], head: 0, rev: 0 };
export const playerOf = (e: GameEvent): PlayerId | null => ('player' in e ? e.player : null);

/** A table of four: the host holds Nikki, three phones hold Ani, Frank and Travis. */
export function table() {
	const t = new Table(start);
	const phones = { [ANI]: t.join('ani-phone', ANI), [FRANK]: t.join('frank-phone', FRANK), [TRAVIS]: t.join('travis-phone', TRAVIS) } as Record<PlayerId, Phone>;
	t.settle();
	return { t, phones };
}

/** Each step entered on the phone of the player it is for; the table's own steps and Nikki's on the host. */
export function play(t: Table, phones: Record<PlayerId, Phone>, events: readonly GameEvent[]) {
	for (const event of events) {
		const phone = phones[playerOf(event) ?? NIKKI];
		if (!phone) {
			const done = t.master.local({ kind: 'step', event });
			expect(done.ok, JSON.stringify(event)).toBe(true);
			t.post(done.out);
		} else {
			t.send(phone.name, phone.replica.propose({ kind: 'step', event }).message);
		}
		t.settle();
	}
}
