import { describe, expect, it } from 'vitest';
import { scrollRegion } from './scroll-region';

/** A box whose scroll and client widths are what the test says (jsdom does no layout). */
function box(scrollWidth: number, clientWidth: number) {
	const node = document.createElement('div');
	Object.defineProperty(node, 'scrollWidth', { configurable: true, get: () => scrollWidth });
	Object.defineProperty(node, 'clientWidth', { configurable: true, get: () => clientWidth });
	return node;
}

describe('scrollRegion', () => {
	it('makes an overflowing box a focusable named region', () => {
		const node = box(500, 300);
		scrollRegion(node, 'Points by category');
		expect(node.tabIndex).toBe(0);
		expect(node.getAttribute('role')).toBe('region');
		expect(node.getAttribute('aria-label')).toBe('Points by category');
	});

	it('leaves a box that fits alone', () => {
		const node = box(300, 300);
		scrollRegion(node, 'Points by category');
		expect(node.hasAttribute('tabindex')).toBe(false);
		expect(node.hasAttribute('role')).toBe(false);
		expect(node.hasAttribute('aria-label')).toBe(false);
	});

	it('follows a new label', () => {
		const node = box(500, 300);
		const action = scrollRegion(node, 'Points by category');
		action.update('Punkte nach Kategorie');
		expect(node.getAttribute('aria-label')).toBe('Punkte nach Kategorie');
		action.destroy();
	});
});
