/** Rules quick references of 6 Billion and the Four Horsemen card game, in the app's own words (loaded only by their rules pages). */
import { defineMessages } from '../features';

/** One line of a rules page; `decision` marks what the app decided where the rules text is silent. */
export interface RuleLine {
	readonly text: string;
	readonly decision?: boolean;
}
export interface RuleSection {
	readonly heading: string;
	readonly lines: readonly RuleLine[];
}
export interface RulesPage {
	readonly title: string;
	readonly intro: string;
	readonly decisionLabel: string;
	readonly sections: readonly RuleSection[];
}

const d = (text: string): RuleLine => ({ text, decision: true });
const r = (text: string): RuleLine => ({ text });

export const sixBillionRules = defineMessages<RulesPage>(
	{
		title: '6 Billion: rules and decisions',
		intro: 'What the scorer follows, from the short rules (“Blitzregel”). Lines marked “Our decision” are where the rules are silent.',
		decisionLabel: 'Our decision',
		sections: [
			{
				heading: 'Players',
				lines: [
					r('2 to 5 players. Neutral players join: 1 with 2 or 5 players, 2 with 3 or 4.'),
					r('Neutral players take part in the turn order and take places in the orbits, but score nothing.'),
					d('Neutral players hold no hidden agenda and no discovery cards.')
				]
			},
			{
				heading: 'Each round',
				lines: [
					r('Before each round, the turn order is drawn from the cup, neutral players included.'),
					d('The app draws it from a seed code and the round number: the same code gives the same orders on every device, so a group can check it.'),
					r('A neutral player is controlled by the non-neutral player present in the fewest orbits; on a tie, the fewest chips in the transit fields, then the fewest points, then the next player to move after the neutral, then chance.'),
					d('“The next player after the neutral” is the tied player whose turn comes first after the neutral’s turn in this round. If none of the tied players moves after the neutral this round, chance decides, drawn from the seed code, the round and the neutral player, so it can be repeated.')
				]
			},
			{
				heading: 'End of the game',
				lines: [
					r('The game ends at once when any player (neutrals too) reaches 1024 million on Earth or in the asteroid belt, or when every planet orbit and the asteroid belt is populated.'),
					d('“Every planet orbit” means all ten orbits of the board: Mercury to Pluto and the belt.')
				]
			},
			{
				heading: 'Final scoring',
				lines: [
					r('In each orbit the populations are ranked: 1st, 2nd and 3rd place score 4, 2 and 1 points; on Earth, Mars and the asteroid belt 8, 4 and 2.'),
					r('Players sharing a place (neutrals included) each score that place’s points minus (number sharing − 1): three sharing 1st on Earth score 8 − 2 = 6 each.'),
					d('After a shared place the next lower population takes the next place: after three share 1st, the next population is 2nd.'),
					d('A shared place never scores below 0.'),
					r('A hidden agenda doubles its owner’s points on Earth, Mars or the belt. There are two agendas per orbit.'),
					r('Optional rule: unplayed discovery cards double their owner’s points in their orbit (the other seven orbits).'),
					d('Several unplayed discovery cards of the same orbit double it once.'),
					r('The non-neutral player with the most points wins.'),
					d('Players with equal most points share the victory.')
				]
			}
		]
	},
	{
		title: '6 Billion: Regeln und Entscheidungen',
		intro: 'Was der Rechner befolgt, nach der Blitzregel. Zeilen mit „Unsere Entscheidung“ regeln, wo die Regel schweigt.',
		decisionLabel: 'Unsere Entscheidung',
		sections: [
			{
				heading: 'Spieler',
				lines: [
					r('2 bis 5 Spieler. Dazu neutrale Spieler: 1 bei 2 oder 5 Spielern, 2 bei 3 oder 4.'),
					r('Neutrale Spieler sind in der Zugreihenfolge und belegen Plätze in den Orbits, punkten aber nicht.'),
					d('Neutrale Spieler haben weder Geheimauftrag noch Entdeckerkarten.')
				]
			},
			{
				heading: 'Jede Runde',
				lines: [
					r('Vor jeder Runde wird die Zugreihenfolge aus dem Gefäß gezogen, neutrale Spieler eingeschlossen.'),
					d('Die App zieht sie aus einem Startcode und der Rundennummer: Derselbe Code ergibt auf jedem Gerät dieselben Reihenfolgen, so kann die Runde nachprüfen.'),
					r('Einen neutralen Spieler kontrolliert der unneutrale Spieler, der in den wenigsten Orbits vertreten ist; bei Gleichstand die wenigsten Chips in den Transitfeldern, dann die wenigsten Punkte, dann der nächste Spieler nach dem neutralen, dann der Zufall.'),
					d('„Der nächste Spieler nach dem neutralen“ ist der Spieler aus dem Gleichstand, der in dieser Runde als Erster nach dem neutralen Spieler am Zug ist. Ist keiner von ihnen in dieser Runde nach dem neutralen am Zug, entscheidet der Zufall, gezogen aus Startcode, Runde und neutralem Spieler, also wiederholbar.')
				]
			},
			{
				heading: 'Spielende',
				lines: [
					r('Das Spiel endet sofort, wenn ein beliebiger Spieler (auch neutral) auf der Erde oder im Asteroidengürtel 1024 Millionen erreicht oder wenn alle Planeten-Orbits und der Asteroidengürtel besiedelt sind.'),
					d('„Alle Planeten-Orbits“ sind alle zehn Orbits des Plans: Merkur bis Pluto und der Gürtel.')
				]
			},
			{
				heading: 'Schlusswertung',
				lines: [
					r('In jedem Orbit werden die Bevölkerungen gereiht: 1., 2. und 3. Platz bringen 4, 2 und 1 Punkt; auf Erde, Mars und im Asteroidengürtel 8, 4 und 2.'),
					r('Teilen sich Spieler einen Platz (auch neutrale), bekommt jeder die Punkte des Platzes minus (Anzahl − 1): Teilen sich drei den 1. Platz auf der Erde, bekommt jeder 8 − 2 = 6.'),
					d('Nach einem geteilten Platz nimmt die nächstkleinere Bevölkerung den nächsten Platz: Teilen sich drei den 1., ist die nächste Bevölkerung 2.'),
					d('Ein geteilter Platz bringt nie weniger als 0.'),
					r('Ein Geheimauftrag verdoppelt die Punkte seines Besitzers auf Erde, Mars oder im Gürtel. Es gibt zwei Aufträge pro Orbit.'),
					r('Zusatzregel: Nicht ausgespielte Entdeckerkarten verdoppeln die Punkte ihres Besitzers in ihrem Orbit (den übrigen sieben Orbits).'),
					d('Mehrere Entdeckerkarten desselben Orbits verdoppeln ihn einmal.'),
					r('Der unneutrale Spieler mit den meisten Punkten gewinnt.'),
					d('Haben mehrere die meisten Punkte, teilen sie sich den Sieg.')
				]
			}
		]
	}
);

