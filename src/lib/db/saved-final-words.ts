/** A saved final scoring that does not add up, in plain English for logs and tests (the screens word the code). */
import type { SavedFinalFigure, SavedFinalProblem } from '../games/armageddon/scoring/saved';

/** An impossible saved final scoring in English (the db layer's own words, as tests and logs read them). */
export function savedFinalMessage(p: SavedFinalProblem, name: (id: string) => string): string {
	switch (p.code) {
		case 'final-entries-refused':
			return `the final-scoring entries saved${p.params.player === null ? '' : ` for ${name(p.params.player)}`} are refused: ${p.rejection.reason}`;
		case 'final-figure-differs':
			return `in its final result, ${FIGURE_WORDS[p.params.figure]} of ${name(p.params.player)} is ${p.params.stored}, but the entries saved with it give ${p.params.derived}.`;
		case 'final-figure-beyond':
			return `in its final result, ${FIGURE_WORDS[p.params.figure]} of ${name(p.params.player)} is ${p.params.stored}, but this game's box and the rules allow from ${p.params.min} to ${p.params.max}.`;
	}
}

const FIGURE_WORDS: Readonly<Record<SavedFinalFigure, string>> = {
	start: 'VP after round 6',
	publicTile: 'Public tile 2',
	privateTile: 'Secret tile',
	beer: 'Beer',
	gasoline: 'Gasoline',
	weapons: 'Weapons',
	medicine: 'Medicine',
	vehicles: 'Vehicle parts',
	maps: 'Maps',
	damage: 'Damage track',
	marauderPenalty: 'Marauders',
	equipmentCards: 'Equipment cards',
	total: 'Total'
};
