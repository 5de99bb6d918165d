import { describe, expect, it } from 'vitest';
import { FIXTURE_COMPLETE_PROFILE as COMPLETE } from './testing/fixture-profiles';
import type { BoxProfile, BuildingCard } from './types';
import type { Result } from './rejections';
import { cardKey, setBoxValue, validateProfile } from './profile';
import { learnBuildingCard, putBuildingCard, removeBuildingCard } from './building-cards';
import { cardsPreferring, mergeProfiles } from './profile-merge';
import { ok } from './testing/results';

/** Fixture cards: names made up for the tests, not the box's. */
const YARD: BuildingCard = { name: 'Fixture Yard', level: 1, type: 'military', housing: 2, starVp: 0, special: 'builders-yard' };
const LAB: BuildingCard = { name: 'Fixture Lab', level: 2, type: 'science', housing: 1, starVp: 3 };

const problem = (r: Result<unknown>) => (r.ok ? null : r.params?.problem);
const withCards = (...cards: BuildingCard[]): BoxProfile => cards.reduce((p, c) => ok(putBuildingCard(p, c)), COMPLETE);

describe('the building-card catalogue', () => {
	it('adds a card once, by level and name whatever the case, and trims the name', () => {
		const p = ok(putBuildingCard(COMPLETE, { ...YARD, name: '  Fixture Yard ' }));
		expect(p.buildingCards).toEqual([YARD]);
		expect(problem(putBuildingCard(p, { ...YARD, name: 'fixture yard', housing: 3 }))).toBe('card-twice');
		// the same name at the other level is another card
		expect(ok(putBuildingCard(p, { ...YARD, level: 2 })).buildingCards).toHaveLength(2);
	});

	it('refuses a card without a name, with a type it cannot have, or a fifteenth of a level', () => {
		expect(problem(putBuildingCard(COMPLETE, { ...YARD, name: '   ' }))).toBe('invalid');
		expect(problem(putBuildingCard(COMPLETE, { ...YARD, type: 'castle' }))).toBe('invalid');
		expect(problem(putBuildingCard(COMPLETE, { ...YARD, level: 3 }))).toBe('invalid');
		const fourteen = Array.from({ length: 14 }, (_, i) => ({ ...YARD, name: `Fixture ${i}` }));
		const full = withCards(...fourteen);
		expect(problem(putBuildingCard(full, { ...YARD, name: 'Fixture 15' }))).toBe('too-many');
		expect(ok(putBuildingCard(full, LAB)).buildingCards).toHaveLength(15);
	});

	it('fixes a typo in place and removes a card by its key', () => {
		const p = withCards({ ...YARD, name: 'Fixture Yrad' }, LAB);
		const fixed = ok(putBuildingCard(p, YARD, cardKey({ name: 'Fixture Yrad', level: 1 })));
		expect(fixed.buildingCards).toEqual([YARD, LAB]);
		expect(removeBuildingCard(fixed, cardKey(LAB)).buildingCards).toEqual([YARD]);
		expect(removeBuildingCard(fixed, 'no such card')).toBe(fixed);
	});

	it('learns a named card built at the table, at the round’s level, and nothing unnamed or known', () => {
		const built = { type: 'science' as const, housing: 1, starVp: 3, name: ' Fixture Lab ' };
		const learnt = learnBuildingCard(COMPLETE, built, 2);
		expect(learnt.buildingCards).toEqual([LAB]);
		expect(learnBuildingCard(learnt, built, 2)).toBe(learnt);
		expect(learnBuildingCard(COMPLETE, { type: 'civil', housing: 2, starVp: 0 }, 1)).toBe(COMPLETE);
	});

	it('opens a profile saved before the catalogue with no cards, and refuses one listing a card twice', () => {
		const { buildingCards: _, ...old } = COMPLETE;
		expect(ok(validateProfile(old)).buildingCards).toEqual([]);
		expect(validateProfile({ ...COMPLETE, buildingCards: [YARD, { ...YARD, name: 'FIXTURE YARD' }] }).ok).toBe(false);
		// forgetting the catalogue goes back to none
		expect(ok(setBoxValue(withCards(YARD), 'buildingCards', null)).buildingCards).toEqual([]);
	});

	it('keeps a card’s extra actions as printed, and refuses one that cannot be', () => {
		const armoury: BuildingCard = { ...YARD, name: 'Fixture Armoury', special: undefined, actions: [{ kind: 'fight', uses: 2, needs: 'soldier', amount: 1 }] };
		const { special: _, ...plain } = armoury;
		expect(ok(putBuildingCard(COMPLETE, plain)).buildingCards[0]?.actions).toEqual([{ kind: 'fight', uses: 2, needs: 'soldier', amount: 1 }]);
		expect(problem(putBuildingCard(COMPLETE, { ...plain, actions: [{ kind: 'extension', uses: 1, needs: 'any' }] }))).toBe('invalid');
		expect(problem(putBuildingCard(COMPLETE, { ...plain, actions: [{ kind: 'fight', uses: 0, needs: 'any' }] }))).toBe('invalid');
		expect(problem(putBuildingCard(COMPLETE, { ...plain, actions: [{ kind: 'fight', uses: 1, needs: 'leader' }] }))).toBe('invalid');
		// learnt from a game with the actions entered there
		const learnt = learnBuildingCard(COMPLETE, { type: 'military', housing: 1, starVp: 0, name: 'Fixture Armoury', actions: plain.actions }, 1);
		expect(learnt.buildingCards[0]?.actions).toEqual(plain.actions);
	});

	it('merges two catalogues by name: new cards join, a card with other details is a conflict that "theirs" can settle', () => {
		const mine = withCards(YARD);
		const theirs = withCards(LAB);
		expect(mergeProfiles(mine, theirs)).toEqual({ profile: withCards(YARD, LAB), conflicts: [] });
		const other = withCards({ ...YARD, housing: 3 }, LAB);
		const merged = mergeProfiles(mine, other);
		expect(merged.profile.buildingCards).toEqual([YARD]);
		expect(merged.conflicts).toEqual([{ key: 'buildingCards', ours: [YARD], theirs: [{ ...YARD, housing: 3 }, LAB] }]);
		expect(cardsPreferring([YARD, LAB], [{ ...YARD, housing: 3 }])).toEqual([{ ...YARD, housing: 3 }, LAB]);
	});
});
