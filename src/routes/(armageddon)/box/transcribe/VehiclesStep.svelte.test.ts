import { fireEvent, render, screen } from '@testing-library/svelte';
import { describe, expect, it, vi } from 'vitest';
import { FIXTURE_RULES_ONLY_PROFILE } from '$lib/games/armageddon/testing/fixture-profiles';
import VehiclesStep from './VehiclesStep.svelte';

const LABELS: Record<string, string> = { 'partsPerVehicle.car': 'Car parts', sameVehicleTable: 'Same vehicle', differentVehicleTable: 'Different vehicles' };

function setup() {
	const save = vi.fn(async () => true);
	render(VehiclesStep, { profile: FIXTURE_RULES_ONLY_PROFILE, keyLabel: (key: string) => LABELS[key] ?? key, save });
	return save;
}

describe('VehiclesStep', () => {
	it("saves a vehicle's parts with one tap", async () => {
		const save = setup();
		await fireEvent.click(screen.getByRole('button', { name: 'Car parts: 4' }));
		expect(save).toHaveBeenCalledWith('partsPerVehicle.car', 4);
	});

	it("saves one entry of a points table, 0 parts scoring 0 and the rulebook's entry kept", async () => {
		const save = setup();
		const table = screen.getByRole('region', { name: 'Same vehicle' });
		const chips = table.querySelectorAll<HTMLButtonElement>('button.chip');
		const first = [...chips].find((b) => b.getAttribute('aria-label')?.endsWith(': 1'));
		if (!first) throw new Error('no chip for 1 point');
		await fireEvent.click(first);
		const [key, saved] = save.mock.calls[0] as unknown as [string, (number | null)[]];
		expect(key).toBe('sameVehicleTable');
		expect(saved[0]).toBe(0);
		expect(saved[3]).toBe(9);
		expect(saved).toContain(1);
	});
});
