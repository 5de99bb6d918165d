import { fireEvent, render, screen, waitFor } from '@testing-library/svelte';
import { beforeEach, describe, expect, it } from 'vitest';
import { appDb } from '$lib/db/instance';
import { wakeLockEnabled } from '$lib/wake-lock';
import WakeLockSetting from './WakeLockSetting.svelte';

beforeEach(async () => {
	await appDb().settings.clear();
});

describe('WakeLockSetting', () => {
	it('is on by default and remembers being turned off', async () => {
		render(WakeLockSetting);
		const toggle = screen.getByRole('switch', { name: 'Keep the screen on while a game is open' });
		await waitFor(() => expect(toggle).toBeEnabled());
		expect(toggle).toBeChecked();
		await fireEvent.click(toggle);
		expect(toggle).not.toBeChecked();
		await waitFor(async () => expect(await wakeLockEnabled()).toBe(false));
	});

	it('shows the stored choice', async () => {
		await appDb().settings.put({ key: 'wakeLock', value: false });
		render(WakeLockSetting);
		const toggle = screen.getByRole('switch');
		await waitFor(() => expect(toggle).toBeEnabled());
		expect(toggle).not.toBeChecked();
	});

	it('tells when the browser cannot keep the screen on', () => {
		render(WakeLockSetting);
		expect(screen.getByText('This browser cannot keep the screen on.')).toBeInTheDocument();
	});
});