export const fourHorsemenRules = defineMessages<RulesPage>(
	{
		title: 'The Four Horsemen: rules and decisions',
		intro: 'What the score sheet follows, from the card game’s rules. Lines marked “Our decision” are where the rules are silent.',
		decisionLabel: 'Our decision',
		sections: [
			{
				heading: 'A horseman scoring',
				lines: [
					r('When a horseman appears, each player’s good population is scored first: every protection symbol against this horseman on the good side, heavenly music included, protects one good person. The others die.'),
					r('Then the evil population, the same way, with heavy metal counting too. Protection the good side did not need passes to the evil side; never the other way.'),
					r('Points of the scoring: survivors minus dead.'),
					d('Cards that cannot die are part of the population entered; they survive without protection and use none.'),
					d('Points can be negative.'),
					r('The player with the most points takes the horseman card; the player with the most population cards takes a seal card.'),
					d('A tie for the horseman card goes to the player with more survivors; if still tied, the card is set aside.'),
					d('The seal card counts the population cards left on display after the scoring (the survivors); on a tie it is set aside.'),
					r('A horseman card partly protects its holder against the fourth horseman.'),
					d('Count the protection symbols of horseman cards you hold with your protection in the fourth scoring.')
				]
			},
			{
				heading: 'The end',
				lines: [
					r('After the fourth horseman: each player’s points of the four scorings plus the points printed on the horseman cards they hold. Then all good and all evil people on display are counted and the alignments are revealed.'),
					d('The people on display at the end are the survivors of the fourth scoring.'),
					r('The good win together when there are more good than evil people and the good players’ points are greater than the evil players’.'),
					r('Nobody wins when there are more good people but the good players’ points are not greater.'),
					r('Otherwise the evil player with the most points wins alone.'),
					d('Equal numbers of good and evil people are “not more good”: an evil player can win.'),
					d('Evil players tied on points: the one with more evil people on display wins; if still tied, they share the victory.'),
					d('More good people but no good player: nobody wins. Not more good people and no evil player: nobody wins.'),
					d('2 to 6 players.')
				]
			}
		]
	},
	{
		title: 'Die Vier Reiter: Regeln und Entscheidungen',
		intro: 'Was der Wertungsbogen befolgt, nach der Regel des Kartenspiels. Zeilen mit „Unsere Entscheidung“ regeln, wo die Regel schweigt.',
		decisionLabel: 'Unsere Entscheidung',
		sections: [
			{
				heading: 'Eine Reiter-Wertung',
				lines: [
					r('Taucht ein Reiter auf, wird zuerst die gute Bevölkerung jedes Spielers gewertet: Jedes Schutzsymbol gegen diesen Reiter auf der guten Seite, Himmlische Musik eingeschlossen, schützt einen guten Menschen. Die übrigen sterben.'),
					r('Dann die böse Bevölkerung ebenso, zusätzlich zählt Heavy Metal. Schutz, den die gute Seite nicht braucht, geht auf die böse Seite über, nie umgekehrt.'),
					r('Punkte der Wertung: Überlebende minus Tote.'),
					d('Karten, die nicht sterben können, zählen zur eingegebenen Bevölkerung; sie überleben ohne Schutz und verbrauchen keinen.'),
					d('Punkte können negativ sein.'),
					r('Wer die meisten Punkte hat, bekommt die Reiterkarte; wer die meisten Bevölkerungskarten hat, eine Siegelkarte.'),
					d('Bei Gleichstand um die Reiterkarte entscheiden mehr Überlebende; bleibt es gleich, wird die Karte beiseitegelegt.'),
					d('Für die Siegelkarte zählen die Bevölkerungskarten, die nach der Wertung ausliegen (die Überlebenden); bei Gleichstand wird sie beiseitegelegt.'),
					r('Eine Reiterkarte schützt ihren Besitzer teilweise vor dem vierten Reiter.'),
					d('Zählt die Schutzsymbole eurer Reiterkarten in der vierten Wertung zu eurem Schutz.')
				]
			},
			{
				heading: 'Das Ende',
				lines: [
					r('Nach dem vierten Reiter: die Punkte der vier Wertungen jedes Spielers plus die Punkte auf seinen Reiterkarten. Dann werden alle guten und alle bösen Menschen in den Auslagen gezählt und die Gesinnungen aufgedeckt.'),
					d('Die Menschen in den Auslagen am Ende sind die Überlebenden der vierten Wertung.'),
					r('Die Guten gewinnen gemeinsam, wenn es mehr gute als böse Menschen gibt und die Punkte der guten Spieler größer sind als die der bösen.'),
					r('Niemand gewinnt, wenn es mehr gute Menschen gibt, die Punkte der Guten aber nicht größer sind.'),
					r('Sonst gewinnt der böse Spieler mit den meisten Punkten allein.'),
					d('Gleich viele gute und böse Menschen sind „nicht mehr gute“: Ein Böser kann gewinnen.'),
					d('Böse Spieler mit gleich vielen Punkten: Wer mehr böse Menschen ausliegen hat, gewinnt; bleibt es gleich, teilen sie sich den Sieg.'),
					d('Mehr gute Menschen, aber kein guter Spieler: Niemand gewinnt. Nicht mehr gute Menschen und kein böser Spieler: Niemand gewinnt.'),
					d('2 bis 6 Spieler.')
				]
			}
		]
	}
);
