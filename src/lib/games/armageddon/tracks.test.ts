import { describe, expect, it } from 'vitest';
import { FIXTURE_COMPLETE_PROFILE } from './testing/fixture-profiles';
import { makePlayer } from './testing/player-builders';
import {
	addMarauders,
	changeVp,
	fightOff,
	removeMarauders,
	MAX_DAMAGE,
	MAX_MARAUDERS,
	MAX_VP_CHIP,
	startPlayer,
	VP_CHIPS,
	vpChip,
	vpSpace
} from './tracks';
import { DAMAGE_SPACES, MARAUDER_TRACK_MAX } from './data/known';
import type { Step } from './tracks';
import { playerId } from './types';
import type { Building, Instruction } from './types';
import type { Result } from './rejections';

const kinds = (s: Step) => s.instructions.map((i) => i.kind);
const ok = <T>(r: Result<T>): T => {
	if (!r.ok) throw new Error(`expected ok, got ${r.code}: ${r.reason}`);
	return r.value;
};
const military = (special?: Building['special']): Building =>
	special ? { type: 'military', housing: 1, starVp: 0, special } : { type: 'military', housing: 1, starVp: 0 };

describe('track bounds', () => {
	it('takes the damage and marauder tracks from the rules text (spaces 1..9, positions 0..8)', () => {
		expect([MAX_DAMAGE, MAX_MARAUDERS]).toEqual([DAMAGE_SPACES.value, MARAUDER_TRACK_MAX.value]);
		expect([MAX_DAMAGE, MAX_MARAUDERS]).toEqual([9, 8]);
	});

	it('lists the VP chips beside the track, none first, each a lap more (§1, §3)', () => {
		expect(VP_CHIPS).toEqual([0, 40, 80, 120, 160]);
		expect(MAX_VP_CHIP).toBe(160);
		expect(VP_CHIPS.map(vpChip)).toEqual(VP_CHIPS);
	});
});

describe('VP track', () => {
	it.each([
		[0, 0, 0],
		[2, 2, 0],
		[39, 39, 0],
		[40, 0, 40],
		[42, 2, 40],
		[85, 5, 80],
		[160, 0, 160]
	])('total %i lies on space %i with chip %i', (total, space, chip) => {
		expect(vpSpace(total)).toBe(space);
		expect(vpChip(total)).toBe(chip);
	});

	it('38 + 4 → 42: chip 40, marker on space 2', () => {
		const s = changeVp(makePlayer({ vp: 38 }), 4, 'star', 0);
		expect(s.player.vp).toBe(42);
		expect(vpSpace(s.player.vp)).toBe(2);
		expect(s.instructions).toEqual<Instruction[]>([
			{ kind: 'vp', player: playerId('p1'), delta: 4, total: 42, because: 'star' },
			{ kind: 'chip', player: playerId('p1'), chip: 40 }
		]);
	});

	it('§10 intermediate: Nikki 34 + 8 (2 engineers × 4) passes a lap; Ani 37 + 4 too', () => {
		for (const [vp, gain] of [
			[34, 8],
			[37, 4]
		] as const) {
			const s = changeVp(makePlayer({ vp }), gain, 'public-tile', 0);
			expect(s.player.vp).toBe(vp + gain);
			expect(s.instructions).toContainEqual({ kind: 'chip', player: playerId('p1'), chip: 40 });
		}
	});

	it('dropping below a lap gives the chip back (chip 0)', () => {
		const s = changeVp(makePlayer({ vp: 41 }), -2, 'housing', 0);
		expect(s.player.vp).toBe(39);
		expect(s.instructions[1]).toEqual({ kind: 'chip', player: playerId('p1'), chip: 0 });
	});

	it('no chip instruction within a lap', () => {
		expect(kinds(changeVp(makePlayer({ vp: 10 }), 5, 'star', 0))).toEqual(['vp']);
	});

	it('never below 0, with the clampedAtZero flag', () => {
		const s = changeVp(makePlayer({ vp: 3 }), -5, 'housing', 0);
		expect(s.player.vp).toBe(0);
		expect(s.instructions).toEqual([
			// The track ends at 0: the marker moves 3 (from 3 to 0), not 5.
			{ kind: 'vp', player: playerId('p1'), delta: -3, total: 0, because: 'housing', clampedAtZero: true, requested: -5 }
		]);
		const again = changeVp(s.player, -2, 'housing', s.arrivals);
		expect(again.player.vp).toBe(0);
		expect(again.instructions[0]).toMatchObject({ clampedAtZero: true, total: 0 });
		expect(again.arrivals).toBe(s.arrivals);
	});

	it('an exact landing on 0 is not clamped', () => {
		const s = changeVp(makePlayer({ vp: 2 }), -2, 'housing', 0);
		expect(s.instructions[0]).not.toHaveProperty('clampedAtZero');
	});

	it('a moved marker arrives on top: vpArrival = arrivals + 1', () => {
		const s = changeVp(makePlayer({ vp: 10, vpArrival: 1 }), 3, 'star', 5);
		expect(s.player.vpArrival).toBe(6);
		expect(s.arrivals).toBe(6);
		const t = changeVp(s.player, -1, 'housing', s.arrivals);
		expect(t.player.vpArrival).toBe(7);
		expect(t.arrivals).toBe(7);
	});

	it('delta 0: no instruction, no arrival', () => {
		const p = makePlayer({ vpArrival: 2 });
		expect(changeVp(p, 0, 'star', 4)).toEqual({ player: p, instructions: [], arrivals: 4 });
	});

	it.each([40, 80, -40])('a move of %i VP goes a full lap: back on its space but on top of the stack, with the chip', (delta) => {
		const s = changeVp(makePlayer({ vp: 50, vpArrival: 2 }), delta, 'star', 4);
		expect(s.player.vp).toBe(50 + delta);
		expect(s.player.vpArrival).toBe(5);
		expect(s.arrivals).toBe(5);
		expect(kinds(s)).toEqual(['vp', 'chip']);
	});

	it('a loss clamped at 0 from 0 does not move the marker', () => {
		const s = changeVp(makePlayer({ vp: 0, vpArrival: 2 }), -3, 'housing', 4);
		expect(s.player.vpArrival).toBe(2);
		expect(s.arrivals).toBe(4);
	});
});

