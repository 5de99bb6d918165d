/** The rules quick reference in German (the English original and the shapes are in rules-en.ts). */
import type { RulesMessages } from './rules-en';

export const de: RulesMessages = {
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
						'Wertungsplättchen für Überlebende zählen genau diese Farbe: der Anführer ist für Plättchen kein Joker (S. 10 zählt „jeden Überlebenden in der entsprechenden Farbe“; Joker ist er beim Bieten und Handeln).',
						'Nur das Gebot in der Stadt wird nach Farben erfasst: im Erkunden und Bauen geboten Überlebende handeln nie. Es beginnt mit der wahrscheinlichsten Mischung: Ingenieure, Soldaten, Arbeiter, zuletzt der Anführer.',
						'Wechsel-Plättchen: Der Arbeiter darf aus dem Stadtgebot kommen; Soldat oder Ingenieur stehen dann an seiner Stelle und handeln in dieser Runde in der Stadt (S. 10). Die Gebäudeaktion Wechsel legt den Neuen hinter den Sichtschirm: er handelt in dieser Runde nicht (S. 11).',
						'Ein Spiel kann nur zwischen zwei Runden vorzeitig beendet werden; die Schlusswertung nimmt dann die Werte, wie sie stehen.',
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
