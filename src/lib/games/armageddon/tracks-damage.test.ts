import { describe, expect, it } from 'vitest';
import { FIXTURE_COMPLETE_PROFILE, FIXTURE_RULES_ONLY_PROFILE } from './testing/fixture-profiles';
import { makePlayer } from './testing/player-builders';
import { moveDamage, resolveDamageTrack, type Step } from './tracks';
import { playerId } from './types';
import type { BoxProfile } from './types';
import type { Result } from './rejections';

// The damage track's half of tracks.ts: moving the marker, and what the spaces left of it do (§3).
const kinds = (s: Step) => s.instructions.map((i) => i.kind);
const ok = <T>(r: Result<T>): T => {
	if (!r.ok) throw new Error(`expected ok, got ${r.code}: ${r.reason}`);
	return r.value;
};

describe('damage marker moves', () => {
	it.each([
		// from, delta, overflowVp, to, vp, kinds
		[3, 3, true, 6, 10, ['damage']], // §10 completion: Ani 3 unfought marauders
		[8, 3, true, 9, 8, ['damage', 'vp']],
		[9, 2, true, 9, 8, ['damage', 'vp']],
		[8, 2, false, 9, 10, ['damage']],
		[9, 1, false, 9, 10, ['nothing']], // +Damage on 9
		[1, -1, false, 1, 10, ['nothing']], // −Damage on 1
		[2, -3, false, 1, 10, ['damage']],
		[5, -2, false, 3, 10, ['damage']]
	] as const)('from %i by %i (overflowVp %s) → %i, VP %i', (from, delta, overflowVp, to, vp, expectedKinds) => {
		const s = moveDamage(makePlayer({ damage: from }), delta, overflowVp, 'unfought-marauders', 0);
		expect(s.player.damage).toBe(to);
		expect(s.player.vp).toBe(vp);
		expect(kinds(s)).toEqual(expectedKinds);
	});

	it('completion overflow: −1 VP per space beyond 9, reported', () => {
		const s = moveDamage(makePlayer({ damage: 8 }), 3, true, 'unfought-marauders', 0);
		expect(s.instructions).toEqual([
			{ kind: 'damage', player: playerId('p1'), from: 8, to: 9, because: 'unfought-marauders', overflow: 2 },
			{ kind: 'vp', player: playerId('p1'), delta: -2, total: 8, because: 'unfought-marauders' }
		]);
	});

	it('delta 0 changes nothing', () => {
		expect(moveDamage(makePlayer(), 0, true, 'repair', 3).instructions).toEqual([]);
	});
});