describe('marauder track', () => {
	it('§10 round 2 starts: every marauder marker moves 2 right', () => {
		const players = [makePlayer({ marauders: 0 }), makePlayer({ id: playerId('p2'), marauders: 1 }), makePlayer({ id: playerId('p3'), marauders: 5 })];
		const after = players.map((p) => addMarauders(p, FIXTURE_COMPLETE_PROFILE.roundTrack[1] ?? 0, 'overflow-vp', 'round-start', 0));
		expect(after.map((s) => s.player.marauders)).toEqual([2, 3, 7]);
		expect(after[1]?.instructions).toEqual([{ kind: 'marauders', player: playerId('p2'), from: 1, to: 3, because: 'round-start' }]);
		expect(after.map((s) => s.player.vp)).toEqual([10, 10, 10]);
	});

	it.each([
		// from, n, mode, to, vp, instruction kinds, overflow
		[7, 2, 'overflow-vp', 8, 9, ['marauders', 'vp'], 1],
		[8, 3, 'overflow-vp', 8, 7, ['marauders', 'vp'], 3],
		[6, 2, 'overflow-vp', 8, 10, ['marauders'], undefined],
		[7, 2, 'overflow-nothing', 8, 10, ['marauders'], 1],
		[8, 1, 'overflow-nothing', 8, 10, ['nothing'], undefined],
		[0, 1, 'overflow-nothing', 1, 10, ['marauders'], undefined]
	] as const)('from %i +%i (%s) → %i, VP %i', (from, n, mode, to, vp, expectedKinds, overflow) => {
		const s = addMarauders(makePlayer({ marauders: from }), n, mode, 'exploration', 0);
		expect(s.player.marauders).toBe(to);
		expect(s.player.vp).toBe(vp);
		expect(kinds(s)).toEqual(expectedKinds);
		const first = s.instructions[0];
		if (first?.kind === 'marauders') expect(first.overflow).toBe(overflow);
		if (first?.kind === 'nothing') expect(first.reason).toMatch(/last space/);
	});

	it('the overflow VP names the same cause', () => {
		const s = addMarauders(makePlayer({ marauders: 8 }), 1, 'overflow-vp', 'exploration', 0);
		expect(s.instructions[1]).toMatchObject({ kind: 'vp', delta: -1, because: 'exploration' });
	});

	it('removeMarauders: without VP, stops at 0 and says so', () => {
		const s = removeMarauders(makePlayer({ marauders: 3 }), 2, 'city-action', 0);
		expect(s.player.marauders).toBe(1);
		expect(s.player.vp).toBe(10);
		const t = removeMarauders(s.player, 2, 'city-action', 0);
		expect(t.player.marauders).toBe(0);
		expect(t.instructions).toEqual([{ kind: 'marauders', player: playerId('p1'), from: 1, to: 0, because: 'city-action', overflow: 1 }]);
		const u = removeMarauders(t.player, 1, 'city-action', 0);
		expect(u.instructions).toEqual([{ kind: 'nothing', player: playerId('p1'), because: 'city-action', detail: { kind: 'marauders-at-zero' }, reason: 'marauder track already at 0' }]);
	});
});

