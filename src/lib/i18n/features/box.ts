/** Messages of the box profile: the prompt for missing values and the Box page. */
import { defineMessages } from '../features';
import { plural } from '../plural';

/** `roundTrack.3` → ['roundTrack', '3']. */
const split = (key: string): [string, string] => {
	const [head = '', tail = ''] = String(key).split('.');
	return [head, tail];
};

const VEHICLE_EN: Record<string, string> = { car: 'car', bus: 'bus', truck: 'truck' };
const VEHICLE_DE: Record<string, string> = { car: 'Auto', bus: 'Bus', truck: 'Truck' };

function labelEn(key: string): string {
	const [head, tail] = split(key);
	switch (head) {
		case 'roundTrack':
			return `Marauder advance, round ${tail}`;
		case 'damageSpaces':
			return `Damage track space ${tail}`;
		case 'scoringTiles':
			return 'The 10 scoring tiles';
		case 'auctionTiles':
			return 'The 7 auction tiles';
		case 'beerTable':
			return 'Beer points table';
		case 'gasolineTable':
			return 'Gasoline points table';
		case 'weaponSet':
			return 'Points per set of 2 weapons';
		case 'medicineSet':
			return 'Points per set of 3 medicines';
		case 'partsPerVehicle':
			return `Different parts of the ${VEHICLE_EN[tail] ?? tail}`;
		case 'sameVehicleTable':
			return '“Same vehicle” points';
		case 'differentVehicleTable':
			return '“Different vehicles” points';
		case 'cityBoardHousing':
			return 'Housing on the city board';
		case 'buildingCards':
			return 'Building cards';
		default:
			return `Box value ${key}`;
	}
}

function labelDe(key: string): string {
	const [head, tail] = split(key);
	switch (head) {
		case 'roundTrack':
			return `Plünderer-Vorrücken, Runde ${tail}`;
		case 'damageSpaces':
			return `Schadensleiste, Feld ${tail}`;
		case 'scoringTiles':
			return 'Die 10 Wertungsplättchen';
		case 'auctionTiles':
			return 'Die 7 Bietplättchen';
		case 'beerTable':
			return 'Punktetabelle Bier';
		case 'gasolineTable':
			return 'Punktetabelle Benzin';
		case 'weaponSet':
			return 'Punkte je Set aus 2 Waffen';
		case 'medicineSet':
			return 'Punkte je Set aus 3 Medikamenten';
		case 'partsPerVehicle':
			return `Verschiedene Teile: ${VEHICLE_DE[tail] ?? tail}`;
		case 'sameVehicleTable':
			return 'Punkte „gleicher Fahrzeugtyp“';
		case 'differentVehicleTable':
			return 'Punkte „unterschiedlicher Fahrzeugtyp“';
		case 'cityBoardHousing':
			return 'Unterkunft auf dem Stadttableau';
		case 'buildingCards':
			return 'Gebäudekarten';
		default:
			return `Schachtelwert ${key}`;
	}
}

function whereEn(key: string): string {
	const [head, tail] = split(key);
	switch (head) {
		case 'roundTrack':
			return `The number printed on the round track of the game board, on the space of round ${tail}: how many spaces every marauder marker moves right when that round starts.`;
		case 'damageSpaces':
			return `The icons on space ${tail} of the damage track on your city board, counted from the left (space 1 shows +2 points, space 3 is the start space with −1).`;
		case 'scoringTiles':
			return 'The 10 scoring tiles: the left side shows what is counted, the right side the points per piece.';
		case 'auctionTiles':
			return 'The 7 auction tiles: each shows a bonus (for the highest bid) and a penalty (for the lowest bid).';
		case 'beerTable':
			return 'The table printed on the beer cards: points for 1, 2, 3 … beer cards.';
		case 'gasolineTable':
			return 'The table printed on the gasoline cards: points for 1, 2, 3 … gasoline cards.';
		case 'weaponSet':
			return 'Printed on the weapon cards: points for each complete set of 2 weapons.';
		case 'medicineSet':
			return 'Printed on the medicine cards: points for each complete set of 3 medicines.';
		case 'partsPerVehicle':
			return `How many different parts the ${VEHICLE_EN[tail] ?? tail} has, as shown on the vehicle part cards.`;
		case 'sameVehicleTable':
			return 'The “same vehicle” table on the vehicle part cards: points for different parts of one vehicle.';
		case 'differentVehicleTable':
			return 'The “different vehicles” table on the vehicle part cards: points for parts of different vehicles.';
		case 'cityBoardHousing':
			return 'The housing printed on the city board itself (its house icons, without building cards).';
		case 'buildingCards':
			return 'Each building card: its name, its deck (level 1 or 2), its type, the housing at the top left and the VP of its star.';
		default:
			return `Printed on a component (${key}).`;
	}
}

