/** Messages of the building-card catalogue (issue 10 §2): entered once, then picked by name in Construction. */
import { defineMessages } from '../features';
import { plural } from '../plural';

export const cardsText = defineMessages(
	{
		title: 'Building cards',
		intro: 'Each card once: its name and what is printed on it. In Construction it is then one tap by name.',
		level: 'Level',
		levels: { 1: 'Level 1', 2: 'Level 2' } as Record<1 | 2, string>,
		count: (n: number, of: number) => `${n} of ${of} entered`,
		none: 'No building cards yet. They are learnt in the games, or entered here.',
		add: 'Add a card',
		edit: (name: string) => `Change ${name}`,
		remove: (name: string) => `Remove ${name}`,
		save: 'Save the card',
		cancel: 'Cancel',
		name: 'Name on the card',
		kept: 'Games already played keep the details they were played with.',
		problems: {
			invalid: 'This card is not complete: it needs a name.',
			'card-twice': 'A card of this level with this name is entered already.',
			'too-many': 'That is more cards of this level than the box holds (14).'
		} as Record<string, string>,
		pick: 'Which card?',
		pickHint: 'One tap builds it on the site above, or returns it to the box (Undo takes it back).',
		filter: 'Find by name',
		newCard: 'Another card',
		newCardHint: 'Enter it once',
		backToList: 'Back to the cards',
		summary: (type: string, housing: number, star: number) =>
			`${type} · ${housing} ${plural('en', housing, { one: 'housing', other: 'housing' })}` + (star > 0 ? ` · ★ ${star} VP` : ''),
		actions: 'Extra actions',
		noActions: 'None entered.',
		addAction: 'Add this action',
		removeAction: (what: string) => `Remove: ${what}`,
		uses: 'Uses per round (the number above the colon)',
		amount: 'The printed number',
		noVp: 'No VP for these marauders',
		action: (uses: number, what: string, need: string) => `${uses}× ${what} (${need})`,
		fromBuildings: 'From the buildings',
		quick: (card: string, what: string) => `${card}: ${what}`
	},
	{
		title: 'Gebäudekarten',
		intro: 'Jede Karte einmal: ihr Name und was auf ihr steht. Beim Bauen ist sie dann ein Tipp auf den Namen.',
		level: 'Level',
		levels: { 1: 'Level 1', 2: 'Level 2' } as Record<1 | 2, string>,
		count: (n: number, of: number) => `${n} von ${of} eingetragen`,
		none: 'Noch keine Gebäudekarten. Sie werden in den Partien gelernt oder hier eingetragen.',
		add: 'Karte hinzufügen',
		edit: (name: string) => `${name} ändern`,
		remove: (name: string) => `${name} entfernen`,
		save: 'Karte speichern',
		cancel: 'Abbrechen',
		name: 'Name auf der Karte',
		kept: 'Schon gespielte Partien behalten die Angaben, mit denen sie gespielt wurden.',
		problems: {
			invalid: 'Diese Karte ist nicht vollständig: sie braucht einen Namen.',
			'card-twice': 'Eine Karte dieses Levels mit diesem Namen ist schon eingetragen.',
			'too-many': 'Das sind mehr Karten dieses Levels, als die Schachtel enthält (14).'
		} as Record<string, string>,
		pick: 'Welche Karte?',
		pickHint: 'Ein Tipp baut sie auf den Bauplatz oben oder legt sie in die Schachtel zurück (Rückgängig nimmt das zurück).',
		filter: 'Nach Namen suchen',
		newCard: 'Andere Karte',
		newCardHint: 'Einmal eintragen',
		backToList: 'Zurück zu den Karten',
		summary: (type: string, housing: number, star: number) =>
			`${type} · ${housing} ${plural('de', housing, { one: 'Unterkunft', other: 'Unterkünfte' })}` + (star > 0 ? ` · ★ ${star} ${plural('de', star, { one: 'Punkt', other: 'Punkte' })}` : ''),
		actions: 'Sonderaktionen',
		noActions: 'Keine eingetragen.',
		addAction: 'Diese Aktion hinzufügen',
		removeAction: (what: string) => `Entfernen: ${what}`,
		uses: 'Einsätze je Runde (die Zahl über dem Doppelpunkt)',
		amount: 'Die aufgedruckte Zahl',
		noVp: 'Keine Punkte für diese Plünderer',
		action: (uses: number, what: string, need: string) => `${uses}× ${what} (${need})`,
		fromBuildings: 'Aus den Gebäuden',
		quick: (card: string, what: string) => `${card}: ${what}`
	}
);
