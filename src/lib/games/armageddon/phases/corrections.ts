/** 'correction': any tracked number set to an exact value, logged, in any phase. */
import { changeVp, MAX_DAMAGE, MAX_MARAUDERS, MIN_DAMAGE, moveDamage } from '../tracks';
import { MAX_BUILDING_TILES, MAX_EQUIPMENT_CARDS, MAX_LEADERS, MAX_SURVIVORS } from '../limits';
import { EQUIPMENT_KINDS, SURVIVOR_KINDS } from '../types';
import type { EquipmentKind, GameEvent, GameState, Instruction, PlayerState, SurvivorKind } from '../types';
import type { Result } from '../rejections';
import { checkCount, Draft, findPlayer, MAX_COUNT, ok, reject } from './common';
import type { Outcome } from './common';

type CorrectionEvent = Extract<GameEvent, { type: 'correction' }>;

/**
 * The values a correction of `field` may set, or null for a field that cannot be corrected. The upper bounds
 * are the box's counts: beyond them a number is a typing slip.
 */
export function correctionBounds(field: string): { min: number; max: number } | null {
	if (field === 'vp') return { min: 0, max: MAX_COUNT };
	if (field === 'marauders') return { min: 0, max: MAX_MARAUDERS };
	if (field === 'damage') return { min: MIN_DAMAGE, max: MAX_DAMAGE };
	if (field === 'twoHouses') return { min: 0, max: MAX_BUILDING_TILES };
	if (field === 'survivors.leader') return { min: 0, max: MAX_LEADERS };
	const [head, tail] = field.split('.');
	if (head === 'survivors' && (SURVIVOR_KINDS as readonly string[]).includes(tail ?? '')) return { min: 0, max: MAX_SURVIVORS };
	if (head === 'equipment' && (EQUIPMENT_KINDS as readonly string[]).includes(tail ?? '')) return { min: 0, max: MAX_EQUIPMENT_CARDS };
	return null;
}

function setCount(draft: Draft, p: PlayerState, field: string, value: number): void {
	const [head, tail] = field.split('.') as [string, string];
	if (head === 'survivors') {
		const kind = tail as SurvivorKind;
		const delta = value - p.survivors[kind];
		const leaderGone = kind === 'leader' && value === 0;
		draft.put({ ...p, survivors: { ...p.survivors, [kind]: value }, leaderAwayAt: leaderGone ? null : p.leaderAwayAt });
		draft.note({ kind: 'survivors', player: p.id, delta: { [kind]: delta }, because: 'correction' });
		return;
	}
	const kind = tail as EquipmentKind;
	draft.put({ ...p, equipment: { ...p.equipment, [kind]: value } });
	draft.note({ kind: 'equipment', player: p.id, equipment: kind, delta: value - p.equipment[kind], because: 'correction' });
}

/** Apply a correction; every change is logged with because 'correction'. */
export function correct(state: GameState, event: CorrectionEvent): Result<Outcome> {
	const found = findPlayer(state, event.player);
	if (!found.ok) return found;
	const p = found.value;
	const field = event.field;
	const bounds = typeof field === 'string' ? correctionBounds(field) : null;
	if (!bounds) {
		const detail = { kind: 'bad-choice', field: 'correction-field', value: String(field) } as const;
		return reject('invalid-value', `${String(field)} is not a field that can be corrected`, detail, { field: String(field) });
	}
	const bad = checkCount(event.value, `${p.name}'s ${field}`, { of: 'correction', player: p.id, field }, bounds.min, bounds.max);
	if (bad) return bad;
	const value = event.value;
	const draft = new Draft(state);
	const unchanged: Instruction = { kind: 'nothing', player: p.id, because: 'correction', detail: { kind: 'already', field, value }, reason: `${field} is already ${value}` };
	if (field === 'vp') {
		if (value === p.vp) draft.note(unchanged);
		else draft.take(changeVp(p, value - p.vp, 'correction', draft.arrivals));
	} else if (field === 'marauders') {
		draft.put({ ...p, marauders: value });
		draft.note(value === p.marauders ? unchanged : { kind: 'marauders', player: p.id, from: p.marauders, to: value, because: 'correction' });
	} else if (field === 'damage') {
		if (value === p.damage) draft.note(unchanged);
		else draft.take(moveDamage(p, value - p.damage, false, 'correction', draft.arrivals));
	} else if (field === 'twoHouses') {
		draft.put({ ...p, twoHouses: value });
		// No instruction kind carries housing tiles; the note names the new count.
		draft.note({ kind: 'nothing', player: p.id, because: 'correction', detail: { kind: 'two-houses-set', value }, reason: `"2 Houses" tiles set to ${value}` });
	} else {
		setCount(draft, p, field, value);
	}
	return ok(draft.finish(state));
}
