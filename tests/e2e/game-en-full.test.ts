/**
 * A whole 3-player game in English played through the real UI as a group at the table does it: the FIXTURE
 * box profile imported on /box, set up on /new with the app drawing the tiles, rounds 1–6 with every phase,
 * the intermediate scoring after round 3 and the final scoring on its own screen, saved to the history.
 * (The 4-player German game through round 3 is in games.test.ts.)
 * Box values are the invented ones of FIXTURE_COMPLETE_PROFILE (src/lib/games/armageddon/testing/fixture-profiles.ts):
 *   round track 1, 2 [R], 2, 3, 3, 4 · damage spaces 4 +Marauder, 5 −1, 6 −2, 7 −Leader, 8 +Marauder −1,
 *   9 +Marauder −2 (space 3 −1 and space 1 +2 are the rulebook's) · city board housing 6 · beer and gasoline
 *   by cards 0, 1, 3, 6, 10 · a set of 2 weapons 5, of 3 medicine 8 · 4 parts per vehicle; k different parts
 *   of one vehicle 0, 1, 4, 9, 16; one part each of k vehicles 0, 1, 2, 4.
 * Every expected figure is worked out by hand from the rules (shared/rules/armageddon.md), written as
 * `VP / marauders / damage`; the arithmetic is in the comments. Nothing here asks the engine.
 */
import { m } from '../../src/lib/paraglide/messages.js';
import { expect, test } from './support/test';
import type { AuctionTile, ScoringTile } from '../../src/lib/games/armageddon/types';
import { FinalScreen } from './support/final-scoring';
import { Table } from './support/table';
import { importProfile, setUpAppDraws } from './support/table-setup';

test.use({ viewport: { width: 360, height: 640 }, serviceWorkers: 'block' });

const MAPS_2: ScoringTile = { kind: 'equipment', target: 'map', vp: 2 };
const WORKERS_1: ScoringTile = { kind: 'survivor', target: 'worker', vp: 1 };
const tile = (bonus: AuctionTile['bonus'], penalty: AuctionTile['penalty']): AuctionTile => ({ bonus, penalty });

