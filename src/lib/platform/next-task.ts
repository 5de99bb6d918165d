/** Lets the browser run other tasks (input, a frame) between two parts of a long piece of work. */
export function nextTask(): Promise<void> {
	const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
	return scheduler?.yield ? scheduler.yield() : new Promise((resolve) => setTimeout(resolve, 0));
}

/**
 * Runs `task` in a task of its own after the next frame has been produced (the page is painted). Returns the
 * cancel: a component unmounted before then (a page left at once, a test torn down) runs nothing afterwards.
 */
export function afterNextPaint(task: () => void): () => void {
	let timer: ReturnType<typeof setTimeout> | undefined;
	let cancelled = false;
	const frame = requestAnimationFrame(() => {
		if (!cancelled) timer = setTimeout(() => cancelled || task(), 0);
	});
	return () => {
		cancelled = true;
		cancelAnimationFrame(frame);
		clearTimeout(timer);
	};
}
