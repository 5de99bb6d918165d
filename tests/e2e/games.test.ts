/**
 * A whole game played through the real UI as a group at the table does it: set up on /new, rounds 1–3
 * with every phase, and the intermediate scoring after round 3.
 *   (a) 4 players in German: tiles drawn at the table and entered; every box value typed into the box
 *       prompt when the app asks for it.
 * Game (b), 3 players in English to the final scoring, is in game-en-full.test.ts.
 * Box values are the invented ones of FIXTURE_COMPLETE_PROFILE (src/lib/games/armageddon/testing/fixture-profiles.ts):
 *   round track 1, 2 [R], 2 · damage spaces 4 +Marauder, 5 −1, 6 −2, 7 −Leader, 8 +Marauder −1, 9 +Marauder −2
 *   (space 3 −1 and space 1 +2 are the rulebook's) · city board housing 6.
 * Every expected figure is worked out by hand from the rules (shared/rules/armageddon.md), written as
 * `VP / marauders / damage`; the arithmetic is in the comments. Nothing here asks the engine.
 */
import { expect, test } from './support/test';
import { FIXTURE_COMPLETE_PROFILE } from '../../src/lib/games/armageddon/testing/fixture-profiles';
import type { AuctionTile, ScoringTile } from '../../src/lib/games/armageddon/types';
import { Table } from './support/table';
import { fixtureProfileText, setUpAtTheTable } from './support/table-setup';

test.use({ viewport: { width: 360, height: 640 }, serviceWorkers: 'block' });

const ENGINEERS_4: ScoringTile = { kind: 'survivor', target: 'engineer', vp: 4 };
const MAPS_2: ScoringTile = { kind: 'equipment', target: 'map', vp: 2 };
const tile = (bonus: AuctionTile['bonus'], penalty: AuctionTile['penalty']): AuctionTile => ({ bonus, penalty });

test('the fixture profile file holds the FIXTURE values', () => {
	expect(JSON.parse(fixtureProfileText())).toEqual(FIXTURE_COMPLETE_PROFILE);
});

