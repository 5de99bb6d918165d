/** Messages about survivors by colour: the City bid's colours, what a building action needs, where an exchanged worker stood. */
import { defineMessages } from '../features';
import { plural } from '../plural';

type Kind = 'worker' | 'soldier' | 'engineer' | 'leader';
const EN: Record<Kind, [string, string]> = {
	worker: ['worker', 'workers'],
	soldier: ['soldier', 'soldiers'],
	engineer: ['engineer', 'engineers'],
	leader: ['leader', 'leaders']
};
const DE: Record<Kind, [string, string]> = {
	worker: ['Arbeiter', 'Arbeiter'],
	soldier: ['Soldat', 'Soldaten'],
	engineer: ['Ingenieur', 'Ingenieure'],
	leader: ['Anführer', 'Anführer']
};
const KINDS = ['engineer', 'soldier', 'worker', 'leader'] as const;

/** "2 engineers, 1 worker": the colours of a bid, those with none left out. */
function listed(lang: 'en' | 'de', words: Record<Kind, [string, string]>, mix: Readonly<Record<Kind, number>>, none: string): string {
	const parts = KINDS.filter((k) => mix[k] > 0).map((k) => `${mix[k]} ${plural(lang, mix[k], { one: words[k][0], other: words[k][1] })}`);
	return parts.length > 0 ? parts.join(', ') : none;
}

export const coloursText = defineMessages(
	{
		cityMix: (name: string, mix: Readonly<Record<Kind, number>>) => `${name} in City: ${listed('en', EN, mix, 'no survivors')}`,
		change: 'Change colours',
		done: 'Colours done',
		mixLabel: 'Survivors in City by colour',
		save: 'Save the colours',
		sum: (now: number, bid: number) => `Colours given for ${now} of the ${bid} survivors bid.`,
		mix: (mix: Readonly<Record<Kind, number>>) => listed('en', EN, mix, 'none'),
		needs: 'Survivor the card asks for',
		need: {
			any: 'Any colour',
			worker: 'Worker',
			soldier: 'Soldier',
			engineer: 'Engineer',
			'engineer-or-soldier': 'Engineer or soldier'
		},
		exchangeFrom: 'The worker came from',
		fromScreen: 'Behind the screen',
		fromCity: 'The City bid (the newcomer acts there)'
	},
	{
		cityMix: (name: string, mix: Readonly<Record<Kind, number>>) => `${name} in der Stadt: ${listed('de', DE, mix, 'keine Überlebenden')}`,
		change: 'Farben ändern',
		done: 'Farben fertig',
		mixLabel: 'Überlebende in der Stadt nach Farbe',
		save: 'Farben speichern',
		sum: (now: number, bid: number) => `Farben für ${now} der ${bid} gebotenen Überlebenden.`,
		mix: (mix: Readonly<Record<Kind, number>>) => listed('de', DE, mix, 'keine'),
		needs: 'Überlebender laut Karte',
		need: {
			any: 'Beliebige Farbe',
			worker: 'Arbeiter',
			soldier: 'Soldat',
			engineer: 'Ingenieur',
			'engineer-or-soldier': 'Ingenieur oder Soldat'
		},
		exchangeFrom: 'Der Arbeiter stand',
		fromScreen: 'Hinter dem Sichtschirm',
		fromCity: 'Im Stadtgebot (der Neue handelt dort)'
	}
);
