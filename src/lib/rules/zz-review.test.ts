import { describe, it } from 'vitest';
import { apply } from './game';
import { FIXTURE_COMPLETE_PROFILE as C } from './fixtures';
import { ANI, FRANK, NIKKI, TRAVIS, newGame, play, player, withPlayer } from './phases/test-game';
import { scoreFinal } from './scoring';
import { finalInput, finalPlayer } from './scoring/test-players';
import { vehiclePoints } from './scoring/vehicles';
import { housing } from './housing';
import type { GameEvent, GameState } from './types';

const log = (...a: unknown[]) => console.log('REVIEW', ...a.map((x) => (typeof x === 'string' ? x : JSON.stringify(x))));
const r = (s: GameState, e: unknown) => { const x = apply(s, e as GameEvent); return x.ok ? { ok: true, st: x.value } : { ok: false, code: x.code, reason: x.reason.slice(0, 140) }; };

describe('review2', () => {
	it('game.test rejections: which come from the catch', () => {
		const auction = play(newGame(), { type: 'start-round' });
		const cases: [string, unknown, GameState][] = [
			['null', null, newGame()], ['no type', {}, newGame()], ['bid no fields', { type: 'bid' }, auction],
			['explore no survivors', { type: 'explore', player: NIKKI, equipment: 'beer' }, { ...auction, phase: 'exploration', pickOrder: [NIKKI] }],
			['construct site no building', { type: 'construct', player: NIKKI, tile: 'two-houses', build: { site: 3 } }, { ...auction, phase: 'construction', pickOrder: [NIKKI] }],
			['city no action', { type: 'city-action', player: NIKKI }, { ...auction, phase: 'city', cityOrder: [NIKKI] }],
			['completion no returns', { type: 'completion' }, { ...auction, phase: 'completion' }],
			['intermediate no counts', { type: 'intermediate' }, { ...auction, phase: 'intermediate' }],
			['correction no field', { type: 'correction', player: NIKKI, value: 3 }, auction],
			['tiles string', { type: 'tiles-entered', publicTiles: 'engineers' }, auction],
			['box unknown key', { type: 'box-value', key: 'colour', value: 1 }, auction],
			['construct build string', { type: 'construct', player: NIKKI, tile: 'two-houses', build: 'x' }, { ...auction, phase: 'construction', pickOrder: [NIKKI] }],
			['construct build null building', { type: 'construct', player: NIKKI, tile: 'two-houses', build: { site: 3, building: null } }, { ...auction, phase: 'construction', pickOrder: [NIKKI] }],
			['completion returns nikki string', { type: 'completion', returns: { nikki: 'abc' } }, { ...auction, phase: 'completion' }],
			['city draw-equipment kept [null]', { type: 'city-action', player: NIKKI, action: { kind: 'draw-equipment', kept: [null], survivors: 1 } }, withPlayer({ ...auction, phase: 'city', cityOrder: [NIKKI] }, NIKKI, { cityLeft: 2 })],
		];
		for (const [n, e, s] of cases) { const x = r(s, e); log('rej', n, x.ok ? 'ACCEPTED' : x.reason); }
	});

	it('construct build missing entirely and unknown keys', () => {
		const auction = play(newGame(), { type: 'start-round' });
		const s: GameState = { ...auction, phase: 'construction', pickOrder: [NIKKI, ANI] };
		const x = r(s, { type: 'construct', player: NIKKI, tile: 'two-houses' });
		log('construct without build', x.ok);
	});

	it('completion: leader sent to bag; away leader', () => {
		const auction = play(newGame(), { type: 'start-round' });
		let s: GameState = { ...auction, phase: 'completion' };
		s = withPlayer(s, NIKKI, { survivors: { worker: 5, soldier: 0, engineer: 0, leader: 1 }, leaderAwayAt: 7, damage: 8 });
		s = withPlayer(s, ANI, { survivors: { worker: 6, soldier: 0, engineer: 0, leader: 1 } });
		const x = r(s, { type: 'completion', returns: { ani: { leader: 1 } } });
		log('ani returns leader', x.ok ? player(x.st as GameState, ANI).survivors : x.reason);
		const y = r(s, { type: 'completion', returns: { ani: { worker: 1, soldier: 0 } } });
		log('ani returns worker', y.ok ? player(y.st as GameState, ANI) : y.reason);
	});

	it('housing after HQ upgrade', () => {
		const s = newGame();
		const p = { ...player(s, NIKKI), sites: { 1: { type: 'headquarters', housing: 3, starVp: 0, upgrade: 'headquarters' } } } as never;
		log('housing with HQ upgrade (board 6 + card 3)', housing(p, C));
	});

	it('scoreFinal with {} profile and damage 5 / beer', () => {
		const T = finalPlayer('Travis', { damage: 5 });
		const others = [finalPlayer('Nikki'), finalPlayer('Ani')];
		for (const [n, prof] of [['{}', {}], ['partial', { damageSpaces: null }]] as const) {
			try { const x = scoreFinal(finalInput([T, ...others], { profile: prof as never })); log('final', n, x.ok ? x.value.players[0]!.total : x.reason); }
			catch (e) { log('final THREW', n, String(e)); }
		}
		try { const x = scoreFinal(finalInput([finalPlayer('Travis', { equipment: { beer: 2 } }), ...others], { profile: {} as never })); log('final beer {}', x.ok ? x.value.players[0]!.total : x.reason); }
		catch (e) { log('final THREW beer', String(e)); }
		try { const x = scoreFinal(finalInput([finalPlayer('Travis', { equipment: { vehicles: { car: [1], bus: [], truck: [] } } }), ...others], { profile: {} as never })); log('final veh {}', x.ok ? x.value.players[0]!.total : x.reason); }
		catch (e) { log('final THREW veh', String(e)); }
	});

	it('vehicle 6 parts', () => {
		const prof = { ...C, partsPerVehicle: { car: 6, bus: 6, truck: 6 }, sameVehicleTable: [0, 1, 4, 9, 16, 20, 25] };
		for (const hand of [{ car: [10, 10, 10, 10, 10, 10], bus: [], truck: [] }, { car: [4,4,4,4,4,4], bus: [3,3,3,3,3,3], truck: [2,2,2,2,2,2] }]) {
			const t = process.cpuUsage();
			const v = vehiclePoints(prof as never, hand);
			const u = process.cpuUsage(t);
			log('vehicles6', (u.user + u.system) / 1000, 'ms', v.ok && v.value.points);
		}
	}, 200000);
});
