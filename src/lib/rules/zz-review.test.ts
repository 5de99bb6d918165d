import { describe, it } from 'vitest';
import { apply, nextStep } from './game';
import { NIKKI, ANI, SEATS, newGame, play, player, withPlayer, bids } from './phases/test-game';
import type { GameEvent } from './types';
const log = (...a: unknown[]) => console.log('REVIEW', ...a.map((x) => (typeof x === 'string' ? x : JSON.stringify(x))));
describe('deadlock', () => {
	it('two -Equipment penalties with one card', () => {
		const s0 = newGame({ auctionTiles: [
			{ drawn: 'app', tile: { bonus: 'damage-', penalty: 'equipment-' } },
			{ drawn: 'app', tile: { bonus: 'marauder-', penalty: 'equipment-' } },
			{ drawn: 'app', tile: { bonus: 'vp+2', penalty: 'vp-2' } }] });
		let s = play(s0, { type: 'start-round' });
		s = withPlayer(s, NIKKI, { equipment: { beer: 1, gasoline: 0, weapon: 0, medicine: 0, vehicle: 0, map: 0 } });
		s = play(s, ...bids({
			exploration: [[ANI, 1], [NIKKI, 0]].map(x=>x as never).concat([]) as never,
		}));
		s = play(s, ...bids({
			exploration: SEATS.filter(p=>p!==ANI && p!==NIKKI).map((p) => [p, 1] as const),
			construction: [...SEATS.filter(p=>p!==NIKKI).map((p) => [p, 1] as const), [NIKKI, 0] as const],
			city: SEATS.map((p) => [p, 0] as const) }));
		log('pending', s.pending);
		const c1 = apply(s, { type: 'choose', player: NIKKI, equipment: 'beer' } as GameEvent);
		log('choose1', c1.ok);
		if (c1.ok) {
			const c2 = apply(c1.value, { type: 'choose', player: NIKKI, equipment: 'beer' } as GameEvent);
			log('choose2', c2.ok ? 'ok' : c2.reason);
			log('nextStep', nextStep(c1.value));
			const e = apply(c1.value, { type: 'explore', player: ANI, equipment: 'beer', survivors: { worker: 0, soldier: 0, engineer: 0, marauder: 0 } } as GameEvent);
			log('explore', e.ok ? 'ok' : e.reason);
			log('nikki eq', player(c1.value, NIKKI).equipment);
		}
	});
});
