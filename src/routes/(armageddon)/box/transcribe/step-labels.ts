/** Each transcription step's name in the step list, its title and where on the table its values are printed (messages/*.json). */
import { m } from '$lib/i18n/messages';
import type { StepId } from './steps';

export const stepName = {
	board: m.transcribe_short_board,
	city: m.terms_city,
	scoring: m.transcribe_short_scoring,
	auction: m.terms_phase_auction,
	equipment: m.terms_equipment,
	vehicles: m.transcribe_short_vehicles
} satisfies Record<StepId, () => string>;

export const stepTitle = {
	board: m.transcribe_steps_board,
	city: m.transcribe_steps_city,
	scoring: m.transcribe_steps_scoring,
	auction: m.transcribe_steps_auction,
	equipment: m.transcribe_steps_equipment,
	vehicles: m.transcribe_steps_vehicles
} satisfies Record<StepId, () => string>;

export const stepWhere = {
	board: m.transcribe_where_board,
	city: m.transcribe_where_city,
	scoring: m.transcribe_where_scoring,
	auction: m.transcribe_where_auction,
	equipment: m.transcribe_where_equipment,
	vehicles: m.transcribe_where_vehicles
} satisfies Record<StepId, () => string>;