describe('damage track resolution', () => {
	// Fixture spaces 4..9: marauder, −1, −2, leader, marauder −1, marauder −2 (invented).
	it.each([
		// space, vp, marauders, leaderAwayAt
		[1, 12, 0, null],
		[2, 10, 0, null],
		[3, 10, 0, null],
		[4, 9, 0, null],
		[5, 9, 1, null],
		[6, 8, 1, null],
		[7, 6, 1, null],
		[8, 6, 1, 7],
		[9, 5, 2, 7]
	] as const)('marker on %i → VP %i, marauders %i, leader away at %s', (space, vp, marauders, away) => {
		const s = ok(resolveDamageTrack(makePlayer({ damage: space }), FIXTURE_COMPLETE_PROFILE, 'round', 0));
		expect(s.player.vp).toBe(vp);
		expect(s.player.marauders).toBe(marauders);
		expect(s.player.leaderAwayAt).toBe(away);
		expect(s.player.damage).toBe(space);
	});

	it('marker on 2 or 3 → a "nothing" instruction, not silence', () => {
		for (const damage of [2, 3]) {
			const s = ok(resolveDamageTrack(makePlayer({ damage }), FIXTURE_RULES_ONLY_PROFILE, 'round', 0));
			expect(kinds(s)).toEqual(['nothing']);
		}
	});

	it('marker on 4 → −1 (space 3), even without box values', () => {
		const s = ok(resolveDamageTrack(makePlayer({ damage: 4 }), FIXTURE_RULES_ONLY_PROFILE, 'round', 0));
		expect(s.instructions).toEqual([{ kind: 'vp', player: playerId('p1'), delta: -1, total: 9, because: 'damage-track' }]);
	});

	it('effects apply in space order', () => {
		const s = ok(resolveDamageTrack(makePlayer({ damage: 9 }), FIXTURE_COMPLETE_PROFILE, 'round', 0));
		expect(kinds(s)).toEqual(['vp', 'marauders', 'vp', 'vp', 'leader', 'marauders', 'vp']);
	});

	it('leader goes away, then returns when repaired on or left of its space', () => {
		const away = ok(resolveDamageTrack(makePlayer({ damage: 9 }), FIXTURE_COMPLETE_PROFILE, 'round', 0));
		expect(away.instructions).toContainEqual({ kind: 'leader', player: playerId('p1'), away: true });
		const still = moveDamage(away.player, -1, false, 'repair', 0);
		expect(still.player.leaderAwayAt).toBe(7);
		const back = moveDamage(still.player, -1, false, 'repair', 0);
		expect(back.player.damage).toBe(7);
		expect(back.player.leaderAwayAt).toBeNull();
		expect(back.instructions).toContainEqual({ kind: 'leader', player: playerId('p1'), away: false });
	});

	it('a leader already away stays away and is reported', () => {
		const s = ok(resolveDamageTrack(makePlayer({ damage: 8, leaderAwayAt: 7 }), FIXTURE_COMPLETE_PROFILE, 'round', 0));
		expect(s.player.leaderAwayAt).toBe(7);
		expect(s.instructions).toContainEqual(expect.objectContaining({ kind: 'nothing', reason: 'leader already beside the damage track' }));
	});

	it('no leader owned → nothing to send away', () => {
		const p = makePlayer({ damage: 8, survivors: { worker: 5, soldier: 0, engineer: 0, leader: 0 } });
		const s = ok(resolveDamageTrack(p, FIXTURE_COMPLETE_PROFILE, 'round', 0));
		expect(s.player.leaderAwayAt).toBeNull();
		expect(s.instructions).toContainEqual(expect.objectContaining({ kind: 'nothing', reason: 'no leader to send away' }));
	});

	it('final mode ignores −Leader but applies everything else', () => {
		const s = ok(resolveDamageTrack(makePlayer({ damage: 9 }), FIXTURE_COMPLETE_PROFILE, 'final', 0));
		expect(s.player.leaderAwayAt).toBeNull();
		expect(s.player.vp).toBe(5);
		expect(s.player.marauders).toBe(2);
		expect(kinds(s)).not.toContain('leader');
	});

	it('final mode on space 1 still gains 2 VP', () => {
		expect(ok(resolveDamageTrack(makePlayer({ damage: 1 }), FIXTURE_RULES_ONLY_PROFILE, 'final', 0)).player.vp).toBe(12);
	});

	it('lists every missing space, but never the marker’s own space', () => {
		const profile: BoxProfile = { ...FIXTURE_COMPLETE_PROFILE, damageSpaces: [['marauder'], null, ['vp-2'], null, null, null] };
		const r = resolveDamageTrack(makePlayer({ damage: 9 }), profile, 'round', 0);
		expect(r.ok).toBe(false);
		if (r.ok) return;
		expect(r.code).toBe('needs-box-value');
		expect(r.needs?.map((n) => n.key)).toEqual(['damageSpaces.5', 'damageSpaces.7', 'damageSpaces.8']);
	});

	it('rules-only profile on space 6 needs spaces 4 and 5', () => {
		const r = resolveDamageTrack(makePlayer({ damage: 6 }), FIXTURE_RULES_ONLY_PROFILE, 'round', 0);
		expect(r.ok ? [] : r.needs?.map((n) => n.key)).toEqual(['damageSpaces.4', 'damageSpaces.5']);
	});

	it('a +Marauder on the damage track does nothing on the last space', () => {
		const s = ok(resolveDamageTrack(makePlayer({ damage: 5, marauders: 8 }), FIXTURE_COMPLETE_PROFILE, 'round', 0));
		expect(s.player.marauders).toBe(8);
		expect(s.player.vp).toBe(9);
	});
});
