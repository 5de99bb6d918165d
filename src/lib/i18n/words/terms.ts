/**
 * Game terms by code (messages/*.json, `terms_*`): equipment, survivors and areas as the panels name them; the app
 * reads them through `src/routes/(armageddon)/game/[id]/panels/labels.ts`, the e2e tests with `{ locale }`. Pure: see ./message.ts.
 */
import { m } from '../../paraglide/messages.js';
import type { Area, EquipmentKind, SurvivorKind } from '../../games/armageddon';
import type { Plain } from './message';

export const equipmentTerm = {
	beer: m.terms_beer,
	gasoline: m.terms_gasoline,
	weapon: m.terms_weapons,
	medicine: m.terms_medicine,
	vehicle: m.terms_vehicle_parts,
	map: m.terms_maps
} satisfies Record<EquipmentKind, Plain>;

export const survivorTerm = {
	worker: m.terms_worker,
	soldier: m.terms_soldier,
	engineer: m.terms_engineer,
	leader: m.terms_leader,
	marauder: m.terms_marauder
} satisfies Record<SurvivorKind | 'marauder', Plain>;

/** "Exploration", "Construction", "City". */
export const areaTerm = {
	exploration: m.terms_exploration,
	construction: m.terms_construction,
	city: m.terms_city
} satisfies Record<Area, Plain>;
