import type { DamageEffect } from '$lib/games/armageddon';

/** SVG path data (24×24, drawn in currentColor) of each damage effect's icon. */
export const EFFECT_ICONS: Readonly<Record<DamageEffect, string>> = {
	// a figure with a plus: one more marauder
	marauder: 'M9 4a3 3 0 1 1 0 6 3 3 0 0 1 0-6zM3 20c0-4 2.7-7 6-7s6 3 6 7zM18 8v6M15 11h6',
	// a star with a minus: points lost
	'vp-1': 'M12 2l2.6 6.2 6.4.5-4.9 4.2 1.5 6.4L12 16l-5.6 3.3 1.5-6.4L3 8.7l6.4-.5zM9 11.5h6',
	'vp-2': 'M12 2l2.6 6.2 6.4.5-4.9 4.2 1.5 6.4L12 16l-5.6 3.3 1.5-6.4L3 8.7l6.4-.5zM9 11.5h6',
	// a figure with a minus: the leader leaves
	leader: 'M9 4a3 3 0 1 1 0 6 3 3 0 0 1 0-6zM3 20c0-4 2.7-7 6-7s6 3 6 7zM15 11h6'
};
