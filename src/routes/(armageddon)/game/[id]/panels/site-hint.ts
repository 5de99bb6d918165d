/** The words under a site's number in Construction: free, over which building, or why not. */
import { m } from '$lib/i18n/messages';
import type { Building } from '$lib/games/armageddon';
import type { SiteOption } from './building-draft';

const NOTES = {
	free: m.panels_construct_site_free,
	over: m.panels_construct_site_free,
	'over-extension': m.panels_construct_site_over_extension,
	hq: m.panels_construct_site_upgrade,
	tower: m.panels_construct_site_upgrade,
	extension: m.panels_construct_site_extension,
	fixed: m.panels_construct_site_fixed
} satisfies Record<SiteOption['note'], () => string>;

export function siteHint(o: SiteOption, named: (b: Building) => string): string {
	if (o.note === 'over' && o.over) return m.panels_construct_site_over({ what: named(o.over) });
	return NOTES[o.note]();
}