function whereDe(key: string): string {
	const [head, tail] = split(key);
	switch (head) {
		case 'roundTrack':
			return `Die Zahl auf der Rundenleiste des Spielplans, auf dem Feld von Runde ${tail}: so viele Felder rückt jeder Marker auf der Plündererleiste zu Beginn dieser Runde vor.`;
		case 'damageSpaces':
			return `Die Symbole auf Feld ${tail} der Schadensleiste deines Stadttableaus, von links gezählt (Feld 1 zeigt +2 Punkte, Feld 3 ist das Startfeld mit −1).`;
		case 'scoringTiles':
			return 'Die 10 Wertungsplättchen: links steht, was gezählt wird, rechts die Punkte pro Stück.';
		case 'auctionTiles':
			return 'Die 7 Bietplättchen: jedes zeigt einen Bonus (für das höchste Gebot) und einen Malus (für das niedrigste).';
		case 'beerTable':
			return 'Die Tabelle auf den Bier-Karten: Punkte für 1, 2, 3 … Bier-Karten.';
		case 'gasolineTable':
			return 'Die Tabelle auf den Benzin-Karten: Punkte für 1, 2, 3 … Benzin-Karten.';
		case 'weaponSet':
			return 'Auf den Waffen-Karten: Punkte für jedes vollständige Set aus 2 Waffen.';
		case 'medicineSet':
			return 'Auf den Medikamente-Karten: Punkte für jedes vollständige Set aus 3 Medikamenten.';
		case 'partsPerVehicle':
			return `Wie viele verschiedene Teile es für ${VEHICLE_DE[tail] ?? tail} gibt, wie auf den Fahrzeugteil-Karten zu sehen.`;
		case 'sameVehicleTable':
			return 'Die Tabelle „Punkte gleicher Fahrzeugtyp“ auf den Fahrzeugteil-Karten: Punkte für verschiedene Teile eines Fahrzeugs.';
		case 'differentVehicleTable':
			return 'Die Tabelle „Punkte unterschiedlicher Fahrzeugtyp“ auf den Fahrzeugteil-Karten: Punkte für Teile verschiedener Fahrzeuge.';
		case 'cityBoardHousing':
			return 'Die Unterkunftspunkte auf dem Stadttableau selbst (seine Haus-Symbole, ohne Gebäudekarten).';
		case 'buildingCards':
			return 'Jede Gebäudekarte: ihr Name, ihr Stapel (Level 1 oder 2), ihr Typ, die Unterkunft oben links und die Punkte ihres Sterns.';
		default:
			return `Auf einem Spielteil aufgedruckt (${key}).`;
	}
}

