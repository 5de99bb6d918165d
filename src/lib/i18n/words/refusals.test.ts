/**
 * Every code the engine and the db layer can refuse with has words in both catalogues. One example per kind
 * is listed in a record keyed by the union's kinds, so a new kind without an example (and so without a check
 * of its words) does not compile.
 */
import { describe, expect, it } from 'vitest';
import { nothingText } from './instructions';
import type { FileRefusalKind } from '$lib/db';
import { BUILDING_TILE_EFFECTS, CHOICE_FIELDS, COLOURS, MALFORMED } from '$lib/games/armageddon';
import type { CityAction, CorrectionField, NothingDetail, NothingKind, NumberField, Phase, RejectionDetail, RejectionKind, StepKind, StorageProblem } from '$lib/games/armageddon';
import '../messages';
import { refusalText } from './refusals';
import { fileRefusalText } from './file-refusals';
import { ANI, FILES, name, NOTHING, REJECTIONS } from '../testing/refusal-examples';

// The smaller vocabularies inside the details, each in full.
const NUMBER_FIELDS: { readonly [K in NumberField['of']]: NumberField } = {
	bid: { of: 'bid', player: ANI, area: 'construction' },
	'bid-colour': { of: 'bid-colour', player: ANI, survivor: 'leader' },
	'city-colour': { of: 'city-colour', player: ANI, survivor: 'worker' },
	returned: { of: 'returned', player: ANI, survivor: 'soldier' },
	'public-count': { of: 'public-count', player: ANI },
	correction: { of: 'correction', player: ANI, field: 'twoHouses' },
	'on-card': { of: 'on-card', piece: 'marauder' },
	'action-survivors': { of: 'action-survivors', action: 'draw-survivor' },
	'marauders-fought': { of: 'marauders-fought', player: ANI },
	'tile-vp': { of: 'tile-vp', tile: { slot: 'new-auction', index: 0 } },
	'vehicle-part': { of: 'vehicle-part', vehicle: 'truck', part: 2 },
	cards: { of: 'cards', equipment: 'medicine' },
	'repair-engineers': { of: 'repair-engineers' },
	'repair-worker-pairs': { of: 'repair-worker-pairs' },
	'vp-gained': { of: 'vp-gained' },
	'building-housing': { of: 'building-housing' },
	'building-star-vp': { of: 'building-star-vp' },
	'damage-space': { of: 'damage-space' },
	marauders: { of: 'marauders' },
	round: { of: 'round' }
};
const STEPS: { readonly [K in StepKind]: true } = {
	'box-value': true,
	'tiles-entered': true,
	'start-round': true,
	bid: true,
	choose: true,
	explore: true,
	construct: true,
	'city-action': true,
	'city-colours': true,
	'city-done': true,
	completion: true,
	intermediate: true,
	'end-early': true,
	correction: true
};
const PHASES: { readonly [K in Phase]: true } = {
	'not-started': true,
	auction: true,
	exploration: true,
	construction: true,
	city: true,
	completion: true,
	intermediate: true,
	final: true,
	finished: true
};
const ACTIONS: { readonly [K in CityAction['kind']]: true } = {
	extension: true,
	repair: true,
	fight: true,
	'gain-vp': true,
	'repair-vp': true,
	'draw-equipment': true,
	'swap-equipment': true,
	exchange: true,
	'draw-survivor': true,
	'vp-per-building': true,
	'unused-housing-vp': true
};
const STORAGE: { readonly [K in StorageProblem]: true } = { quota: true, unavailable: true, conflict: true, 'not-found': true, damaged: true, unknown: true };
const CORRECTED: readonly CorrectionField[] = ['vp', 'marauders', 'damage', 'survivors.leader', 'equipment.vehicle', 'twoHouses'];

const keys = <K extends string>(o: { readonly [k in K]: unknown }) => Object.keys(o) as K[];

