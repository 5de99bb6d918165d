import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { afterNextPaint } from './next-task';

describe('afterNextPaint', () => {
	let frames: Map<number, FrameRequestCallback>;
	beforeEach(() => {
		vi.useFakeTimers();
		frames = new Map();
		let next = 1;
		vi.stubGlobal('requestAnimationFrame', (cb: FrameRequestCallback) => {
			frames.set(next, cb);
			return next++;
		});
		vi.stubGlobal('cancelAnimationFrame', (id: number) => frames.delete(id));
	});
	afterEach(() => {
		vi.unstubAllGlobals();
		vi.useRealTimers();
	});
	const paint = (): void => {
		const due = [...frames.values()];
		frames.clear();
		for (const cb of due) cb(0);
	};

	it('runs the task in a task of its own after the frame, not before', () => {
		const task = vi.fn();
		afterNextPaint(task);
		vi.runAllTimers();
		expect(task).not.toHaveBeenCalled();
		paint();
		expect(task).not.toHaveBeenCalled();
		vi.runAllTimers();
		expect(task).toHaveBeenCalledOnce();
	});

	it('cancelled before the frame, runs nothing', () => {
		const task = vi.fn();
		afterNextPaint(task)();
		paint();
		vi.runAllTimers();
		expect(task).not.toHaveBeenCalled();
	});

	it('cancelled between the frame and its task (a component torn down), runs nothing', () => {
		const task = vi.fn();
		const cancel = afterNextPaint(task);
		paint();
		cancel();
		vi.runAllTimers();
		expect(task).not.toHaveBeenCalled();
	});
});
