import { describe, expect, it } from 'vitest';
import { FIXTURE_RULES_ONLY_PROFILE } from './testing/fixture-profiles';
import { nextStep } from './next-step';
import { ANI, bids, FRANK, newGame, NIKKI, play, TRAVIS, withPlayer } from './testing/game-builders';
import type { GameState } from './types';

const auction = (): GameState => play(newGame(), { type: 'start-round' });

describe('nextStep', () => {
	it('asks to start round 1 in a new game', () => {
		expect(nextStep(newGame())).toEqual({ kind: 'start-round', round: 1 });
	});

	it('asks for the box values the next round start lacks', () => {
		const step = nextStep(newGame({}, FIXTURE_RULES_ONLY_PROFILE));
		expect(step.kind === 'needs-box-value' && step.needs.map((n) => n.key)).toEqual(['roundTrack.1']);
	});

	it('lists the missing bids per area, clockwise from the start player', () => {
		const s = play({ ...auction(), startPlayer: FRANK }, ...bids({ exploration: [[FRANK, 1]], city: [[NIKKI, 0]] }));
		expect(nextStep(s)).toEqual({
			kind: 'bid',
			missing: [
				{ area: 'exploration', players: [TRAVIS, NIKKI, ANI] },
				{ area: 'construction', players: [FRANK, TRAVIS, NIKKI, ANI] },
				{ area: 'city', players: [FRANK, TRAVIS, ANI] }
			]
		});
	});

	it('asks for auction tiles drawn at the table before bids', () => {
		const none = { drawn: 'physical', tile: null } as const;
		const s = play(newGame({ auctionTiles: [none, none, none], auctionStack: [] }), { type: 'start-round' });
		expect(nextStep(s)).toEqual({ kind: 'tiles-needed', which: 'auction' });
	});

	it('asks for an owed choice before anything else', () => {
		const pending = { kind: 'equipment-returned', player: ANI, because: 'auction-penalty' } as const;
		expect(nextStep({ ...auction(), phase: 'exploration', pickOrder: [NIKKI], pending: [pending] })).toEqual({ kind: 'choose', pending });
	});

	it('names who picks and who acts in City, with their survivors left', () => {
		expect(nextStep({ ...auction(), phase: 'exploration', pickOrder: [TRAVIS, NIKKI] })).toEqual({ kind: 'explore', player: TRAVIS });
		expect(nextStep({ ...auction(), phase: 'construction', pickOrder: [ANI] })).toEqual({ kind: 'construct', player: ANI });
		const city = withPlayer({ ...auction(), phase: 'city', cityOrder: [FRANK, TRAVIS] }, FRANK, { cityLeft: 3 });
		expect(nextStep(city)).toEqual({ kind: 'city', player: FRANK, left: 3 });
	});

	it('lists housing shortfalls at completion (fixture board housing 6)', () => {
		const s = withPlayer({ ...auction(), phase: 'completion' }, FRANK, { survivors: { worker: 7, soldier: 1, engineer: 0, leader: 1 } });
		expect(nextStep(s)).toEqual({ kind: 'completion', shortfalls: [{ player: FRANK, count: 3 }] });
		const unknown = nextStep({ ...s, profile: FIXTURE_RULES_ONLY_PROFILE });
		expect(unknown.kind === 'needs-box-value' && unknown.needs.map((n) => n.key)).toEqual(['cityBoardHousing']);
	});

	it('prefills the intermediate counts from public tile 1 (engineers)', () => {
		let s: GameState = { ...auction(), round: 3, phase: 'intermediate' };
		s = withPlayer(s, NIKKI, { survivors: { worker: 5, soldier: 0, engineer: 2, leader: 1 } });
		expect(nextStep(s)).toEqual({ kind: 'intermediate', prefill: { [NIKKI]: 2, [ANI]: 0, [FRANK]: 0, [TRAVIS]: 0 } });
		expect(nextStep({ ...s, publicTiles: [null, null] })).toEqual({ kind: 'tiles-needed', which: 'public-1' });
	});

	it('says when nobody is left to pick, bid or act instead of claiming the final scoring', () => {
		expect(nextStep({ ...auction(), phase: 'exploration', pickOrder: [] })).toEqual({ kind: 'nobody-to-act', phase: 'exploration' });
		expect(nextStep({ ...auction(), phase: 'construction', pickOrder: [] })).toEqual({ kind: 'nobody-to-act', phase: 'construction' });
		expect(nextStep({ ...auction(), phase: 'city', cityOrder: [] })).toEqual({ kind: 'nobody-to-act', phase: 'city' });
	});

	it('asks for an owed auction choice while the other tiles wait', () => {
		const s = play(auction(), ...bids({
			exploration: [[NIKKI, 1], [ANI, 0], [FRANK, 0], [TRAVIS, 0]],
			construction: [[NIKKI, 0], [ANI, 0], [FRANK, 0], [TRAVIS, 0]],
			city: [[NIKKI, 0], [ANI, 0], [FRANK, 0], [TRAVIS, 0]]
		}));
		expect(nextStep(s)).toEqual({ kind: 'choose', pending: { kind: 'equipment-drawn', player: NIKKI, because: 'auction-bonus' } });
		expect(nextStep(play(s, { type: 'choose', player: NIKKI, equipment: 'map' }))).toEqual({ kind: 'explore', player: NIKKI });
	});

	it('hands over to the final scoring after round 6', () => {
		const s: GameState = { ...auction(), round: 6, phase: 'final' };
		expect(nextStep(s)).toEqual({ kind: 'final' });
		expect(nextStep({ ...s, publicTiles: [s.publicTiles[0], null] })).toEqual({ kind: 'tiles-needed', which: 'public-2' });
	});
});