test.describe('(b) 3 players in English', () => {
	test.use({ locale: 'en-US' });

	test('fixture profile imported on /box, tiles drawn by the app: rounds 1–6, both scorings, the result saved', async ({ page }) => {
		test.setTimeout(600_000);
		const t = new Table(page, 'en', 'en');
		// Every box value known before the game: nothing is asked during it.
		await importProfile(page, 'en', (name) => t.shot(name));
		// Seats clockwise: Alice, Bruno, Chloe. Code EN5678 with these players and the FIXTURE profile draws (shown on
		// the summary, checked there): public tiles maps 2 VP each / workers 1 VP each; auction tiles Exploration
		// −1 damage / +1 marauder, Construction −1 marauder +1 VP / −2 VP, City +1 equipment card / +1 damage;
		// VP stack Chloe, Alice, Bruno (bottom first): Bruno lies on top.
		await setUpAppDraws(
			page,
			'en',
			{
				names: ['Alice', 'Bruno', 'Chloe'],
				seed: 'EN5678',
				stack: ['Chloe', 'Alice', 'Bruno'],
				publicTiles: [MAPS_2, WORKERS_1],
				auctionTiles: [tile('damage-', 'marauder+'), tile('marauder-', 'vp-2'), tile('equipment+', 'damage+')]
			},
			(name) => t.shot(name)
		);
		// 3 players: each has 5 workers and the leader, like with 4.
		await t.expectCards({ Alice: [10, 0, 3], Bruno: [10, 0, 3], Chloe: [10, 0, 3] });
		await t.expectSurvivors('Alice', { worker: 5, soldier: 0, engineer: 0, leader: 1 });

		// ================================================================ round 1
		await t.startRound(1);
		// Marauders +1 (round track 1); damage on 3: nothing. All on 10: Bruno on top of the stack starts.
		await t.expectCards({ Alice: [10, 1, 3], Bruno: [10, 1, 3], Chloe: [10, 1, 3] });
		await t.expectStartPlayer('Bruno');
		await t.shot('r1-03-round-start');
		// Turns from Bruno: Bruno, Chloe, Alice.
		await t.bids([
			[['Bruno', 'exploration', 2], ['Chloe', 'exploration', 2], ['Alice', 'construction', 2]],
			[['Bruno', 'city', 2], ['Chloe', 'construction', 1], ['Alice', 'exploration', 1]],
			[['Bruno', 'construction', 1], ['Chloe', 'city', 2]]
		]);
		await t.shot('r1-04-bids', t.area('city'));
		await t.bid('city', 'Alice', 2);
		// Exploration Bruno 2, Chloe 2, Alice 1: bonus tie → Bruno bid before Chloe (−1 damage); penalty Alice (+1 marauder).
		await t.expectAuction('exploration', 'Bruno', ['Chloe'], 'Alice', []);
		// Construction Alice 2, Chloe 1, Bruno 1: bonus Alice (−1 marauder, +1 VP); penalty tie → Bruno bid after Chloe (−2 VP).
		await t.expectAuction('construction', 'Alice', [], 'Bruno', ['Chloe']);
		await t.shot('r1-05-auction-result', t.auctionResult());
		// City Bruno 2, Chloe 2, Alice 2: everybody tied. Bonus Bruno (first): he draws a card, beer.
		await t.choose('Bruno', 'beer', 'drawn', 'r1-06-choose');
		// Penalty Alice (last): +1 damage.
		await t.expectAuction('city', 'Bruno', ['Chloe', 'Alice'], 'Alice', ['Bruno', 'Chloe']);
		// Alice: marauders 1 +1 −1 = 1, VP 10 +1 = 11, damage 3 +1 = 4. Bruno: damage 3 −1 = 2, VP 10 −2 = 8.
		await t.expectCards({ Alice: [11, 1, 4], Bruno: [8, 1, 2], Chloe: [10, 1, 3] });
		// Exploration: Bruno, Chloe (2 each, bid order), Alice.
		await t.explore('Bruno', 'map', { marauder: 1 }, 'r1-07-explore');
		await t.explore('Chloe', 'weapon', { engineer: 1 });
		await t.explore('Alice', 'vehicle', { marauder: 1 });
		// Bruno marauders 1 +1 = 2; Alice 1 +1 = 2.
		await t.expectCards({ Alice: [11, 2, 4], Bruno: [8, 2, 2], Chloe: [10, 1, 3] });
		// Construction: Alice (2), then Chloe and Bruno (1 each, bid order).
		await t.construct('Alice', 'damage+', { build: { site: 3, type: 'military', housing: 2, star: 0 } }, 'r1-08-construct');
		await t.construct('Chloe', 'equipment+', { choice: 'medicine', build: { site: 3, type: 'civil', housing: 1, star: 2 } });
		await t.construct('Bruno', 'marauder+', { build: null });
		// Alice damage 4 +1 = 5. Bruno marauders 2 +1 = 3.
		await t.expectCards({ Alice: [11, 2, 5], Bruno: [8, 3, 2], Chloe: [10, 1, 3] });
		// City from Bruno: Bruno 2, Chloe 2, Alice 2.
		await t.city('Bruno', [{ kind: 'fight', marauders: 3, survivors: 2 }], 'Chloe', 'r1-09-city');
		await t.city('Chloe', [{ kind: 'extension' }], 'Alice');
		await t.city('Alice', [{ kind: 'repair', engineers: 0, workerPairs: 1 }], null);
		// Bruno: 2 survivors fight off 3: marauders 3 −3 = 0, VP 8 +3 = 11. Alice: a pair of workers repairs 1: damage 5 −1 = 4.
		await t.expectCards({ Alice: [11, 2, 4], Bruno: [11, 0, 2], Chloe: [10, 1, 3] });
		// Nobody short: Bruno 6 ≤ 6; Chloe 5 workers + engineer + leader = 7 ≤ 6 + 1 (Civil) + 2 (extension) = 9; Alice 6 ≤ 8.
		await t.completion({}, 'r1-11-completion');
		// ---- after round 1, by hand:
		// Alice: damage 4 +2 = 6 · VP 11 · marauders 2.
		// Bruno: damage 2 (no marauder) · VP 11 · marauders 0.
		// Chloe: damage 3 +1 = 4 · VP 10 +2 (Civil star) = 12 · marauders 1.
		await t.expectCards({ Alice: [11, 2, 6], Bruno: [11, 0, 2], Chloe: [12, 1, 4] });

		// ================================================================ round 2
		await t.startRound(2);
		// Marauders +2: Alice 4, Bruno 2, Chloe 3.
		// Alice on 6: −1, +1 marauder, −1 → 9, 5. Bruno on 2: nothing. Chloe on 4: −1 → 11.
		// Start player: Bruno and Chloe both on 11. Bruno's marker reached 11 in round 1's City; Chloe's came down
		// onto 11 just now, so it lies on top: Chloe starts.
		await t.expectCards({ Alice: [9, 5, 6], Bruno: [11, 2, 2], Chloe: [11, 3, 4] });
		await t.expectStartPlayer('Chloe');
		await t.shot('r2-03-round-start');
		// Turns from Chloe: Chloe, Alice, Bruno. Survivors: Alice 6, Bruno 6, Chloe 7.
		await t.bids([
			[['Chloe', 'construction', 2], ['Alice', 'exploration', 3], ['Bruno', 'city', 2]],
			[['Chloe', 'exploration', 1], ['Alice', 'city', 2], ['Bruno', 'exploration', 1]],
			[['Chloe', 'city', 3], ['Alice', 'construction', 0]]
		]);
		await t.shot('r2-04-bids', t.area('construction'));
		await t.bid('construction', 'Bruno', 2);
		// Exploration Alice 3, Chloe 1, Bruno 1: bonus Alice (−1 damage); penalty tie → Bruno bid after Chloe (+1 marauder).
		await t.expectAuction('exploration', 'Alice', [], 'Bruno', ['Chloe']);
		// Construction Chloe 2, Alice 0, Bruno 2: bonus tie → Chloe bid before Bruno (−1 marauder, +1 VP); penalty Alice (−2 VP).
		await t.expectAuction('construction', 'Chloe', ['Bruno'], 'Alice', []);
		// City Bruno 2, Alice 2, Chloe 3: bonus Chloe draws maps; penalty tie → Alice bid after Bruno (+1 damage).
		await t.choose('Chloe', 'map', 'drawn', 'r2-06-choose');
		await t.expectAuction('city', 'Chloe', [], 'Alice', ['Bruno']);
		await t.shot('r2-05-auction-result', t.auctionResult());
		// Alice: damage 6 −1 +1 = 6, VP 9 −2 = 7. Bruno marauders 2 +1 = 3. Chloe marauders 3 −1 = 2, VP 11 +1 = 12.
		await t.expectCards({ Alice: [7, 5, 6], Bruno: [11, 3, 2], Chloe: [12, 2, 4] });
		// Exploration: Alice (3), Chloe, Bruno (1 each, bid order).
		await t.explore('Alice', 'map', { soldier: 1, marauder: 2 }, 'r2-07-explore');
		await t.explore('Chloe', 'gasoline', { worker: 2 });
		await t.explore('Bruno', 'medicine', { engineer: 1, marauder: 1 });
		// Alice marauders 5 +2 = 7; Bruno 3 +1 = 4.
		await t.expectCards({ Alice: [7, 7, 6], Bruno: [11, 4, 2], Chloe: [12, 2, 4] });
		// Construction: Chloe, Bruno (2 each, bid order), Alice (0).
		await t.construct('Chloe', 'exchange', { choice: 'engineer', build: { site: 4, type: 'science', housing: 2, star: 1 } }, 'r2-08-construct');
		await t.construct('Bruno', 'marauder-', { build: null });
		// Alice holds the vehicle part (round 1) and the maps just taken: she returns the vehicle part.
		await t.construct('Alice', 'equipment-', { choice: 'vehicle', build: { site: 4, type: 'civil', housing: 1, star: 1 } });
		// Bruno marauders 4 −1 = 3, VP 11 +1 = 12.
		await t.expectCards({ Alice: [7, 7, 6], Bruno: [12, 3, 2], Chloe: [12, 2, 4] });
		// City from Chloe: Chloe 3, Alice 2, Bruno 2.
		await t.city('Chloe', [{ kind: 'fight', marauders: 2, survivors: 1 }, { kind: 'repair', engineers: 1, workerPairs: 0 }], 'Alice', 'r2-09-city');
		await t.city('Alice', [{ kind: 'fight', marauders: 4, survivors: 2 }], 'Bruno');
		await t.city('Bruno', [{ kind: 'fight', marauders: 3, survivors: 1 }], null);
		// Chloe: marauders 2 −2 = 0, VP 12 +2 = 14; damage 4 −1 = 3. Alice: 7 −4 = 3, VP 7 +4 = 11. Bruno: 3 −3 = 0, VP 12 +3 = 15.
		await t.expectCards({ Alice: [11, 3, 6], Bruno: [15, 0, 2], Chloe: [14, 0, 3] });
		// Bruno: 5 workers + engineer + leader = 7 survivors, housing 6 (no building): one short, a worker goes back.
		await t.completion({ Bruno: { worker: 1 } }, 'r2-11-completion');
		// ---- after round 2, by hand:
		// Alice: damage 6 +3 = 9 · VP 11 +1 (Civil star) = 12 · marauders 3. 7 survivors ≤ 6 + 2 + 1 = 9.
		// Bruno: damage 2 · VP 15 −2 = 13 · marauders 0.
		// Chloe: damage 3 · VP 14 +2 +1 (stars: Civil, Science) = 17 · marauders 0. 9 survivors ≤ 6 + 1 + 2 + 2 = 11.
		await t.expectCards({ Alice: [12, 3, 9], Bruno: [13, 0, 2], Chloe: [17, 0, 3] });
		await t.expectSurvivors('Bruno', { worker: 4, soldier: 0, engineer: 1, leader: 1 });

		// ================================================================ round 3
		await t.startRound(3);
		// Marauders +2 (round track 2): Alice 5, Bruno 2, Chloe 2.
		// Alice on 9 applies spaces 3 … 8: −1, +1 marauder, −1, −2, −Leader, +1 marauder −1
		//   → VP 12 −5 = 7, marauders 5 +2 = 7, her leader sits beside the track (back once the marker is on 7 or left).
		// Bruno on 2, Chloe on 3: nothing. Start player Chloe (17).
		await t.expectCards({ Alice: [7, 7, 9], Bruno: [13, 2, 2], Chloe: [17, 2, 3] });
		await expect(t.card('Alice')).toContainText(m.game_players_leader_away({}, { locale: t.lang }));
		await t.expectStartPlayer('Chloe');
		await t.shot('r3-03-round-start');
		// Survivors to bid: Alice 7 − the away leader = 6, Bruno 6, Chloe 9.
		await t.bids([
			[['Chloe', 'exploration', 3], ['Alice', 'city', 4], ['Bruno', 'exploration', 3]],
			[['Chloe', 'construction', 1], ['Alice', 'exploration', 0], ['Bruno', 'city', 2]],
			[['Chloe', 'city', 2], ['Alice', 'construction', 1]]
		]);
		await t.shot('r3-04-bids', t.area('construction'));
		await t.bid('construction', 'Bruno', 1);
		// Exploration Chloe 3, Bruno 3, Alice 0: bonus tie → Chloe (−1 damage); penalty Alice (+1 marauder).
		await t.expectAuction('exploration', 'Chloe', ['Bruno'], 'Alice', []);
		// Construction 1, 1, 1: bonus Chloe (first: −1 marauder, +1 VP), penalty Bruno (last: −2 VP).
		await t.expectAuction('construction', 'Chloe', ['Alice', 'Bruno'], 'Bruno', ['Chloe', 'Alice']);
		// City Alice 4, Bruno 2, Chloe 2: bonus Alice draws weapons; penalty tie → Chloe bid after Bruno (+1 damage).
		await t.choose('Alice', 'weapon', 'drawn', 'r3-06-choose');
		await t.expectAuction('city', 'Alice', [], 'Chloe', ['Bruno']);
		await t.shot('r3-05-auction-result', t.auctionResult());
		// Alice marauders 7 +1 = 8. Chloe damage 3 −1 +1 = 3, marauders 2 −1 = 1, VP 17 +1 = 18. Bruno VP 13 −2 = 11.
		await t.expectCards({ Alice: [7, 8, 9], Bruno: [11, 2, 2], Chloe: [18, 1, 3] });
		// Exploration: Chloe, Bruno (3 each, bid order), Alice.
		await t.explore('Chloe', 'vehicle', { worker: 1, marauder: 1 }, 'r3-07-explore');
		await t.explore('Bruno', 'map', { soldier: 1 });
		await t.explore('Alice', 'beer', { marauder: 2 });
		// Chloe marauders 1 +1 = 2. Alice 8 +2 = 10 → the track ends on 8, 2 do not fit: VP 7 −2 = 5.
		await t.expectCards({ Alice: [5, 8, 9], Bruno: [11, 2, 2], Chloe: [18, 2, 3] });
		// Construction: all bid 1: Chloe, Alice, Bruno.
		await t.construct('Chloe', 'two-houses', { build: null });
		await t.construct('Alice', 'damage-', { build: { site: 5, type: 'military', housing: 1, star: 0 } });
		await t.construct('Bruno', 'equipment+', { choice: 'gasoline', build: { site: 3, type: 'civil', housing: 3, star: 2 } }, 'r3-08-construct');
		// Alice damage 9 −1 = 8 (leader still away: 8 is right of 7).
		await t.expectCards({ Alice: [5, 8, 8], Bruno: [11, 2, 2], Chloe: [18, 2, 3] });
		await expect(t.card('Alice')).toContainText(m.game_players_leader_away({}, { locale: t.lang }));
		// City from Chloe: Chloe 2, Alice 4, Bruno 2.
		await t.city('Chloe', [{ kind: 'repair', engineers: 1, workerPairs: 0 }, { kind: 'fight', marauders: 2, survivors: 1 }], 'Alice');
		await t.city('Alice', [{ kind: 'fight', marauders: 5, survivors: 2 }, { kind: 'repair', engineers: 0, workerPairs: 1 }], 'Bruno', 'r3-09-city');
		await t.city('Bruno', [{ kind: 'extension' }], null);
		// Chloe: damage 3 −1 = 2; marauders 2 −2 = 0, VP 18 +2 = 20.
		// Alice: marauders 8 −5 = 3, VP 5 +5 = 10; damage 8 −1 = 7: her leader comes back.
		await t.expectCards({ Alice: [10, 3, 7], Bruno: [11, 2, 2], Chloe: [20, 0, 2] });
		await expect(t.card('Alice')).not.toContainText(m.game_players_leader_away({}, { locale: t.lang }));
		await t.completion({}, 'r3-11-completion');
		// ---- after round 3, by hand:
		// Alice: damage 7 +3 = 10 → 9, 1 does not fit: VP 10 −1 = 9, +1 (Civil star) = 10 · marauders 3.
		//        7 survivors ≤ 6 + 2 + 1 + 1 = 10.
		// Bruno: damage 2 +2 = 4 · VP 11 +2 (Civil star) = 13 · marauders 2. 7 survivors ≤ 6 + 3 + 2 (extension) = 11.
		// Chloe: damage 2 · VP 20 +2 +1 (stars) = 23 · marauders 0. 10 survivors ≤ 6 + 1 + 2 + 2 + 2 ("2 Houses") = 13.
		await t.expectCards({ Alice: [10, 3, 9], Bruno: [13, 2, 4], Chloe: [23, 0, 2] });

		// ================================================================ intermediate scoring
		await t.expectPhase(3, 'intermediate');
		// Public tile 1, maps 2 VP each: Alice 1 (round 2), Bruno 2 (rounds 1 and 3), Chloe 1 (round 2's bonus).
		// The app draws the new auction tiles itself.
		await t.intermediate({ Alice: 1, Bruno: 2, Chloe: 1 }, null, 'r3-12-intermediate');
		// Alice 10 +2 = 12, −3 (marauders back to the start) = 9. Bruno 13 +4 = 17, −2 = 15. Chloe 23 +2 = 25.
		await t.expectCards({ Alice: [9, 0, 9], Bruno: [15, 0, 4], Chloe: [25, 0, 2] });
		// The app's next three tiles from its stack (seeded like the setup's draws).
		await t.expectNewAuctionTiles([tile('vp+2', 'damage+'), tile('vp+2', 'marauder+'), tile('marauder-', 'equipment-')]);
		await t.expectPhase(4, 'setup');
		await t.shot('r3-13-after-intermediate');

		// ================================================================ round 4
		await t.startRound(4);
		// Round track 3: marauders +3 each: Alice 3, Bruno 3, Chloe 3. Chloe's "2 Houses" of round 3 expires.
		// Alice on 9 applies spaces 3 … 8: −1, +1 marauder, −1, −2, −Leader, +1 marauder −1
		//   → VP 9 −5 = 4, marauders 3 +2 = 5, her leader beside the track again (back once the marker is on 7 or left).
		// Bruno on 4: space 3 −1 → 14. Chloe on 2: nothing. Start player Chloe (25).
		await t.expectCards({ Alice: [4, 5, 9], Bruno: [14, 3, 4], Chloe: [25, 3, 2] });
		await expect(t.card('Alice')).toContainText(m.game_players_leader_away({}, { locale: t.lang }));
		await t.expectStartPlayer('Chloe');
		await t.shot('r4-03-round-start');
		// The new auction tiles: Exploration +2 VP / +1 damage, Construction +2 VP / +1 marauder, City −1 marauder +1 VP /
		// −1 equipment card. Survivors to bid: Chloe 10, Alice 7 − the away leader = 6, Bruno 7. Turns: Chloe, Alice, Bruno.
		await t.bids([
			[['Chloe', 'construction', 4], ['Alice', 'city', 5], ['Bruno', 'exploration', 3]],
			[['Chloe', 'exploration', 2], ['Alice', 'construction', 1], ['Bruno', 'city', 4]],
			[['Chloe', 'city', 4], ['Alice', 'exploration', 0]]
		]);
		await t.shot('r4-04-bids', t.area('city'));
		await t.bid('construction', 'Bruno', 0);
		// Exploration Bruno 3, Chloe 2, Alice 0: bonus Bruno (+2 VP); penalty Alice (+1 damage: her marker is on 9, nothing).
		await t.expectAuction('exploration', 'Bruno', [], 'Alice', []);
		// Construction Chloe 4, Alice 1, Bruno 0: bonus Chloe (+2 VP); penalty Bruno (+1 marauder).
		await t.expectAuction('construction', 'Chloe', [], 'Bruno', []);
		// City Alice 5, Bruno 4, Chloe 4: bonus Alice (−1 marauder, +1 VP); penalty tie → Chloe bid after Bruno: she returns a card.
		await t.expectAuction('city', 'Alice', [], 'Chloe', ['Bruno']);
		await t.shot('r4-05-auction-result', t.auctionResult());
		// Chloe holds weapons, medicine, maps, gasoline and a vehicle part: the lone weapons card goes back.
		await t.choose('Chloe', 'weapon', 'returned', 'r4-06-choose-returned');
		// Bruno 14 +2 = 16, marauders 3 +1 = 4. Chloe 25 +2 = 27. Alice marauders 5 −1 = 4, VP 4 +1 = 5, damage stays 9.
		await t.expectCards({ Alice: [5, 4, 9], Bruno: [16, 4, 4], Chloe: [27, 3, 2] });
		// Exploration: Bruno (3), Chloe (2), Alice (0).
		await t.explore('Bruno', 'weapon', { engineer: 1, marauder: 2 }, 'r4-07-explore');
		await t.explore('Chloe', 'vehicle', { worker: 2 });
		await t.explore('Alice', 'medicine', { marauder: 1 });
		// Bruno marauders 4 +2 = 6; Alice 4 +1 = 5.
		await t.expectCards({ Alice: [5, 5, 9], Bruno: [16, 6, 4], Chloe: [27, 3, 2] });
		// Construction (level-2 cards from round 4): Chloe (4), Alice (1), Bruno (0).
		// Chloe exchanges a worker for a soldier and returns the building card to the box.
		await t.construct('Chloe', 'exchange', { choice: 'soldier', build: null });
		await t.construct('Alice', 'damage-', { build: { site: 6, type: 'science', housing: 2, star: 2 } });
		// Bruno draws beer and builds over his Civil building on site 3: the old card (housing 3, star 2) no longer counts.
		await t.construct('Bruno', 'equipment+', { choice: 'beer', build: { site: 3, type: 'civil', housing: 4, star: 3 } }, 'r4-08-construct');
		// Alice damage 9 −1 = 8: her leader stays away (8 is right of 7).
		await t.expectCards({ Alice: [5, 5, 8], Bruno: [16, 6, 4], Chloe: [27, 3, 2] });
		await expect(t.card('Alice')).toContainText(m.game_players_leader_away({}, { locale: t.lang }));
		await t.expectSurvivors('Chloe', { worker: 8, soldier: 1, engineer: 2, leader: 1 });
		// City from Chloe: Chloe 4, Alice 5, Bruno 4.
		// Chloe: an engineer repairs 1; 2 survivors fight off 3; one uses a building's "draw equipment" and keeps maps.
		await t.city(
			'Chloe',
			[{ kind: 'repair', engineers: 1, workerPairs: 0 }, { kind: 'fight', marauders: 3, survivors: 2 }, { kind: 'draw-equipment', kept: ['map'], survivors: 1 }],
			'Alice'
		);
		// Alice: her new Science building's "damage 1 left and +2 VP"; the extension; 2 survivors fight off 2.
		await t.city('Alice', [{ kind: 'repair-vp', vp: 2, survivors: 1 }, { kind: 'extension' }, { kind: 'fight', marauders: 2, survivors: 2 }], 'Bruno', 'r4-09-city');
		// Bruno: 3 survivors fight off 6; one draws a survivor from the bag: an engineer, who stands on the card and repairs 1 at once.
		await t.city(
			'Bruno',
			[{ kind: 'fight', marauders: 6, survivors: 3 }, { kind: 'draw-survivor', drawn: 'engineer', survivors: 1 }, { kind: 'repair', engineers: 1, workerPairs: 0 }],
			null
		);
		// Chloe: damage 2 −1 = 1; marauders 3 −3 = 0, VP 27 +3 = 30.
		// Alice: damage 8 −1 = 7, VP 5 +2 = 7: her leader comes back; marauders 5 −2 = 3, VP 7 +2 = 9.
		// Bruno: marauders 6 −6 = 0, VP 16 +6 = 22; damage 4 −1 = 3.
		await t.expectCards({ Alice: [9, 3, 7], Bruno: [22, 0, 3], Chloe: [30, 0, 1] });
		await expect(t.card('Alice')).not.toContainText(m.game_players_leader_away({}, { locale: t.lang }));
		await t.expectSurvivors('Bruno', { worker: 4, soldier: 1, engineer: 3, leader: 1 });
		// Housing: Chloe 6 + 1 (Civil) + 2 (Science) + 2 (extension) = 11, her "2 Houses" gone, for 8 workers + soldier
		// + 2 engineers + leader = 12: one short. Alice 6 + 2 + 1 + 1 + 2 (Science) + 2 (extension) = 14 for 7.
		// Bruno 6 + 4 (new Civil) + 2 (extension) = 12 for 4 workers + soldier + 3 engineers + leader = 9.
		await t.expectHousing({ Chloe: [11, 12], Alice: [14, 7], Bruno: [12, 9] });
		await t.completion({ Chloe: { worker: 1 } }, 'r4-11-completion');
		// ---- after round 4, by hand:
		// Chloe: VP 30 −2 (one short) = 28, +2 +1 (stars: Civil, Science) = 31 · marauders 0 · damage 1.
		// Alice: damage 7 +3 = 10 → 9, 1 does not fit: VP 9 −1 = 8, +1 +2 (stars: Civil, Science) = 11 · marauders 3.
		// Bruno: VP 22 +3 (star of the new Civil; the covered card scores nothing) = 25 · marauders 0 · damage 3.
		await t.expectCards({ Alice: [11, 3, 9], Bruno: [25, 0, 3], Chloe: [31, 0, 1] });
		await t.expectSurvivors('Chloe', { worker: 7, soldier: 1, engineer: 2, leader: 1 });

		// ================================================================ round 5
		await t.startRound(5);
		// Round track 3: marauders Alice 3 +3 = 6, Bruno 3, Chloe 3.
		// Alice on 9 again: −5 VP, +2 marauders, leader away → VP 11 −5 = 6, marauders 8. Bruno on 3: nothing.
		// Chloe on 1: +2 VP → 33. Start player Chloe.
		await t.expectCards({ Alice: [6, 8, 9], Bruno: [25, 3, 3], Chloe: [33, 3, 1] });
		await expect(t.card('Alice')).toContainText(m.game_players_leader_away({}, { locale: t.lang }));
		await t.expectStartPlayer('Chloe');
		await t.shot('r5-03-round-start');
		// Survivors to bid: Chloe 11, Alice 6, Bruno 9.
		await t.bids([
			[['Chloe', 'exploration', 3], ['Alice', 'city', 4], ['Bruno', 'construction', 5]],
			[['Chloe', 'city', 5], ['Alice', 'exploration', 2], ['Bruno', 'exploration', 2]],
			[['Chloe', 'construction', 3], ['Alice', 'construction', 0]]
		]);
		await t.shot('r5-04-bids', t.area('exploration'));
		await t.bid('city', 'Bruno', 2);
		// Exploration Chloe 3, Alice 2, Bruno 2: bonus Chloe (+2 VP); penalty tie → Bruno bid after Alice (+1 damage).
		await t.expectAuction('exploration', 'Chloe', [], 'Bruno', ['Alice']);
		// Construction Bruno 5, Chloe 3, Alice 0: bonus Bruno (+2 VP); penalty Alice (+1 marauder: her track is full, nothing).
		await t.expectAuction('construction', 'Bruno', [], 'Alice', []);
		// City Alice 4, Chloe 5, Bruno 2: bonus Chloe (−1 marauder, +1 VP); penalty Bruno, who returns a card.
		await t.expectAuction('city', 'Chloe', [], 'Bruno', []);
		await t.shot('r5-05-auction-result', t.auctionResult());
		// Bruno holds maps, beer, medicine, gasoline and weapons: the lone medicine card goes back (a set needs 3).
		await t.choose('Bruno', 'medicine', 'returned');
		// Chloe 33 +2 = 35, marauders 3 −1 = 2, VP 36. Bruno 25 +2 = 27, damage 3 +1 = 4. Alice unchanged.
		await t.expectCards({ Alice: [6, 8, 9], Bruno: [27, 3, 4], Chloe: [36, 2, 1] });
		// Exploration: Chloe (3), then Alice and Bruno (2 each, bid order).
		await t.explore('Chloe', 'map', { soldier: 1, marauder: 1 });
		await t.explore('Alice', 'gasoline', { marauder: 2 }, 'r5-07-explore');
		await t.explore('Bruno', 'vehicle', { worker: 1 });
		// Chloe marauders 2 +1 = 3. Alice 8 +2 = 10 → the track ends on 8, 2 do not fit: VP 6 −2 = 4.
		await t.expectCards({ Alice: [4, 8, 9], Bruno: [27, 3, 4], Chloe: [36, 3, 1] });
		// Construction: Bruno (5), Chloe (3), Alice (0).
		await t.construct('Bruno', 'marauder-', { build: { site: 4, type: 'military', housing: 2, star: 1 } });
		await t.construct('Chloe', 'two-houses', { build: null }, 'r5-08-construct');
		// Alice's tile takes a card: she holds maps, weapons, beer, medicine and gasoline; the medicine goes back.
		await t.construct('Alice', 'equipment-', { choice: 'medicine', build: { site: 7, type: 'civil', housing: 1, star: 2 } });
		// Bruno marauders 3 −1 = 2, VP 27 +1 = 28.
		await t.expectCards({ Alice: [4, 8, 9], Bruno: [28, 2, 4], Chloe: [36, 3, 1] });
		// City from Chloe: Chloe 5, Alice 4, Bruno 2.
		// Chloe: 2 survivors fight off 3; a building's "2 VP per Science building"; a building's "1 VP per unused housing".
		await t.city(
			'Chloe',
			[{ kind: 'fight', marauders: 3, survivors: 2 }, { kind: 'vp-per-building', type: 'science', survivors: 1 }, { kind: 'unused-housing-vp', survivors: 1 }],
			'Alice',
			'r5-09-city'
		);
		// Alice (leader away): 3 survivors fight off 3; one draws a survivor from the bag: a marauder, back in the bag for +2 VP.
		await t.city('Alice', [{ kind: 'fight', marauders: 3, survivors: 3 }, { kind: 'draw-survivor', drawn: 'marauder', survivors: 1 }], 'Bruno');
		await t.city('Bruno', [{ kind: 'fight', marauders: 2, survivors: 1 }, { kind: 'repair', engineers: 1, workerPairs: 0 }], null);
		// Chloe: marauders 0, VP 36 +3 = 39; 1 Science building → +2 = 41. Alice: marauders 8 −3 = 5, VP 4 +3 +2 = 9.
		// Bruno: marauders 0, VP 28 +2 = 30; damage 4 −1 = 3.
		await t.expectCards({ Alice: [9, 5, 9], Bruno: [30, 0, 3], Chloe: [41, 0, 1] });
		// Housing: Chloe 11 + 2 ("2 Houses", this round only) = 13 for 7 workers + 2 soldiers + 2 engineers + leader = 12.
		// Alice 14 + 1 (Civil, site 7) = 15 for 7. Bruno 12 + 2 (Military) = 14 for 5 workers + soldier + 3 engineers + leader = 10.
		await t.expectHousing({ Chloe: [13, 12], Alice: [15, 7], Bruno: [14, 10] });
		await t.completion({}, 'r5-11-completion');
		// ---- after round 5, by hand:
		// Chloe: VP 41 +2 +1 (stars) = 44, +1 (13 − 12 = 1 housing unused) = 45: past 40, the +40 chip · marauders 0 · damage 1.
		// Alice: damage 9 +5: 5 do not fit: VP 9 −5 = 4, +1 +2 +2 (stars: Civil, Science, Civil) = 9 · marauders 5.
		// Bruno: VP 30 +3 +1 (stars: Civil, Military) = 34 · marauders 0 · damage 3.
		await t.expectCards({ Alice: [9, 5, 9], Bruno: [34, 0, 3], Chloe: [45, 0, 1] });

		// ================================================================ round 6
		await t.startRound(6);
		// Round track 4: Alice 5 +4 = 9 → the track ends on 8, 1 does not fit: VP 9 −1 = 8 (the advance overflows like a
		// card [D]). Bruno 4, Chloe 4. Chloe's "2 Houses" of round 5 expires.
		// Alice on 9: −1, +1 marauder (track full: nothing), −1, −2, −Leader, +1 marauder (nothing) −1 → VP 8 −5 = 3.
		// Bruno on 3: nothing. Chloe on 1: +2 → 47. Start player Chloe.
		await t.expectCards({ Alice: [3, 8, 9], Bruno: [34, 4, 3], Chloe: [47, 4, 1] });
		await expect(t.card('Alice')).toContainText(m.game_players_leader_away({}, { locale: t.lang }));
		await t.expectStartPlayer('Chloe');
		await t.shot('r6-03-round-start');
		// Survivors to bid: Chloe 12, Alice 6, Bruno 10.
		await t.bids([
			[['Chloe', 'construction', 5], ['Alice', 'city', 5], ['Bruno', 'exploration', 4]],
			[['Chloe', 'city', 6], ['Alice', 'exploration', 1], ['Bruno', 'city', 6]],
			[['Chloe', 'exploration', 1], ['Alice', 'construction', 0]]
		]);
		await t.shot('r6-04-bids', t.area('city'));
		await t.bid('construction', 'Bruno', 0);
		// Exploration Bruno 4, Alice 1, Chloe 1: bonus Bruno (+2 VP); penalty tie → Chloe bid after Alice (+1 damage).
		await t.expectAuction('exploration', 'Bruno', [], 'Chloe', ['Alice']);
		// Construction Chloe 5, Alice 0, Bruno 0: bonus Chloe (+2 VP); penalty tie → Bruno bid after Alice (+1 marauder).
		await t.expectAuction('construction', 'Chloe', [], 'Bruno', ['Alice']);
		// City Alice 5, Chloe 6, Bruno 6: bonus tie → Chloe bid before Bruno (−1 marauder, +1 VP); penalty Alice returns a card.
		await t.expectAuction('city', 'Chloe', ['Bruno'], 'Alice', []);
		await t.shot('r6-05-auction-result', t.auctionResult());
		// Alice holds maps, weapons, beer and gasoline: the gasoline goes back.
		await t.choose('Alice', 'gasoline', 'returned', 'r6-06-choose-returned');
		// Bruno 34 +2 = 36, marauders 4 +1 = 5. Chloe damage 1 +1 = 2; VP 47 +2 +1 = 50, marauders 4 −1 = 3.
		await t.expectCards({ Alice: [3, 8, 9], Bruno: [36, 5, 3], Chloe: [50, 3, 2] });
		// Exploration: Bruno (4), then Alice and Chloe (1 each, bid order).
		await t.explore('Bruno', 'weapon', { soldier: 1, marauder: 1 }, 'r6-07-explore');
		await t.explore('Alice', 'map', { soldier: 1 });
		await t.explore('Chloe', 'vehicle', { marauder: 2 });
		// Bruno marauders 5 +1 = 6; Chloe 3 +2 = 5.
		await t.expectCards({ Alice: [3, 8, 9], Bruno: [36, 6, 3], Chloe: [50, 5, 2] });
		// Construction: Chloe (5), then Alice and Bruno (0 each, bid order). Chloe draws a vehicle part.
		await t.construct('Chloe', 'equipment+', { choice: 'vehicle', build: { site: 5, type: 'civil', housing: 2, star: 3 } });
		// Alice builds a Science building over her Military one on site 5 (housing 1, no star).
		await t.construct('Alice', 'damage-', { build: { site: 5, type: 'science', housing: 1, star: 2 } }, 'r6-08-construct');
		await t.construct('Bruno', 'marauder+', { build: { site: 5, type: 'military', housing: 1, star: 1 } });
		// Alice damage 9 −1 = 8 (leader still away). Bruno marauders 6 +1 = 7.
		await t.expectCards({ Alice: [3, 8, 8], Bruno: [36, 7, 3], Chloe: [50, 5, 2] });
		// City from Chloe: Chloe 6, Alice 5, Bruno 6.
		await t.city(
			'Chloe',
			[{ kind: 'fight', marauders: 5, survivors: 3 }, { kind: 'repair', engineers: 1, workerPairs: 0 }, { kind: 'gain-vp', vp: 2, survivors: 1 }],
			'Alice'
		);
		await t.city('Alice', [{ kind: 'fight', marauders: 8, survivors: 5 }], 'Bruno', 'r6-09-city');
		await t.city('Bruno', [{ kind: 'fight', marauders: 7, survivors: 4 }, { kind: 'repair', engineers: 2, workerPairs: 0 }], null);
		// Chloe: marauders 0, VP 50 +5 = 55; damage 2 −1 = 1; +2 (a building's "gain 2 VP") = 57.
		// Alice: marauders 0, VP 3 +8 = 11. Bruno: marauders 0, VP 36 +7 = 43; damage 3 −2 = 1.
		await t.expectCards({ Alice: [11, 0, 8], Bruno: [43, 0, 1], Chloe: [57, 0, 1] });
		// Housing: Chloe 11 + 2 (new Civil) = 13 for 12 (the expired "2 Houses" no longer counts).
		// Alice 15 − 1 (covered Military) + 1 (Science) = 15 for 5 workers + 2 soldiers + leader = 8.
		// Bruno 14 + 1 (Military) = 15 for 5 workers + 2 soldiers + 3 engineers + leader = 11.
		await t.expectHousing({ Chloe: [13, 12], Alice: [15, 8], Bruno: [15, 11] });
		await t.completion({}, 'r6-11-completion');
		// ---- after round 6, by hand (no marauder left: no damage):
		// Chloe: VP 57 +2 +1 +3 (stars: Civil, Science, Civil) = 63. Alice: 11 +1 +2 +2 +2 (stars: Civil, Science ×2, Civil) = 18.
		// Bruno: 43 +3 +1 +1 (stars: Civil, Military ×2) = 48.
		await t.expectCards({ Alice: [18, 0, 8], Bruno: [48, 0, 1], Chloe: [63, 0, 1] });
		// After round 6 the header names the phase alone.
		await expect(t.heading()).toHaveText(m.terms_final_scoring({}, { locale: t.lang }));
		await t.shot('r6-12-final-step');

		// ================================================================ final scoring
		await page.getByRole('link', { name: m.game_panel_final({}, { locale: t.lang }), exact: true }).click();
		const f = new FinalScreen(page, 'en');
		await expect(t.heading()).toHaveText(m.terms_final_scoring({}, { locale: f.lang }));
		// Public tile 2: workers, 1 VP each. The private tiles the app drew (each player saw theirs at the setup):
		// Alice Science buildings 3 VP each / weapons 3 VP each; Bruno Military buildings 3 VP each / soldiers 4 VP each;
		// Chloe any equipment card 1 VP each / vehicle parts 2 VP each.
		// Alice: 5 workers, 2 Science buildings (sites 5, 6); maps 2, weapons 1, beer 1; damage 8, no marauder; 18 VP.
		await f.player('Alice');
		await f.expectPrefilled({ Workers: 5, 'Science buildings': 2, Beer: 1, Gasoline: 0, Weapons: 1, Medicine: 0, Maps: 2 });
		await f.expectPrefilled({ 'Marker on space': 8, 'Marauders waiting': 0, 'Space on the VP track': 18 });
		// Tile 1: 2 × 3 = 6; tile 2: 1 weapon × 3 = 3: tile 1 is scored.
		await f.expectPrivate(1, 6, true);
		await f.expectPrivate(2, 3, false);
		// Damage on 8 applies spaces 2 … 7: −1, +1 marauder, −1, −2 (−Leader: nothing now) → −4 VP and 1 marauder.
		await expect(page.getByText(m.scoring_entry_damage_adds_marauder({ n: 1 }, { locale: f.lang }), { exact: true })).toBeVisible();
		await t.shot('final-01-alice', page.getByRole('heading', { name: m.terms_scoring_tiles({}, { locale: f.lang }) }));
		// Bruno: 5 workers, 2 Military buildings (sites 4, 5), 2 soldiers; maps 2, beer 2, gasoline 1, weapons 2, and one
		// vehicle part card: a bus part; damage 1; 48 VP = the +40 chip and space 8.
		await f.player('Bruno');
		await f.expectPrefilled({ Workers: 5, 'Military buildings': 2, Soldiers: 2, Beer: 2, Gasoline: 1, Weapons: 2, Medicine: 0, Maps: 2 });
		await f.expectPrefilled({ 'Marker on space': 1, 'Space on the VP track': 8 });
		await expect(page.getByText(m.scoring_entry_vp_total({ n: 48 }, { locale: f.lang }), { exact: true })).toBeVisible();
		await f.vehicles(1, { bus: [1] });
		// A lone part: 1 different part of the bus → 1.
		await f.expectGroups([[m.scoring_entry_group_same({ vehicle: m.scoring_vehicles_bus({}, { locale: f.lang }), parts: 1 }, { locale: f.lang }), 1]]);
		// Tile 1: 2 Military × 3 = 6; tile 2: 2 soldiers × 4 = 8: tile 2 is scored.
		await f.expectPrivate(1, 6, false);
		await f.expectPrivate(2, 8, true);
		// Chloe: 7 workers; maps 3, gasoline 1, medicine 1 and 4 vehicle part cards: car parts 1, 2, 3 and a truck part.
		await f.player('Chloe');
		await f.expectPrefilled({ Workers: 7, Beer: 0, Gasoline: 1, Weapons: 0, Medicine: 1, Maps: 3, 'Marker on space': 1, 'Space on the VP track': 23 });
		await f.vehicles(4, { car: [1, 1, 1], truck: [1] });
		// 3 different car parts 9 [R] + the lone truck part 1 = 10 (a car part with the truck instead: 4 + 2 = 6, less).
		await f.expectGroups([[m.scoring_entry_group_same({ vehicle: m.scoring_vehicles_car({}, { locale: f.lang }), parts: 3 }, { locale: f.lang }), 9], [m.scoring_entry_group_same({ vehicle: m.scoring_vehicles_truck({}, { locale: f.lang }), parts: 1 }, { locale: f.lang }), 1]]);
		// Tile 1: 3 + 1 + 1 + 4 = 9 equipment cards → 9; tile 2: 4 vehicle parts × 2 = 8: tile 1 is scored.
		await f.expectPrivate(1, 9, true);
		await f.expectPrivate(2, 8, false);
		// Maps: Chloe 3 → 8; Alice and Bruno tie for second with 2 → 4 each.
		await expect(page.getByText(m.scoring_entry_maps_reason_tie_second({ first: 3, second: 2, n: 2 }, { locale: f.lang }), { exact: true })).toBeVisible();
		await t.shot('final-02-vehicles', page.getByRole('group', { name: m.terms_vehicle_parts({}, { locale: f.lang }) }));
		await f.showResult();
		// Columns: Chloe, Bruno, Alice (winner first).
		// Chloe: 63 + 7 (workers) + 9 (tile) + 0 beer + 1 (gasoline 1) + 0 weapons + 0 (medicine: no set of 3) + 10 (vehicles)
		//        + 8 (maps) + 2 (damage on space 1) − 0 = 100.
		// Bruno: 48 + 5 + 8 + 3 (beer 2) + 1 (gasoline 1) + 5 (a set of 2 weapons) + 0 + 1 + 4 + 2 − 0 = 77.
		// Alice: 18 + 5 + 6 + 1 (beer 1) + 0 + 0 (1 weapon: no set) + 0 + 0 + 4 − 4 (damage) − 1 (the marauder it added) = 29.
		// Equipment cards (tie-break only): Chloe 9, Bruno 2 + 2 + 1 + 2 + 1 = 8, Alice 2 + 1 + 1 = 4.
		await f.expectResult(m.scoring_result_winner({ name: 'Chloe', vp: 100 }, { locale: f.lang }), {
			[m.scoring_categories_start({}, { locale: f.lang })]: ['63', '48', '18'],
			[m.scoring_categories_public_tile({}, { locale: f.lang })]: ['7', '5', '5'],
			[m.scoring_categories_private_tile({}, { locale: f.lang })]: ['9', '8', '6'],
			[m.terms_beer({}, { locale: f.lang })]: ['0', '3', '1'],
			[m.terms_gasoline({}, { locale: f.lang })]: ['1', '1', '0'],
			[m.terms_weapons({}, { locale: f.lang })]: ['0', '5', '0'],
			[m.terms_medicine({}, { locale: f.lang })]: ['0', '0', '0'],
			[m.terms_vehicle_parts({}, { locale: f.lang })]: ['10', '1', '0'],
			[m.terms_maps({}, { locale: f.lang })]: ['8', '4', '4'],
			[m.terms_damage_track({}, { locale: f.lang })]: ['2', '2', '−4'],
			[m.game_players_marauders({}, { locale: f.lang })]: ['0', '0', '−1'],
			[m.scoring_categories_total({}, { locale: f.lang })]: ['100', '77', '29'],
			[m.scoring_categories_equipment_cards({}, { locale: f.lang })]: ['9', '8', '4']
		});
		await t.shot('final-03-result');
		await page.getByRole('button', { name: m.scoring_tracked_save({}, { locale: f.lang }), exact: true }).click();
		await expect(page).toHaveURL(/\/game\/[0-9a-f-]{36}\/results$/);
		await expect(t.heading()).toHaveText(m.scoring_results_title({}, { locale: f.lang }));
		await f.expectResult(m.scoring_result_winner({ name: 'Chloe', vp: 100 }, { locale: f.lang }), { [m.scoring_categories_total({}, { locale: f.lang })]: ['100', '77', '29'] });
		await t.shot('final-04-saved');
	});
});