describe('fighting off', () => {
	it('§10 city: a worker and a soldier fight off 3 marauders → marker 3 left, +3 VP', () => {
		const s = ok(fightOff(makePlayer({ marauders: 4 }), 3, {}, 0));
		expect(s.player.marauders).toBe(1);
		expect(s.player.vp).toBe(13);
		expect(s.player.foughtThisRound).toBe(3);
		expect(s.instructions).toEqual([
			{ kind: 'marauders', player: playerId('p1'), from: 4, to: 1, because: 'fight-off' },
			{ kind: 'vp', player: playerId('p1'), delta: 3, total: 13, because: 'fight-off' }
		]);
	});

	it('more than waiting is rejected', () => {
		const r = fightOff(makePlayer({ marauders: 2 }), 3, {}, 0);
		expect(r).toMatchObject({ ok: false, code: 'not-enough' });
	});

	it.each([-1, 1.5, Number.NaN])('%s marauders is an invalid number', (n) => {
		expect(fightOff(makePlayer({ marauders: 5 }), n, {}, 0)).toMatchObject({ ok: false, code: 'invalid-number' });
	});

	it('the 2-VP card pays double for the first 5 of the round, across calls', () => {
		const p = makePlayer({ marauders: 8, sites: { 3: military('double-fight-vp') } });
		const a = ok(fightOff(p, 3, {}, 0));
		expect(a.player.vp).toBe(16);
		const b = ok(fightOff(a.player, 4, {}, a.arrivals));
		expect(b.player.vp).toBe(16 + 2 * 2 + 2);
		expect(b.player.foughtThisRound).toBe(7);
		const c = ok(fightOff(b.player, 1, {}, b.arrivals));
		expect(c.player.vp).toBe(23);
		expect(c.player.marauders).toBe(0);
	});

	it('the 10-VP card gives no VP for fighting off and says so', () => {
		const p = makePlayer({ marauders: 3, sites: { 4: military('no-fight-vp') } });
		const s = ok(fightOff(p, 2, {}, 0));
		expect(s.player.vp).toBe(10);
		expect(s.player.marauders).toBe(1);
		expect(kinds(s)).toEqual(['marauders', 'nothing']);
	});

	it('no-fight-vp wins over double-fight-vp [D]; noVp forces 0', () => {
		const both = makePlayer({ marauders: 3, sites: { 3: military('double-fight-vp'), 4: military('no-fight-vp') } });
		expect(ok(fightOff(both, 2, {}, 0)).player.vp).toBe(10);
		const dbl = makePlayer({ marauders: 3, sites: { 3: military('double-fight-vp') } });
		const s = ok(fightOff(dbl, 2, { noVp: true }, 0));
		expect(s.player.vp).toBe(10);
		expect(kinds(s)).toEqual(['marauders']);
	});

	it('marauders sent back without VP do not use up the "first 5 ×2" allowance', () => {
		const dbl = makePlayer({ marauders: 8, sites: { 3: military('double-fight-vp') } });
		const quiet = ok(fightOff(dbl, 2, { noVp: true }, 0));
		expect(quiet.player.foughtThisRound).toBe(0);
		// then 5 fought for VP are all doubled: 10 + 5 × 2
		expect(ok(fightOff(quiet.player, 5, {}, quiet.arrivals)).player.vp).toBe(20);
	});
});

describe('start player', () => {
	const p = (id: string, vp: number, vpArrival: number) => makePlayer({ id: playerId(id), vp, vpArrival });
	it.each([
		['most VP', [p('a', 10, 3), p('b', 14, 1), p('c', 12, 2)], 'b'],
		['tie → marker on top', [p('a', 12, 1), p('b', 12, 4), p('c', 12, 2)], 'b'],
		['tie among the leaders only', [p('a', 20, 1), p('b', 12, 9), p('c', 20, 3)], 'c'],
		['setup stack on 10: last placed on top', [p('a', 10, 1), p('b', 10, 2), p('c', 10, 3), p('d', 10, 4)], 'd']
	])('%s', (_name, players, expected) => {
		expect(startPlayer(players)).toBe(expected);
	});
});