export const boxText = defineMessages(
	{
		label: labelEn,
		where: whereEn,
		prompt: {
			title: 'Values from your box',
			intro: 'The app never guesses values printed only on the components. Look them up once; they are remembered for every later game.',
			save: 'Save',
			cancel: 'Cancel',
			saved: 'Saved',
			saving: 'Saving …',
			notSaved: (reason: string) => `Not saved: ${reason}`,
			missing: (n: number) => plural('en', n, { one: 'One value is still missing.', other: `${n} values are still missing.` })
		},
		input: {
			notSet: 'not set',
			notSetShort: '?',
			setFirst: 'Set the value first: use + to count up from 0.',
			chooseEffects: 'Choose the one or two effects printed on this space.',
			effectsHint: 'One or two effects.',
			cards: (n: number) => `${n} ${plural('en', n, { one: 'card', other: 'cards' })}`,
			parts: (n: number) => `${n} ${plural('en', n, { one: 'part', other: 'parts' })}`,
			pointsFor: (what: string) => `Points for ${what}`,
			addEntry: 'Add entry',
			removeEntry: 'Remove last',
			needEntry: 'Add at least one entry (points for 1 card).',
			unsetEntries: (list: string) => `Set every entry first (missing: ${list}).`,
			fromRulebook: 'from the rulebook',
			fixed: (n: number, points: number) => `${n} parts: ${points} points (rulebook)`
		},
		effects: {
			marauder: '+1 Marauder',
			'vp-1': '−1 point',
			'vp-2': '−2 points',
			leader: '−Leader'
		},
		tiles: {
			tile: (n: number) => `Tile ${n}`,
			empty: 'not entered',
			kind: 'Counts',
			target: 'Which',
			vp: 'Points each',
			clear: 'Clear',
			edit: 'Edit',
			enter: 'Enter',
			done: 'Done',
			known: 'Known from the rulebook',
			incomplete: (n: number) => `Tile ${n}: choose what it counts and which.`,
			choose: 'Choose …',
			kinds: {
				survivor: 'Survivors',
				building: 'Buildings',
				equipment: 'Equipment cards',
				'any-equipment': 'Any equipment card'
			},
			survivor: { worker: 'Worker', soldier: 'Soldier', engineer: 'Engineer', leader: 'Leader' },
			building: { headquarters: 'Headquarters', civil: 'Civil', military: 'Military', science: 'Science' },
			equipment: { beer: 'Beer', gasoline: 'Gasoline', weapon: 'Weapons', medicine: 'Medicine', vehicle: 'Vehicle parts', map: 'Maps' },
			summary: (what: string, vp: number) => `${what}: ${vp} ${plural('en', vp, { one: 'point', other: 'points' })} each`,
			anySummary: (vp: number) => `Any equipment card: ${vp} ${plural('en', vp, { one: 'point', other: 'points' })} each`
		},
		auction: {
			bonus: 'Bonus',
			penalty: 'Penalty',
			incomplete: (n: number) => `Tile ${n}: choose both the bonus and the penalty.`,
			bonuses: { 'marauder-': '−Marauder', 'vp+2': '+2 points', 'damage-': '−Damage', 'equipment+': '+Equipment' },
			penalties: { 'marauder+': '+Marauder', 'vp-2': '−2 points', 'damage+': '+Damage', 'equipment-': '−Equipment' }
		}
	},
	{
		label: labelDe,
		where: whereDe,
		prompt: {
			title: 'Werte aus deiner Schachtel',
			intro: 'Die App rät nie Werte, die nur auf den Spielteilen stehen. Schlage sie einmal nach; sie werden für alle späteren Partien gemerkt.',
			save: 'Speichern',
			cancel: 'Abbrechen',
			saved: 'Gespeichert',
			saving: 'Speichert …',
			notSaved: (reason: string) => `Nicht gespeichert: ${reason}`,
			missing: (n: number) => plural('de', n, { one: 'Ein Wert fehlt noch.', other: `${n} Werte fehlen noch.` })
		},
		input: {
			notSet: 'nicht gesetzt',
			notSetShort: '?',
			setFirst: 'Setze zuerst den Wert: mit + ab 0 hochzählen.',
			chooseEffects: 'Wähle die ein oder zwei Effekte, die auf diesem Feld abgebildet sind.',
			effectsHint: 'Ein oder zwei Effekte.',
			cards: (n: number) => `${n} ${plural('de', n, { one: 'Karte', other: 'Karten' })}`,
			parts: (n: number) => `${n} ${plural('de', n, { one: 'Teil', other: 'Teile' })}`,
			pointsFor: (what: string) => `Punkte für ${what}`,
			addEntry: 'Eintrag hinzufügen',
			removeEntry: 'Letzten entfernen',
			needEntry: 'Füge mindestens einen Eintrag hinzu (Punkte für 1 Karte).',
			unsetEntries: (list: string) => `Setze zuerst jeden Eintrag (es fehlen: ${list}).`,
			fromRulebook: 'aus dem Regelheft',
			fixed: (n: number, points: number) => `${n} Teile: ${points} Punkte (Regelheft)`
		},
		effects: {
			marauder: '+1 Plünderer',
			'vp-1': '−1 Punkt',
			'vp-2': '−2 Punkte',
			leader: '−Anführer'
		},
		tiles: {
			tile: (n: number) => `Plättchen ${n}`,
			empty: 'nicht eingetragen',
			kind: 'Zählt',
			target: 'Welche',
			vp: 'Punkte je Stück',
			clear: 'Leeren',
			edit: 'Ändern',
			enter: 'Eintragen',
			done: 'Fertig',
			known: 'Aus dem Regelheft bekannt',
			incomplete: (n: number) => `Plättchen ${n}: wähle, was es zählt und welche.`,
			choose: 'Wählen …',
			kinds: {
				survivor: 'Überlebende',
				building: 'Gebäude',
				equipment: 'Ausrüstungskarten',
				'any-equipment': 'Jede Ausrüstungskarte'
			},
			survivor: { worker: 'Arbeiter', soldier: 'Soldat', engineer: 'Ingenieur', leader: 'Anführer' },
			building: { headquarters: 'Hauptquartier', civil: 'Zivil', military: 'Militär', science: 'Wissenschaft' },
			equipment: { beer: 'Bier', gasoline: 'Benzin', weapon: 'Waffen', medicine: 'Medikamente', vehicle: 'Fahrzeugteile', map: 'Landkarten' },
			summary: (what: string, vp: number) => `${what}: je ${vp} ${plural('de', vp, { one: 'Punkt', other: 'Punkte' })}`,
			anySummary: (vp: number) => `Jede Ausrüstungskarte: je ${vp} ${plural('de', vp, { one: 'Punkt', other: 'Punkte' })}`
		},
		auction: {
			bonus: 'Bonus',
			penalty: 'Malus',
			incomplete: (n: number) => `Plättchen ${n}: wähle Bonus und Malus.`,
			bonuses: { 'marauder-': '−Plünderer', 'vp+2': '+2 Punkte', 'damage-': '−Schaden', 'equipment+': '+Ausrüstung' },
			penalties: { 'marauder+': '+Plünderer', 'vp-2': '−2 Punkte', 'damage+': '+Schaden', 'equipment-': '−Ausrüstung' }
		}
	}
);

export type BoxText = (typeof boxText)['en'];
