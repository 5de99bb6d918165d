/** The words under a site's number in Construction: free, over which building, or why not. */
import type { panelsText } from '$lib/i18n/features/panels';
import type { Building } from '$lib/rules';
import type { SiteOption } from './building-draft';

type ConstructText = (typeof panelsText)['en']['construct'];

export function siteHint(c: ConstructText, o: SiteOption, named: (b: Building) => string): string {
	if (o.note === 'over' && o.over) return c.siteOver(named(o.over));
	const notes = { free: c.siteFree, over: c.siteFree, 'over-extension': c.siteOverExtension, hq: c.siteUpgrade, tower: c.siteUpgrade, extension: c.siteExtension, fixed: c.siteFixed };
	return notes[o.note];
}
