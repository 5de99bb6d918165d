/**
 * A box that scrolls sideways (a wide table on a phone) must be reachable by keyboard: while its content
 * overflows it becomes a focusable, named region (arrow keys then scroll it); otherwise it is a plain box.
 */
export function scrollRegion(node: HTMLElement, label: string) {
	let name = label;

	function update() {
		if (node.scrollWidth > node.clientWidth) {
			node.tabIndex = 0;
			node.setAttribute('role', 'region');
			node.setAttribute('aria-label', name);
		} else {
			node.removeAttribute('tabindex');
			node.removeAttribute('role');
			node.removeAttribute('aria-label');
		}
	}

	// The box or its content may change size (rotation, another language, a longer name).
	const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(update);
	observer?.observe(node);
	for (const child of node.children) observer?.observe(child);
	update();

	return {
		update(next: string) {
			name = next;
			update();
		},
		destroy() {
			observer?.disconnect();
		}
	};
}
