import { fireEvent, render, screen } from '@testing-library/svelte';
import { afterEach, describe, expect, it, vi } from 'vitest';
import Toast from './Toast.svelte';

afterEach(() => {
	vi.useRealTimers();
});

describe('Toast', () => {
	it('announces its message as a status', () => {
		render(Toast, { message: 'Saved', title: 'Done' });
		const status = screen.getByRole('status');
		expect(status).toHaveTextContent('Done');
		expect(status).toHaveTextContent('Saved');
		expect(screen.queryByRole('button')).toBeNull();
	});

	it('calls its action and its dismiss handler', async () => {
		const onaction = vi.fn();
		const ondismiss = vi.fn();
		render(Toast, { message: 'Update', actionLabel: 'Reload', onaction, ondismiss, dismissLabel: 'Later' });
		await fireEvent.click(screen.getByRole('button', { name: 'Reload' }));
		expect(onaction).toHaveBeenCalledOnce();
		expect(ondismiss).not.toHaveBeenCalled();
		await fireEvent.click(screen.getByRole('button', { name: 'Later' }));
		expect(ondismiss).toHaveBeenCalledOnce();
	});

	it('labels the dismiss button Close by default', () => {
		render(Toast, { message: 'Hi', ondismiss: () => {} });
		expect(screen.getByRole('button', { name: 'Close' })).toBeInTheDocument();
	});

	it('dismisses itself after the duration', async () => {
		vi.useFakeTimers();
		const ondismiss = vi.fn();
		render(Toast, { message: 'Offline ready', ondismiss, duration: 3000 });
		await vi.advanceTimersByTimeAsync(2999);
		expect(ondismiss).not.toHaveBeenCalled();
		await vi.advanceTimersByTimeAsync(1);
		expect(ondismiss).toHaveBeenCalledOnce();
	});
});
