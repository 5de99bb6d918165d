/** 6 Billion's words for codes: orbits, issues, control and game-end reasons, result lines (all from messages/*.json). */
import { m } from '$lib/i18n/messages';
import type { ControlFigures, ControlReason, GameEndReason, Orbit, OrbitScore, SbIssue } from '$lib/games/six-billion';

export const orbitName = {
	mercury: m.six_billion_orbits_mercury,
	venus: m.six_billion_orbits_venus,
	earth: m.six_billion_orbits_earth,
	mars: m.six_billion_orbits_mars,
	belt: m.six_billion_orbits_belt,
	jupiter: m.six_billion_orbits_jupiter,
	saturn: m.six_billion_orbits_saturn,
	uranus: m.six_billion_orbits_uranus,
	neptune: m.six_billion_orbits_neptune,
	pluto: m.six_billion_orbits_pluto
} satisfies Record<Orbit, () => string>;

export const figureName = {
	orbits: m.six_billion_table_orbits,
	transit: m.six_billion_table_transit,
	points: m.six_billion_table_points
} satisfies Record<keyof ControlFigures, () => string>;

const controlReason = {
	orbits: m.six_billion_table_reason_orbits,
	transit: m.six_billion_table_reason_transit,
	points: m.six_billion_table_reason_points,
	'turn-order': m.six_billion_table_reason_turn_order,
	random: m.six_billion_table_reason_random
} satisfies Record<ControlReason, (inputs: { tied: string }) => string>;

/** Why a player controls a neutral one; `tied` names those still tied before the random draw. */
export const controlReasonText = (r: ControlReason, tied: string) => controlReason[r]({ tied });

export const endReasonText = {
	'earth-1024': m.six_billion_table_end_reason_earth_1024,
	'belt-1024': m.six_billion_table_end_reason_belt_1024,
	'all-populated': m.six_billion_table_end_reason_all_populated
} satisfies Record<GameEndReason, () => string>;

/** A scoring issue in words; `name` gives a player's name. */
export function issueText(i: SbIssue, name: (id: string) => string): string {
	switch (i.code) {
		case 'player-count':
			return m.six_billion_issue_player_count({ count: i.params.count });
		case 'neutral-count':
			return m.six_billion_issue_neutral_count({ expected: i.params.expected });
		case 'population-value':
			return m.six_billion_issue_population_value({ player: name(i.params.player), orbit: orbitName[i.params.orbit](), value: i.params.value });
		case 'agenda-limit':
			return m.six_billion_issue_agenda_limit({ orbit: orbitName[i.params.orbit](), count: i.params.count });
		case 'neutral-card':
			return m.six_billion_issue_neutral_card({ player: name(i.params.player) });
	}
}

/** "2. Ann: 7 points 🏆": one line of the ranking. */
export const resultLine = (place: number, name: string, points: number, won: boolean) =>
	m.six_billion_result_line({ place, name, points, won: won ? 'yes' : 'no' });

/** How an orbit scored: the place, the table value less the players sharing it (raised to 0 when below), doubled by an agenda or a discovery card. */
export function resultReason(orbit: Orbit, x: OrbitScore, table: number, why: string): string {
	const shared = x.sharing > 1;
	const doubled = x.factor > 1;
	// A shared place never scores below 0: "1 − 2 = 0" would be a false sum.
	const raised = shared && table - (x.sharing - 1) < 0;
	const shape = raised ? 'raised' : shared ? (doubled ? 'shared-doubled' : 'shared') : doubled ? 'doubled' : 'alone';
	return m.six_billion_result_reason({
		orbit: orbitName[orbit](),
		place: x.place ?? 0,
		sharing: x.sharing,
		table,
		less: x.sharing - 1,
		base: x.base,
		why,
		total: x.base * x.factor,
		shape
	});
}
