/** Lets the browser run other tasks (input, a frame) between two parts of a long piece of work. */
export function nextTask(): Promise<void> {
	const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
	return scheduler?.yield ? scheduler.yield() : new Promise((resolve) => setTimeout(resolve, 0));
}

/** Runs `task` in a task of its own after the next frame has been produced (the page is painted). */
export function afterNextPaint(task: () => void): void {
	requestAnimationFrame(() => setTimeout(task, 0));
}
