/**
 * The rules quick reference, in the app's own words (shared/rules/armageddon.md),
 * and the decisions the app takes where the rulebook is silent.
 */
import { defineMessages } from '../features';

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

const en: { ui: Record<'openAll' | 'closeAll' | 'boxLink' | 'boxLinkText', string>; sections: readonly RulesSection[] } = {
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
						'Survivor scoring tiles count the exact colour: a leader is not a wildcard for tiles.',
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

const de: typeof en = {
	ui: {
		openAll: 'Alle öffnen',
		closeAll: 'Alle schließen',
		boxLink: 'Werte, die nur auf den Spielteilen stehen (Schadensfelder 4–9, Plättchen, Tabellen), stehen auf der Seite',
		boxLinkText: 'Schachtelwerte'
	},
	sections: [
		{
			id: 'setup',
			title: 'Spielaufbau',
			blocks: [
				{
					ordered: true,
					items: [
						'Rundenmarker neben Runde 1.',
						'Die 10 Wertungsplättchen verdeckt mischen und 2 ziehen: das erste offen zwischen Runde 3 und 4 (Zwischenwertung), das zweite ans Ende der Rundenleiste (Schlusswertung).',
						'Die 7 Bietplättchen mischen und 3 von links nach rechts unter Erkunden, Bauen und Stadt aufdecken.',
						'Ausrüstungskarten, die Gebäudestapel Level 1 und Level 2 und die Gebäudeplättchen mischen.',
						'Jeder Spieler: ein Stadttableau mit dem Ausbauplättchen auf dem Feld ganz rechts, den Schadensmarker mit der Explosionsseite auf Feld 3, einen Sichtschirm, 5 Spielermarker sowie 5 Arbeiter und 1 Anführer hinter dem Sichtschirm.',
						'Je ein Marker pro Spieler auf das erste Feld der Plündererleiste; je ein Marker pro Spieler in zufälliger Reihenfolge gestapelt auf Feld 10 der Punkteleiste.',
						'Jeder zieht verdeckt 2 private Wertungsplättchen. Zu dritt kommen die 2 übrigen ungesehen zurück in die Schachtel.',
						'Zu dritt kommen 5 Arbeiter und 1 Anführer zurück in die Schachtel.',
						'Alle übrigen Überlebenden in den Beutel: 25 Arbeiter, 20 Plünderer, 10 Soldaten, 10 Ingenieure.'
					]
				}
			]
		},
		{
			id: 'round',
			title: 'Eine Runde: die 4 Phasen',
			intro: '6 Runden; Zwischenwertung nach Runde 3, Schlusswertung nach Runde 6.',
			blocks: [
				{
					title: '1. Vorbereitung',
					items: [
						'Jeder Marker auf der Plündererleiste rückt um die Zahl der Rundenleiste nach rechts (Runde 2: 2).',
						'Rundenmarker auf die Runde; jeder Spieler wertet seine Schadensleiste aus.',
						'Je Spieler eine Ausrüstungskarte aufdecken und die angegebenen Überlebenden aus dem Beutel daraufstellen; in Runde 1 höchstens ein Plünderer pro Karte (weitere neu ziehen).',
						'Je Spieler eine Gebäudekarte aufdecken (Level 1 in Runde 1–3, Level 2 in Runde 4–6), auf jede ein Gebäudeplättchen.',
						'Ein „2 Haus“-Plättchen aus der letzten Runde verfällt.'
					]
				},
				{
					title: '2. Bieten',
					items: [
						'Startspieler: wer die meisten Punkte hat; bei Gleichstand der Beteiligte, dessen Marker oben auf dem Stapel liegt.',
						'Ab dem Startspieler im Uhrzeigersinn legt jeder einen Marker und beliebig viele Überlebende (auch 0) auf das oberste freie Feld eines Bietbereichs, bis jeder in jedem der drei Bereiche genau einmal geboten hat.',
						'Dann gilt das Bietplättchen jedes Bereichs, in der Reihenfolge Erkunden, Bauen, Stadt.'
					]
				},
				{
					title: '3. Auswertung',
					items: [
						'Erkunden: vom höchsten zum niedrigsten Gebot nimmt jeder eine Ausrüstungskarte mit ihren Überlebenden; jeder Plünderer darunter setzt den Marker auf der Plündererleiste 1 nach rechts und geht zurück in den Beutel.',
						'Bauen: in derselben Reihenfolge nimmt jeder eine Gebäudekarte mit ihrem Gebäudeplättchen; das Plättchen wirkt sofort; das Gebäude wird gebaut oder kommt zurück in die Schachtel.',
						'Stadt: ab dem Startspieler im Uhrzeigersinn handelt jeder mit den in Stadt gebotenen Überlebenden (nicht mit in dieser Runde erhaltenen): Ausbau, Reparieren und die Sonderaktionen der Gebäude.'
					]
				},
				{
					title: '4. Abschluss',
					items: [
						'Alle Überlebenden kommen zurück hinter die Sichtschirme.',
						'Nicht abgewehrte Plünderer: der Schadensmarker rückt 1 Feld nach rechts pro Plünderer auf der Plündererleiste. Der Marker auf der Plündererleiste bleibt stehen.',
						'Unterkunft (Stadttableau + Gebäude + Gebäudeplättchen) kleiner als die Zahl der Überlebenden: so viele Überlebende nach Wahl des Spielers zurück in den Beutel, je −2 Punkte.',
						'Gebäude mit Stern geben ihre Punkte.'
					]
				}
			]
		},
		{
			id: 'tracks',
			title: 'Die drei Leisten',
			blocks: [
				{
					title: 'Punkteleiste',
					items: [
						'Die Marker beginnen auf Feld 10. Eine Runde um die Leiste sind 40 Punkte: wer das Ende passiert, erhält den +40-Chip, dann gedreht auf +80, dann den +120-Chip, gedreht auf +160.',
						'Die App führt die Gesamtpunkte und sagt dir Feld und Chip.',
						'Marker auf einem Feld werden gestapelt: wer zuletzt ankam, liegt oben.'
					]
				},
				{
					title: 'Plündererleiste',
					items: [
						'9 Felder; das erste (AK-47) heißt: kein Plünderer wartet. Der Marker zeigt also 0 bis 8 Plünderer.',
						'Rundenbeginn: jeder Marker rückt um die Zahl der Rundenleiste nach rechts.',
						'Plünderer von einer Ausrüstungskarte: je +1; auf dem letzten Feld −1 Punkt für jeden, der nicht mehr passt.',
						'„+Plünderer“ von einem Biet- oder Gebäudeplättchen: +1; auf dem letzten Feld passiert nichts.',
						'Bekämpfen: der Marker geht 1 nach links und der Spieler erhält 1 Punkt pro Plünderer.',
						'Am Rundenende geht der Marker nicht zurück: nicht bekämpfte Plünderer greifen erneut an.'
					]
				},
				{
					title: 'Schadensleiste',
					items: [
						'9 Felder auf jedem Stadttableau: Feld 1 +2 Punkte, Feld 2 nichts, Feld 3 −1 Punkt (Startfeld). Die Felder 4–9 zeigen ein oder zwei von +Plünderer, −1 Punkt, −2 Punkte, −Anführer.',
						'Auswerten (Phase 1 und noch einmal in der Schlusswertung): auf Feld 1 gibt es 2 Punkte; auf Feld 2 nichts; auf einem späteren Feld gelten die Effekte der Felder 2 bis zum Feld vor dem Marker, nie das Feld des Markers selbst. Auf Feld 3 passiert in Runde 1 also nichts.',
						'−Anführer: der Anführer liegt neben der Leiste und kann diese Runde weder bieten noch handeln. Er kommt zurück, sobald der Marker auf oder links von diesem Feld liegt.',
						'Abschluss: 1 nach rechts pro nicht abgewehrtem Plünderer; auf dem letzten Feld −1 Punkt für jeden, der nicht mehr passt.',
						'Reparieren (Stadt): jeder Ingenieur oder je zwei Arbeiter setzen den Marker 1 nach links. „−Schaden“ wirkt auf Feld 1 nicht, „+Schaden“ nicht auf Feld 9.'
					]
				}
			]
		},
		{
			id: 'auction-tiles',
			title: 'Bietplättchen: Bonus und Malus',
			blocks: [
				{
					items: [
						'Bonus für das höchste Gebot (die meisten Überlebenden); bei Gleichstand für den Beteiligten, der früher geboten hat (weiter oben).',
						'Malus für das niedrigste Gebot; bei Gleichstand für den Beteiligten, der später geboten hat.',
						'Bonus: −Plünderer (1 nach links und +1 Punkt; auf dem ersten Feld nichts), +2 Punkte, −Schaden, +Ausrüstung (eine Karte ziehen).',
						'Malus: +Plünderer, −2 Punkte, +Schaden, −Ausrüstung (eine Karte nach Wahl zurück in die Schachtel; ohne Karte nichts).',
						'Nach der Zwischenwertung gehen die 3 Plättchen aus dem Spiel; 3 neue kommen von den übrigen 4.'
					]
				}
			]
		},
		{
			id: 'building-tiles',
			title: 'Gebäudeplättchen',
			blocks: [
				{
					items: [
						'Kommen beim Bauen mit einer Gebäudekarte und wirken sofort, ob das Gebäude gebaut wird oder nicht.',
						'−Plünderer (+1 Punkt), +Ausrüstung, −Schaden, +Plünderer, +Schaden, −Ausrüstung.',
						'2 Haus: +2 Unterkunft nur in dieser Runde.',
						'Wechsel: ein Arbeiter zurück in den Beutel gegen einen Soldaten oder Ingenieur daraus.'
					]
				}
			]
		},
		{
			id: 'buildings',
			title: 'Gebäude',
			blocks: [
				{
					items: [
						'Arten: Hauptquartier, Zivil, Militär, Wissenschaft; dazu Aufwertungen für Hauptquartier und Wachturm.',
						'Gebaut wird auf jedem Bauplatz außer 1–2 (Hauptquartier, Wachturm), auch über ein älteres Gebäude, das dann nicht mehr zählt. Hauptquartier und Wachturm werden nur durch ihre Aufwertungen ersetzt.',
						'Eine Karte zeigt ihre Unterkunft (oben links), vielleicht einen Stern mit Punkten in jedem Abschluss, und Sonderaktionen „Überlebender : Effekt“ mit der Zahl der Aktivierungen über dem Doppelpunkt. Jede Aktivierung braucht einen eigenen Überlebenden.',
						'Der Anführer ist ein Joker: er kann jede Farbe annehmen.',
						'Der Ausbau: 2 beliebige Überlebende in der Stadt, einmal pro Spiel; danach ein Gebäude mit 2 Unterkunft und einer Sonderaktion.'
					]
				},
				{
					title: 'Karten mit Namen',
					items: [
						'Builder’s Yard: jedes sichtbare Militärgebäude, es selbst eingeschlossen, +1 Unterkunft.',
						'Training Center: Arbeiter zählen auch als Ingenieure und Soldaten.',
						'Tower Site: darauf darf ein zweiter Wachturm gebaut werden.',
						'Eine Karte mit 10 Punkten jede Runde: ihr Besitzer erhält keine Punkte mehr fürs Bekämpfen.',
						'Eine Karte mit je 2 Punkten für die ersten 5 bekämpften Plünderer jeder Runde.',
						'Church Mercyful und Church Vengeful stehen nie gleichzeitig auf einem Stadttableau.'
					]
				}
			]
		},
		{
			id: 'intermediate',
			title: 'Zwischenwertung (nach Runde 3)',
			blocks: [
				{
					ordered: true,
					items: [
						'Öffentliches Wertungsplättchen 1: jeder Spieler wertet es.',
						'Die 3 Bietplättchen werden durch 3 neue ersetzt.',
						'Jeder Marker auf der Plündererleiste geht auf das erste Feld zurück: −1 Punkt pro Feld.'
					]
				}
			]
		},
		{
			id: 'final',
			title: 'Schlusswertung (nach Runde 6)',
			blocks: [
				{
					ordered: true,
					items: [
						'Öffentliches Wertungsplättchen 2.',
						'Jeder wertet eines seiner zwei privaten Wertungsplättchen; das andere zählt nicht. Die App zeigt beide und schlägt das bessere vor.',
						'Ausrüstung, in der Reihenfolge Bier, Benzin, Waffen, Medikamente, Fahrzeugteile, Landkarten.',
						'Die Schadensleiste wird noch einmal ausgewertet.',
						'−1 Punkt pro Plünderer auf der Plündererleiste.',
						'Chip zur Punkteleiste addieren: die meisten Punkte gewinnen.'
					]
				},
				{
					title: 'Wertungsplättchen',
					items: [
						'Links: was gezählt wird; rechts: Punkte pro Stück.',
						'Überlebende einer Farbe, sichtbare Gebäude einer Art, Ausrüstungskarten einer Art (für das Fahrzeug-Plättchen zählt jedes Fahrzeugteil) oder jede Ausrüstungskarte (je 1 Punkt).'
					]
				},
				{
					title: 'Ausrüstung',
					items: [
						'Bier, Benzin: Punkte nach Zahl der Karten aus der Tabelle auf den Karten, nie mehr als ihr Höchstwert.',
						'Waffen: Punkte pro vollständigem Set aus 2; Medikamente: pro Set aus 3; mehrere Sets sind erlaubt.'
					]
				},
				{
					title: 'Fahrzeuge',
					items: [
						'Auto, Bus, Truck: verschiedene Teile eines Fahrzeugs zählen nach der Tabelle „gleicher Fahrzeugtyp“ (3 Autoteile = 9).',
						'Teile verschiedener Fahrzeuge lassen sich kombinieren und zählen nach der niedrigeren Tabelle „unterschiedlicher Fahrzeugtyp“ (ein Bus- und ein Truckteil = 2).'
					]
				},
				{
					title: 'Mehrheit bei Landkarten',
					items: [
						'Die meisten Landkarten 8 Punkte, die zweitmeisten 4 Punkte.',
						'Gleichstand um Platz 1: alle Beteiligten erhalten 8, einen zweiten Platz gibt es nicht. Gleichstand um Platz 2: alle Beteiligten erhalten 4.'
					]
				},
				{
					title: 'Sieger',
					items: ['Die meisten Punkte gewinnen. Gleichstand: die meisten Ausrüstungskarten. Immer noch Gleichstand: mehrere Sieger.']
				}
			]
		},
		{
			id: 'decisions',
			title: 'Entscheidungen der App, wo das Regelheft schweigt',
			blocks: [
				{
					items: [
						'Punkte fallen nie unter 0.',
						'Das Vorrücken zu Rundenbeginn läuft über wie Plünderer von Ausrüstungskarten: −1 Punkt pro Plünderer, der nicht mehr auf die Plündererleiste passt.',
						'„+Plünderer“ von der Schadensleiste bewirkt auf dem letzten Feld der Plündererleiste nichts.',
						'Gleichstand in der Wahlreihenfolge bei Erkunden und Bauen: das frühere Gebot wählt zuerst.',
						'Das aufgedruckte Hauptquartier und der aufgedruckte Wachturm zählen nicht als Gebäudekarten.',
						'Wertungsplättchen für Überlebende zählen genau diese Farbe: der Anführer ist für Plättchen kein Joker.',
						'Wer keine Landkarte hat, erhält für Landkarten nichts.',
						'Fahrzeugteile werden so gruppiert, wie es die meisten Punkte gibt.',
						'Der Abschluss behandelt die Spieler ab dem Startspieler im Uhrzeigersinn.',
						'Der Anführer zählt bei der Unterkunft als Überlebender.',
						'Ein von der Schadensleiste weggeschickter Anführer hat in der Schlusswertung keine Wirkung.'
					]
				}
			]
		}
	]
};

export const rulesText = defineMessages(en, de);