test.describe('(a) 4 players in German', () => {
	test.use({ locale: 'de-DE' });

	test('tiles drawn at the table, box values entered when asked: rounds 1–3 and the intermediate scoring', async ({ page }) => {
		test.setTimeout(300_000);
		const t = new Table(page, 'de', 'de');
		// Seats clockwise: Frank, Travis, Nikki, Ani. Code DE4321 stacks the VP markers Nikki, Frank, Ani, Travis
		// (bottom first): Travis lies on top.
		await setUpAtTheTable(
			page,
			'de',
			{
				names: ['Frank', 'Travis', 'Nikki', 'Ani'],
				seed: 'DE4321',
				stack: ['Nikki', 'Frank', 'Ani', 'Travis'],
				publicTiles: [ENGINEERS_4, MAPS_2],
				// Exploration, Construction, City as drawn at the table.
				auctionTiles: [tile('vp+2', 'marauder+'), tile('equipment+', 'damage+'), tile('marauder-', 'equipment-')]
			},
			(name) => t.shot(name)
		);
		// Everybody: 10 VP, marauder track 0, damage marker on space 3.
		await t.expectCards({ Frank: [10, 0, 3], Travis: [10, 0, 3], Nikki: [10, 0, 3], Ani: [10, 0, 3] });

		// ================================================================ round 1
		// The round track's number for round 1 is not in the rulebook: the app asks, we read 1 off the board.
		await t.startRound(1, [{ key: 'roundTrack.1', number: 1 }]);
		// Marauders +1 each; a damage marker on space 3 applies space 2 only: nothing. All on 10 VP:
		// Travis's marker lies on top of the stack, so Travis starts.
		await t.expectCards({ Frank: [10, 1, 3], Travis: [10, 1, 3], Nikki: [10, 1, 3], Ani: [10, 1, 3] });
		await t.expectStartPlayer('Travis');
		await t.shot('r1-03-round-start');
		// Markers go down clockwise from Travis: Travis, Nikki, Ani, Frank (6 survivors each).
		await t.bids([
			[['Travis', 'exploration', 2], ['Nikki', 'exploration', 2], ['Ani', 'city', 2], ['Frank', 'construction', 1]],
			[['Travis', 'construction', 1], ['Nikki', 'city', 1], ['Ani', 'exploration', 0], ['Frank', 'exploration', 0]],
			[['Travis', 'city', 1], ['Nikki', 'construction', 1], ['Ani', 'construction', 0]]
		]);
		await t.shot('r1-04-bids', t.area('exploration'));
		await t.bid('city', 'Frank', 3);
		// Exploration 2,2,0,0: bonus tie Travis/Nikki → Travis bid earlier; penalty tie Ani/Frank → Frank bid later.
		await t.expectAuction('exploration', 'Travis', ['Nikki'], 'Frank', ['Ani']);
		// Construction Frank 1, Travis 1, Nikki 1, Ani 0: bonus to Frank (earliest of three), penalty Ani.
		await t.expectAuction('construction', 'Frank', ['Travis', 'Nikki'], 'Ani', []);
		await t.shot('r1-05-auction-result', t.auctionResult());
		// Frank's Construction bonus: he draws an equipment card (beer). City: Ani 2, Nikki 1, Travis 1, Frank 3:
		// bonus Frank (−1 marauder, +1 VP), penalty tie Nikki/Travis → Travis, who holds no card to give up.
		await t.choose('Frank', 'beer', 'drawn', 'r1-06-choose');
		await t.expectAuction('city', 'Frank', [], 'Travis', ['Nikki']);
		// Travis: 10 +2 (Exploration bonus) = 12.
		// Frank:  marauders 1 +1 (Exploration penalty) −1 (City bonus) = 1; VP 10 +1 (City bonus) = 11.
		// Ani:    damage 3 +1 (Construction penalty) = 4.
		await t.expectCards({ Frank: [11, 1, 3], Travis: [12, 1, 3], Nikki: [10, 1, 3], Ani: [10, 1, 4] });
		await t.expectPhase(1, 'exploration');
		// Exploration, highest bid first, ties in bid order: Travis, Nikki, Ani, Frank. Round 1: ≤ 1 marauder per card.
		await t.explore('Travis', 'weapon', { engineer: 1, marauder: 1 }, 'r1-07-explore');
		await t.explore('Nikki', 'map', { worker: 1 });
		await t.explore('Ani', 'medicine', { soldier: 1, marauder: 1 });
		await t.explore('Frank', 'gasoline', { marauder: 1 });
		// Marauders: Travis 1+1 = 2, Ani 1+1 = 2, Frank 1+1 = 2.
		await t.expectCards({ Frank: [11, 2, 3], Travis: [12, 2, 3], Nikki: [10, 1, 3], Ani: [10, 2, 4] });
		// Construction in bid order Frank, Travis, Nikki (all 1), Ani (0).
		await t.construct('Frank', 'marauder-', { build: { site: 3, type: 'civil', housing: 2, star: 1 } }, 'r1-08-construct');
		await t.construct('Travis', 'two-houses', { build: null });
		await t.construct('Nikki', 'exchange', { choice: 'engineer', build: null });
		await t.construct('Ani', 'equipment+', { choice: 'vehicle', build: { site: 3, type: 'military', housing: 1, star: 0 } });
		// Frank's building tile −Marauder: marauders 2 −1 = 1, VP 11 +1 = 12.
		await t.expectCards({ Frank: [12, 1, 3], Travis: [12, 2, 3], Nikki: [10, 1, 3], Ani: [10, 2, 4] });
		await t.expectSurvivors('Nikki', { worker: 5, soldier: 0, engineer: 1, leader: 1 });
		// City from the start player clockwise, with the City bids: Travis 1, Nikki 1, Ani 2, Frank 3.
		await t.city('Travis', [{ kind: 'fight', marauders: 1, survivors: 1 }], 'Nikki', 'r1-09-city');
		// Nikki leaves her one City survivor idle: she passes.
		await t.city('Nikki', [], 'Ani');
		await t.city('Ani', [{ kind: 'extension' }], 'Frank');
		await t.city('Frank', [{ kind: 'repair', engineers: 0, workerPairs: 1 }, { kind: 'fight', marauders: 1, survivors: 1 }], null);
		// Travis: fights 1: marauders 2 −1 = 1, VP 12 +1 = 13.
		// Frank: a pair of workers repairs 1: damage 3 −1 = 2; fights 1: marauders 1 −1 = 0, VP 12 +1 = 13.
		await t.expectCards({ Frank: [13, 0, 2], Travis: [13, 1, 3], Nikki: [10, 1, 3], Ani: [10, 2, 4] });
		// The housing check needs the city board's own housing: the app asks, we read 6 off the city board.
		await t.expectPhase(1, 'completion');
		await t.answerBoxPrompt(page.getByRole('region', { name: t.box.prompt.title }), [{ key: 'cityBoardHousing', number: 6 }], 'r1-10-housing-prompt');
		// Completion from Travis: damage +1 per unfought marauder; housing 6 (board) + buildings + extension 2 + "2 Houses" 2.
		// Nikki: 5 workers + 1 engineer + leader = 7 survivors, housing 6: one short → a worker back, −2 VP.
		await t.completion({ Nikki: { worker: 1 } }, 'r1-11-completion');
		// ---- after round 1, by hand:
		// Frank:  VP 13 +1 (star of his Civil building) = 14 · marauders 0 · damage 2 (no marauder left).
		//         5 workers + leader = 6 survivors ≤ 6 + 2 (Civil) = 8.
		// Travis: VP 13 · marauders 1 · damage 3 +1 = 4. 5 workers + engineer + leader = 7 ≤ 6 + 2 ("2 Houses") = 8.
		// Nikki:  VP 10 −2 (one survivor short) = 8 · marauders 1 · damage 3 +1 = 4.
		// Ani:    VP 10 · marauders 2 · damage 4 +2 = 6. 5 workers + soldier + leader = 7 ≤ 6 + 1 (Military) + 2 (extension) = 9.
		await t.expectCards({ Frank: [14, 0, 2], Travis: [13, 1, 4], Nikki: [8, 1, 4], Ani: [10, 2, 6] });
		await t.expectSurvivors('Nikki', { worker: 4, soldier: 0, engineer: 1, leader: 1 });

		// ================================================================ round 2
		// Round 2 shows 2 [R]. Ani's marker on 6 applies spaces 3, 4, 5: the app asks for spaces 4 and 5.
		await t.startRound(2, [
			{ key: 'damageSpaces.4', effects: ['marauder'] },
			{ key: 'damageSpaces.5', effects: ['vp-1'] }
		]);
		// Marauders +2: Frank 0→2, Travis 1→3, Nikki 1→3, Ani 2→4.
		// Damage tracks: Frank on 2: nothing. Travis on 4: space 3 −1 → 12. Nikki on 4: −1 → 7.
		// Ani on 6: space 3 −1, space 4 +1 marauder, space 5 −1 → VP 10 −2 = 8, marauders 4 +1 = 5.
		// Start player: Frank, most VP (14).
		await t.expectCards({ Frank: [14, 2, 2], Travis: [12, 3, 4], Nikki: [7, 3, 4], Ani: [8, 5, 6] });
		await t.expectStartPlayer('Frank');
		await t.shot('r2-03-round-start');
		// Survivors: Frank 6, Travis 7, Nikki 6, Ani 7. Turns from Frank: Frank, Travis, Nikki, Ani.
		await t.bids([
			[['Frank', 'city', 3], ['Travis', 'exploration', 3], ['Nikki', 'construction', 2], ['Ani', 'exploration', 1]],
			[['Frank', 'exploration', 1], ['Travis', 'construction', 0], ['Nikki', 'exploration', 1], ['Ani', 'city', 2]],
			[['Frank', 'construction', 1], ['Travis', 'city', 2], ['Nikki', 'city', 2]]
		]);
		await t.shot('r2-04-bids', t.area('construction'));
		await t.bid('construction', 'Ani', 2);
		// Exploration Travis 3, Ani 1, Frank 1, Nikki 1: bonus Travis; penalty tie of three → Nikki bid last.
		await t.expectAuction('exploration', 'Travis', [], 'Nikki', ['Ani', 'Frank']);
		// Construction Nikki 2, Travis 0, Frank 1, Ani 2: bonus tie → Nikki bid before Ani; penalty Travis.
		await t.expectAuction('construction', 'Nikki', ['Ani'], 'Travis', []);
		await t.shot('r2-05-auction-result', t.auctionResult());
		await t.choose('Nikki', 'weapon', 'drawn');
		// City Frank 3, Ani 2, Travis 2, Nikki 2: bonus Frank; penalty tie of three → Nikki, who gives up a card:
		// she holds her map (round 1) and the weapon just drawn, and gives up the map.
		await t.expectAuction('city', 'Frank', [], 'Nikki', ['Ani', 'Travis']);
		await t.choose('Nikki', 'map', 'returned', 'r2-06-choose-returned');
		// Travis 12 +2 = 14, damage 4 +1 (Construction penalty) = 5. Nikki marauders 3 +1 = 4.
		// Frank: marauders 2 −1 = 1, VP 14 +1 = 15.
		await t.expectCards({ Frank: [15, 1, 2], Travis: [14, 3, 5], Nikki: [7, 4, 4], Ani: [8, 5, 6] });
		// Exploration: Travis (3), then the 1s in bid order Ani, Frank, Nikki. From round 2 a card may hold several marauders.
		await t.explore('Travis', 'beer', { marauder: 2 }, 'r2-07-explore');
		await t.explore('Ani', 'vehicle', { worker: 1 });
		await t.explore('Frank', 'medicine', { engineer: 1, marauder: 1 });
		await t.explore('Nikki', 'map', { soldier: 1 });
		// Travis marauders 3 +2 = 5; Frank 1 +1 = 2.
		await t.expectCards({ Frank: [15, 2, 2], Travis: [14, 5, 5], Nikki: [7, 4, 4], Ani: [8, 5, 6] });
		// Construction: Nikki 2, Ani 2 (in bid order), Frank 1, Travis 0.
		await t.construct('Nikki', 'damage+', { build: { site: 3, type: 'science', housing: 2, star: 2 } }, 'r2-08-construct');
		await t.construct('Ani', 'damage-', { build: { site: 4, type: 'civil', housing: 1, star: 1 } });
		// Frank holds beer, gasoline and medicine: he gives up the gasoline; the building goes back to the box.
		await t.construct('Frank', 'equipment-', { choice: 'gasoline', build: null });
		await t.construct('Travis', 'marauder-', { build: { site: 3, type: 'military', housing: 2, star: 0 } });
		// Nikki damage 4 +1 = 5; Ani damage 6 −1 = 5; Travis marauders 5 −1 = 4, VP 14 +1 = 15.
		await t.expectCards({ Frank: [15, 2, 2], Travis: [15, 4, 5], Nikki: [7, 4, 5], Ani: [8, 5, 5] });
		// City from Frank: Frank 3, Travis 2, Nikki 2, Ani 2.
		await t.city('Frank', [{ kind: 'extension' }, { kind: 'fight', marauders: 1, survivors: 1 }], 'Travis', 'r2-09-city');
		await t.city('Travis', [{ kind: 'repair', engineers: 1, workerPairs: 0 }, { kind: 'fight', marauders: 2, survivors: 1 }], 'Nikki');
		await t.city('Nikki', [{ kind: 'fight', marauders: 2, survivors: 1 }, { kind: 'repair', engineers: 1, workerPairs: 0 }], 'Ani');
		await t.city('Ani', [{ kind: 'fight', marauders: 3, survivors: 2 }], null);
		// Frank: marauders 2 −1 = 1, VP 15 +1 = 16. Travis: damage 5 −1 = 4; marauders 4 −2 = 2, VP 15 +2 = 17.
		// Nikki: marauders 4 −2 = 2, VP 7 +2 = 9; damage 5 −1 = 4. Ani: marauders 5 −3 = 2, VP 8 +3 = 11.
		await t.expectCards({ Frank: [16, 1, 2], Travis: [17, 2, 4], Nikki: [9, 2, 4], Ani: [11, 2, 5] });
		await t.completion({}, 'r2-11-completion');
		// ---- after round 2, by hand (nobody short: Frank 7 ≤ 6+2+2, Travis 7 ≤ 6+2, Nikki 7 ≤ 6+2, Ani 8 ≤ 6+1+1+2):
		// Frank:  damage 2 +1 = 3; VP 16 +1 (star) = 17 · marauders 1.
		// Travis: damage 4 +2 = 6; VP 17 · marauders 2.
		// Nikki:  damage 4 +2 = 6; VP 9 +2 (Science star) = 11 · marauders 2.
		// Ani:    damage 5 +2 = 7; VP 11 +1 (Civil star) = 12 · marauders 2.
		await t.expectCards({ Frank: [17, 1, 3], Travis: [17, 2, 6], Nikki: [11, 2, 6], Ani: [12, 2, 7] });

		// ================================================================ round 3
		// Round 3's advance is asked (we read 2), and space 6 for Ani's marker on 7.
		await t.startRound(3, [
			{ key: 'roundTrack.3', number: 2 },
			{ key: 'damageSpaces.6', effects: ['vp-2'] }
		]);
		// Marauders +2: Frank 3, Travis 4, Nikki 4, Ani 4.
		// Frank on 3: nothing. Travis on 6: −1, +1 marauder, −1 → 15, 5. Nikki on 6: → 9, 5.
		// Ani on 7: −1, +1 marauder, −1, −2 → 12 −4 = 8, 5. Start player Frank (17).
		await t.expectCards({ Frank: [17, 3, 3], Travis: [15, 5, 6], Nikki: [9, 5, 6], Ani: [8, 5, 7] });
		await t.expectStartPlayer('Frank');
		await t.shot('r3-03-round-start');
		// Survivors: Frank 7, Travis 7, Nikki 7, Ani 8.
		await t.bids([
			[['Frank', 'city', 3], ['Travis', 'city', 3], ['Nikki', 'exploration', 2], ['Ani', 'city', 4]],
			[['Frank', 'exploration', 2], ['Travis', 'construction', 2], ['Nikki', 'construction', 0], ['Ani', 'exploration', 2]],
			// Nikki's City bid: an engineer and two workers (for her repair), not the app's likely engineer, soldier and worker.
			[['Frank', 'construction', 0], ['Travis', 'exploration', 1], ['Nikki', 'city', 3, { engineer: 1, worker: 2 }]]
		]);
		await t.shot('r3-04-bids', t.area('construction'));
		await t.bid('construction', 'Ani', 1);
		// Exploration Nikki 2, Frank 2, Ani 2, Travis 1: bonus tie of three → Nikki bid first; penalty Travis.
		await t.expectAuction('exploration', 'Nikki', ['Frank', 'Ani'], 'Travis', []);
		// Construction Travis 2, Nikki 0, Frank 0, Ani 1: bonus Travis (draws maps); penalty tie → Frank bid after Nikki.
		await t.expectAuction('construction', 'Travis', [], 'Frank', ['Nikki']);
		await t.choose('Travis', 'map', 'drawn', 'r3-06-choose');
		// City Frank 3, Travis 3, Ani 4, Nikki 3: bonus Ani; penalty tie of three → Nikki: gives up her weapon.
		await t.expectAuction('city', 'Ani', [], 'Nikki', ['Frank', 'Travis']);
		await t.shot('r3-05-auction-result', t.auctionResult());
		await t.choose('Nikki', 'weapon', 'returned');
		// Nikki 9 +2 = 11. Travis marauders 5 +1 = 6. Frank damage 3 +1 = 4. Ani marauders 5 −1 = 4, VP 8 +1 = 9.
		await t.expectCards({ Frank: [17, 3, 4], Travis: [15, 6, 6], Nikki: [11, 5, 6], Ani: [9, 4, 7] });
		await t.explore('Nikki', 'map', { engineer: 2, marauder: 2 }, 'r3-07-explore');
		await t.explore('Frank', 'weapon', { engineer: 1 });
		await t.explore('Ani', 'beer', { worker: 1, marauder: 1 });
		await t.explore('Travis', 'vehicle', { worker: 2 });
		// Nikki marauders 5 +2 = 7; Ani 4 +1 = 5.
		await t.expectCards({ Frank: [17, 3, 4], Travis: [15, 6, 6], Nikki: [11, 7, 6], Ani: [9, 5, 7] });
		// Construction: Travis 2, Ani 1, Nikki 0, Frank 0.
		await t.construct('Travis', 'exchange', { choice: 'soldier', build: { site: 4, type: 'civil', housing: 2, star: 1 } }, 'r3-08-construct');
		await t.construct('Ani', 'two-houses', { build: null });
		await t.construct('Nikki', 'marauder-', { build: null });
		await t.construct('Frank', 'damage-', { build: { site: 4, type: 'science', housing: 1, star: 2 } });
		// Nikki marauders 7 −1 = 6, VP 11 +1 = 12. Frank damage 4 −1 = 3.
		await t.expectCards({ Frank: [17, 3, 3], Travis: [15, 6, 6], Nikki: [12, 6, 6], Ani: [9, 5, 7] });
		// City from Frank: Frank 3, Travis 3, Nikki 3, Ani 4. Engineers gained this round cannot act.
		await t.city('Frank', [{ kind: 'repair', engineers: 1, workerPairs: 0 }, { kind: 'fight', marauders: 2, survivors: 2 }], 'Travis');
		await t.city('Travis', [{ kind: 'extension' }, { kind: 'fight', marauders: 1, survivors: 1 }], 'Nikki', 'r3-09-city');
		await t.city('Nikki', [{ kind: 'repair', engineers: 1, workerPairs: 1 }], 'Ani');
		await t.city('Ani', [{ kind: 'fight', marauders: 4, survivors: 2 }, { kind: 'repair', engineers: 0, workerPairs: 1 }], null);
		// Frank: damage 3 −1 = 2; marauders 3 −2 = 1, VP 17 +2 = 19. Travis: marauders 6 −1 = 5, VP 15 +1 = 16.
		// Nikki: damage 6 −2 = 4. Ani: marauders 5 −4 = 1, VP 9 +4 = 13; damage 7 −1 = 6.
		await t.expectCards({ Frank: [19, 1, 2], Travis: [16, 5, 6], Nikki: [12, 6, 4], Ani: [13, 1, 6] });
		// Nikki: 4 workers + 3 engineers + soldier + leader = 9 survivors, housing 6 + 2 (Science) = 8: one short.
		// She keeps her engineers and workers and sends the soldier back.
		await t.completion({ Nikki: { soldier: 1 } }, 'r3-11-completion');
		// ---- after round 3, by hand:
		// Frank:  damage 2 +1 = 3 · VP 19 +1 +2 (stars: Civil, Science) = 22 · marauders 1.
		// Travis: damage 6 +5 = 11 → space 9, 2 do not fit: VP 16 −2 = 14, +1 (Civil star) = 15 · marauders 5.
		//         6 workers + engineer + soldier + leader = 9 ≤ 6 + 2 + 2 + 2 (extension) = 12.
		// Nikki:  damage 4 +6 = 10 → 9, 1 does not fit: 12 −1 = 11; −2 (short) = 9; +2 (Science star) = 11 · marauders 6.
		// Ani:    damage 6 +1 = 7 · VP 13 +1 (Civil star) = 14 · marauders 1. 9 survivors ≤ 6+1+1+2+2 ("2 Houses") = 12.
		await t.expectCards({ Frank: [22, 1, 3], Travis: [15, 5, 9], Nikki: [11, 6, 9], Ani: [14, 1, 7] });
		await t.expectSurvivors('Nikki', { worker: 4, soldier: 0, engineer: 3, leader: 1 });

		// ================================================================ intermediate scoring
		await t.expectPhase(3, 'intermediate');
		// Public tile 1, engineers 4 VP each: Frank 2, Travis 1, Nikki 3, Ani 0. The 3 new auction tiles drawn at the table.
		await t.intermediate({ Frank: 2, Travis: 1, Nikki: 3, Ani: 0 }, [tile('marauder-', 'vp-2'), tile('damage-', 'equipment-'), tile('vp+2', 'damage+')], 'r3-12-intermediate');
		// Frank 22 +8 = 30, −1 (1 marauder back to the start) = 29. Travis 15 +4 = 19, −5 = 14.
		// Nikki 11 +12 = 23, −6 = 17. Ani 14 +0, −1 = 13. Every marauder marker on 0; damage unchanged.
		await t.expectCards({ Frank: [29, 0, 3], Travis: [14, 0, 9], Nikki: [17, 0, 9], Ani: [13, 0, 7] });
		await t.expectNewAuctionTiles([tile('marauder-', 'vp-2'), tile('damage-', 'equipment-'), tile('vp+2', 'damage+')]);
		await t.expectPhase(4, 'setup');
		await t.shot('r3-13-after-intermediate');
	});
});
