/**
 * The rules quick reference, in the app's own words (shared/rules/armageddon.md),
 * and the decisions the app takes where the rulebook is silent; in English, with
 * the shapes the German file is checked against.
 */

/** A short list under an optional sub-heading. */
export interface RulesBlock {
	readonly title?: string;
	readonly ordered?: boolean;
	readonly items: readonly string[];
}

/** One collapsible section of the reference. */
export interface RulesSection {
	readonly id: string;
	readonly title: string;
	readonly intro?: string;
	readonly blocks: readonly RulesBlock[];
}

/** The page's messages in one language. */
export interface RulesMessages {
	readonly ui: Record<'openAll' | 'closeAll' | 'boxLink' | 'boxLinkText', string>;
	readonly sections: readonly RulesSection[];
}

export const en: RulesMessages = {
	ui: {
		openAll: 'Open all',
		closeAll: 'Close all',
		boxLink: 'Values printed only on the components (damage spaces 4–9, tiles, tables) are on the page',
		boxLinkText: 'Box values'
	},
	sections: [
		{
			id: 'setup',
			title: 'Setup',
			blocks: [
				{
					ordered: true,
					items: [
						'Round marker beside round 1.',
						'Shuffle the 10 scoring tiles face down and draw 2: the first lies face up between rounds 3 and 4 (intermediate scoring), the second at the end of the round track (final scoring).',
						'Shuffle the 7 auction tiles and reveal 3, left to right, under Exploration, Construction and City.',
						'Shuffle the equipment cards, the level 1 and level 2 building decks and the building tiles.',
						'Each player: a city board with the extension tile on the rightmost site, the damage marker explosion side up on space 3, a screen, 5 markers, and 5 workers and 1 leader behind the screen.',
						'One marker per player on the first space of the marauder track; one marker per player stacked in random order on space 10 of the VP track.',
						'Each player draws 2 private scoring tiles in secret. With 3 players the 2 tiles left over go back unseen.',
						'With 3 players, 5 workers and 1 leader go back to the box.',
						'All other survivors go into the bag: 25 workers, 20 marauders, 10 soldiers, 10 engineers.'
					]
				}
			]
		},
		{
			id: 'round',
			title: 'A round: the 4 phases',
			intro: '6 rounds; intermediate scoring after round 3, final scoring after round 6.',
			blocks: [
				{
					title: '1. Setting up',
					items: [
						'Every marauder marker moves right by the round track’s number (round 2: 2).',
						'Round marker onto the round; every player resolves their damage track.',
						'Reveal one equipment card per player and draw the survivors shown onto each; in round 1 at most one marauder per card (redraw extra ones).',
						'Reveal one building card per player (level 1 in rounds 1–3, level 2 in rounds 4–6), a building tile on each.',
						'A “2 Houses” tile gained last round expires.'
					]
				},
				{
					title: '2. Auction',
					items: [
						'Start player: most VP; on a tie, the tied player whose marker lies on top of the stack.',
						'From the start player clockwise, each player puts a marker and any number of survivors (0 allowed) on the topmost free space of one area, until everyone has bid once in each of the three areas.',
						'Then each area’s auction tile applies, in the order Exploration, Construction, City.'
					]
				},
				{
					title: '3. Resolving',
					items: [
						'Exploration: from the highest to the lowest bid, each player takes an equipment card with its survivors; each marauder among them moves the marauder marker 1 right and goes back to the bag.',
						'Construction: in the same order, each player takes a building card with its building tile; the tile applies at once; the building is built or goes back to the box.',
						'City: from the start player clockwise, each player acts with the survivors bid in City (not those gained this round): the extension, repairs and the buildings’ extra actions.'
					]
				},
				{
					title: '4. Completion',
					items: [
						'All survivors come back behind the screens.',
						'Unfought marauders: the damage marker moves 1 right per marauder on the marauder track. The marauder marker stays where it is.',
						'Housing (city board + buildings + building tiles) below the number of survivors: the player sends that many survivors of their choice back to the bag, −2 VP each.',
						'Buildings with a star score their VP.'
					]
				}
			]
		},
		{
			id: 'tracks',
			title: 'The three tracks',
			blocks: [
				{
					title: 'Victory point track',
					items: [
						'Markers start on space 10. A lap is 40 VP: passing the end gives a +40 chip, flipped to +80, then a +120 chip, flipped to +160.',
						'The app keeps the running total and tells you the space and the chip.',
						'Markers on one space stack: the one that arrived last lies on top.'
					]
				},
				{
					title: 'Marauder track',
					items: [
						'9 spaces; the first (AK-47) means no marauder waiting, so the marker shows 0 to 8 marauders.',
						'Round start: every marker moves right by the round track’s number.',
						'Marauders from an equipment card: +1 each; on the last space, −1 VP for each marauder that does not fit.',
						'“+Marauder” from an auction or building tile: +1; on the last space nothing happens.',
						'Fighting off: the marker moves 1 left and the player gains 1 VP per marauder.',
						'The marker does not go back at the end of a round: unfought marauders attack again.'
					]
				},
				{
					title: 'Damage track',
					items: [
						'9 spaces on each city board: space 1 +2 VP, space 2 nothing, space 3 −1 VP (the start space). Spaces 4–9 show one or two of +Marauder, −1 VP, −2 VP, −Leader.',
						'Resolving (phase 1, and once more in the final scoring): on space 1 gain 2 VP; on space 2 nothing; on a later space apply the effects of spaces 2 up to the one before the marker, never the marker’s own space. So on space 3 in round 1 nothing happens.',
						'−Leader: the leader sits beside the track and can neither bid nor act this round. It comes back once the marker is on or left of that space.',
						'Completion: 1 right per unfought marauder; on the last space −1 VP for each that does not fit.',
						'Repair (City): each engineer, or each pair of workers, moves the marker 1 left. “−Damage” does nothing on space 1, “+Damage” nothing on space 9.'
					]
				}
			]
		},
		{
			id: 'auction-tiles',
			title: 'Auction tiles: bonus and penalty',
			blocks: [
				{
					items: [
						'Bonus to the highest bid (most survivors); on a tie, to the tied player who bid earlier (higher in the column).',
						'Penalty to the lowest bid; on a tie, to the tied player who bid later.',
						'Bonuses: −Marauder (1 left and +1 VP; nothing on the first space), +2 VP, −Damage, +Equipment (draw a card).',
						'Penalties: +Marauder, −2 VP, +Damage, −Equipment (return a card of your choice to the box; nothing if you have none).',
						'After the intermediate scoring the 3 tiles leave and 3 new ones are drawn from the other 4.'
					]
				}
			]
		},
		{
			id: 'building-tiles',
			title: 'Building tiles',
			blocks: [
				{
					items: [
						'Taken with a building card in Construction and applied at once, whether or not the building is built.',
						'−Marauder (+1 VP), +Equipment, −Damage, +Marauder, +Damage, −Equipment.',
						'2 Houses: +2 housing this round only.',
						'Exchange: a worker back to the bag for a soldier or an engineer from it.'
					]
				}
			]
		},
		{
			id: 'buildings',
			title: 'Buildings',
			blocks: [
				{
					items: [
						'Types: Headquarters, Civil, Military, Science; plus upgrade cards for the Headquarters and the Watchtower.',
						'Build on any site but 1–2 (Headquarters, Watchtower), also over an older building, which then no longer counts. Headquarters and Watchtower are only upgraded by their upgrade cards.',
						'A card shows its housing (top left), perhaps a star with VP scored at every completion, and extra actions “survivor : effect”, with the number of uses above the colon. Each use needs its own survivor.',
						'The leader is wild: it may act as any colour.',
						'The extension: 2 survivors of any colour in City, once per game; then a building with 2 housing and an extra action.'
					]
				},
				{
					title: 'Named cards',
					items: [
						'Builder’s Yard: every visible Military building, itself included, +1 housing.',
						'Training Center: workers also count as engineers and soldiers.',
						'Tower Site: a second Watchtower may be built on it.',
						'A card giving 10 VP every round: its owner gets no VP for fighting off.',
						'A card giving 2 VP each for the first 5 marauders fought off per round.',
						'Church Mercyful and Church Vengeful are never built at the same time.'
					]
				}
			]
		},
		{
			id: 'intermediate',
			title: 'Intermediate scoring (after round 3)',
			blocks: [
				{
					ordered: true,
					items: [
						'Public tile 1: every player scores it.',
						'The 3 auction tiles are replaced by 3 new ones.',
						'Every marauder marker goes back to the first space: −1 VP per space moved.'
					]
				}
			]
		},
		{
			id: 'final',
			title: 'Final scoring (after round 6)',
			blocks: [
				{
					ordered: true,
					items: [
						'Public tile 2.',
						'Each player scores one of their two private tiles; the other is not scored. The app shows both and suggests the better.',
						'Equipment, in the order beer, gasoline, weapons, medicine, vehicle parts, maps.',
						'The damage track is resolved once more.',
						'−1 VP per marauder on the marauder track.',
						'Add the chip to the track: most VP wins.'
					]
				},
				{
					title: 'Scoring tiles',
					items: [
						'Left side: what is counted; right side: VP per piece.',
						'Survivors of a colour, visible buildings of a type, equipment cards of a type (every vehicle part counts for the vehicle tile), or any equipment card (1 VP each).'
					]
				},
				{
					title: 'Equipment',
					items: [
						'Beer, gasoline: points by number of cards from the table on the cards, never more than its maximum.',
						'Weapons: points per complete set of 2; medicine: per complete set of 3; several sets allowed.'
					]
				},
				{
					title: 'Vehicles',
					items: [
						'Car, bus, truck: different parts of one vehicle score from the “same vehicle” table (3 car parts = 9).',
						'Parts of different vehicles combine and score from the lower “different vehicles” table (a bus part + a truck part = 2).'
					]
				},
				{
					title: 'Maps majority',
					items: [
						'Most maps 8 VP, second most 4 VP.',
						'Tie for first: all tied get 8 and there is no second place. Tie for second: all tied get 4.'
					]
				},
				{
					title: 'Winner',
					items: ['Most VP wins. Tie: most equipment cards. Still tied: a shared victory.']
				}
			]
		},
		{
			id: 'decisions',
			title: 'Decisions this app takes where the rulebook is silent',
			blocks: [
				{
					items: [
						'VP never go below 0.',
						'The round-start advance overflows like marauders from equipment cards: −1 VP per marauder that does not fit on the marauder track.',
						'“+Marauder” from the damage track does nothing on the last space of the marauder track.',
						'Ties in the Exploration and Construction choice order go to the earlier bid.',
						'The printed Headquarters and Watchtower are not counted as building cards.',
						'Survivor scoring tiles count the exact colour: a leader is not a wildcard for tiles (p. 10 counts “each survivor of the colour”; the leader is wild for bidding and acting).',
						'Only the City bid is entered by colour: survivors bid in Exploration and Construction never act. It starts from the most likely mix: engineers, soldiers, workers, the leader last.',
						'Exchange tile: the worker may come from the City bid; the soldier or engineer then takes its place there and acts in City this round (p. 10). The building action Exchange puts the newcomer behind the screen: it does not act this round (p. 11).',
						'A game can be ended early only between rounds; the final scoring then uses the figures as they stand.',
						'A player with no maps scores nothing for maps.',
						'Vehicle parts are scored by the grouping that gives the most points.',
						'Completion handles the players from the start player clockwise.',
						'The leader counts as a survivor for housing.',
						'A leader sent away by the damage track has no effect in the final scoring.'
					]
				}
			]
		}
	]
};