/** Words of one detail in both languages: not empty, nothing left unfilled, German different from English. */
function bothWords(en: string, de: string): void {
	for (const text of [en, de]) {
		expect(text.trim()).not.toBe('');
		expect(text).not.toMatch(/undefined|\[object|NaN|\$\{/);
	}
	expect(de).not.toBe(en);
}

describe('refusals of the engine (RejectionDetail)', () => {
	it.each(keys(REJECTIONS))('%s has words in both languages', (kind: RejectionKind) => {
		const d = REJECTIONS[kind];
		expect(d.kind).toBe(kind);
		bothWords(refusalText(d, name, 'en'), refusalText(d, name, 'de'));
	});

	it('names players, not ids', () => {
		expect(refusalText(REJECTIONS['out-of-turn'], name, 'de')).toBe('Erkunden: Frank ist an der Reihe, nicht Ani.');
		expect(refusalText(REJECTIONS['already-bid'], name, 'en')).toBe('Ani has already bid in Exploration.');
	});

	it('puts German counts in their case and number', () => {
		const de = (d: RejectionDetail) => refusalText(d, name, 'de');
		expect(de(REJECTIONS['bid-colour-short'])).toBe('Ani hat 1 Soldaten zum Bieten, nicht 2.');
		expect(de(REJECTIONS['marauders-short'])).toBe('Bei Ani wartet nur 1 Plünderer; 3 lassen sich nicht abwehren.');
		expect(de(REJECTIONS['city-colour-short'])).toBe('Ani hat nur 1 Ingenieur, der in der Stadt handeln darf.');
		expect(de(REJECTIONS['repair-short'])).toMatch(/^Ani kann in dieser Runde mit 1 Ingenieur und 2 Arbeitern und dem Anführer reparieren .*, nicht mit 2 Ingenieuren und 2 Arbeiterpaaren/);
	});

	it.each(keys(NUMBER_FIELDS))('a bad number of %s has words', (of) => {
		const field = NUMBER_FIELDS[of];
		expect(field.of).toBe(of);
		const d: RejectionDetail = { kind: 'bad-number', field, min: 1, value: '0' };
		bothWords(refusalText(d, name, 'en'), refusalText(d, name, 'de'));
	});

	it('words every vocabulary inside the details', () => {
		const both = (d: RejectionDetail) => bothWords(refusalText(d, name, 'en'), refusalText(d, name, 'de'));
		for (const field of CHOICE_FIELDS) both({ kind: 'bad-choice', field, value: 'x' });
		for (const what of MALFORMED) both({ kind: 'malformed', what });
		for (const step of keys(STEPS)) for (const phase of keys(PHASES)) both({ kind: 'out-of-phase', step, round: 1, phase });
		for (const action of keys(ACTIONS)) both({ kind: 'city-bid-colours', player: ANI, action });
		for (const problem of keys(STORAGE)) both({ kind: 'not-saved', problem });
		for (const tile of BUILDING_TILE_EFFECTS) both({ kind: 'tile-choice', player: ANI, tile, choice: '', wanted: 'none' });
		for (const colour of COLOURS) both({ kind: 'colour-taken', seat: 1, colour });
		for (const field of CORRECTED) both({ kind: 'bad-number', field: { of: 'correction', player: ANI, field }, min: 0, max: 9, value: '10' });
	});
});

// Paraglide types a message's inputs as "anything but null": a boolean or a wrong code where a message
// selects on a code compiles and falls back to its last variant. Each pair must word its two codes apart.
const PAIRS: [RejectionDetail, RejectionDetail][] = [
	[REJECTIONS['choice-owed'], { ...REJECTIONS['choice-owed'], choice: 'equipment-drawn' }],
	[REJECTIONS['no-worker'], { ...REJECTIONS['no-worker'], from: 'owned' }],
	[REJECTIONS['not-in-bag'], { ...REJECTIONS['not-in-bag'], purpose: 'draw' }],
	[REJECTIONS['no-card'], { ...REJECTIONS['no-card'], purpose: 'return' }],
	[REJECTIONS['app-drawn-tile'], { ...REJECTIONS['app-drawn-tile'], tile: 'auction' }],
	[REJECTIONS['printed-site'], { ...REJECTIONS['printed-site'], site: 1 }],
	[REJECTIONS['rulebook-tile'], { ...REJECTIONS['rulebook-tile'], list: 'auctionTiles' }],
	[REJECTIONS['table-zero'], { ...REJECTIONS['table-zero'], table: 'beerTable' }],
	[REJECTIONS['nothing-to'], { ...REJECTIONS['nothing-to'], what: 'undo' }],
	[REJECTIONS['vehicle-part-missing'], { ...REJECTIONS['vehicle-part-missing'], vehicle: 'car' }],
	[{ kind: 'out-of-phase', step: 'bid', round: 0, phase: 'not-started' }, { kind: 'out-of-phase', step: 'bid', round: 2, phase: 'not-started' }],
	[REJECTIONS['repair-short'], { ...REJECTIONS['repair-short'], leader: false, trained: false, gained: false }],
	[REJECTIONS['card-action-differs'], { ...REJECTIONS['card-action-differs'], what: 'amount' }],
	[{ ...REJECTIONS['card-action-differs'], what: 'type' }, { ...REJECTIONS['card-action-differs'], what: 'no-vp' }],
	[REJECTIONS['card-action-used'], { ...REJECTIONS['card-action-used'], uses: 2 }]
];

describe('refusals that pick their words by a code', () => {
	it.each(PAIRS.map(([a, b]) => [a.kind, a, b] as const))('%s words each code in both languages', (_kind, a, b) => {
		for (const lang of ['en', 'de'] as const) expect(refusalText(a, name, lang)).not.toBe(refusalText(b, name, lang));
	});

	it('word the exact variant', () => {
		expect(refusalText(REJECTIONS['choice-owed'], name, 'de')).toBe('Ani muss zuerst die abgegebene Ausrüstungskarte wählen.');
		expect(refusalText({ ...REJECTIONS['vehicle-part-missing'], vehicle: 'car', parts: 1 }, name, 'de')).toBe('Das Auto hat 1 verschiedenes Teil, Teil 4 gibt es also nicht.');
		expect(refusalText({ ...REJECTIONS['repair-short'], leader: false, trained: false, gained: false }, name, 'en')).toBe(
			'Ani can repair this round with 1 engineer and 2 workers, not with 2 engineers and 2 pairs of workers.'
		);
		expect(fileRefusalText({ kind: 'twice', what: 'game', id: 'g1' }, 'de')).toBe('Die Datei ist beschädigt: Die Kennung g1 einer Partie kommt zweimal vor.');
	});
});

describe('"no change" notes (NothingDetail)', () => {
	it.each(keys(NOTHING))('%s has words in both languages', (kind: NothingKind) => {
		const d = NOTHING[kind];
		expect(d.kind).toBe(kind);
		bothWords(nothingText(d, 'en'), nothingText(d, 'de'));
	});
});

describe('refusals of a file (FileRefusal)', () => {
	it.each(keys(FILES))('%s has words in both languages', (kind: FileRefusalKind) => {
		const r = FILES[kind];
		expect(r.kind).toBe(kind);
		bothWords(fileRefusalText(r, 'en'), fileRefusalText(r, 'de'));
	});
});
