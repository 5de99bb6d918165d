/** Types of the 6 Billion scorer: players, orbits and the figures entered at the end of a game. */

export const ORBITS = ['mercury', 'venus', 'earth', 'mars', 'belt', 'jupiter', 'saturn', 'uranus', 'neptune', 'pluto'] as const;
export type Orbit = (typeof ORBITS)[number];

/** Earth, Mars and the asteroid belt score 8/4/2 and are the orbits of the hidden agendas. */
export const RICH_ORBITS = ['earth', 'mars', 'belt'] as const satisfies readonly Orbit[];
export type RichOrbit = (typeof RICH_ORBITS)[number];

/** The other orbits: the ones an unplayed discovery card doubles. */
export const DISCOVERY_ORBITS = ORBITS.filter((o): o is Exclude<Orbit, RichOrbit> => !(RICH_ORBITS as readonly Orbit[]).includes(o));
export type DiscoveryOrbit = Exclude<Orbit, RichOrbit>;

/** Populations a chip can stand on (millions); 0 = not in the orbit. */
export const POPULATIONS = [0, 1, 2, 4, 8, 16, 32, 64, 128, 256, 512, 1024] as const;

export const MIN_PLAYERS = 2;
export const MAX_PLAYERS = 5;

export interface SbPlayer {
	readonly id: string;
	readonly name: string;
	/** Neutral players take places in the orbits but score nothing. */
	readonly neutral: boolean;
}

/** Everything the final scoring needs. */
export interface SbSheet {
	readonly players: readonly SbPlayer[];
	/** Population per orbit and player id (absent or 0 = not in the orbit). */
	readonly populations: Readonly<Partial<Record<Orbit, Readonly<Record<string, number>>>>>;
	/** The orbit of each non-neutral player's hidden agenda (null = none or not revealed). */
	readonly agendas: Readonly<Record<string, RichOrbit | null>>;
	/** Optional rule: unplayed discovery cards. */
	readonly discovery: boolean;
	/** Orbits of each player's unplayed discovery cards (ignored when `discovery` is off). */
	readonly discoveries: Readonly<Record<string, readonly DiscoveryOrbit[]>>;
}

/** A problem with the entered figures, as a code the screens translate. */
export type SbIssue =
	| { readonly code: 'player-count'; readonly params: { readonly count: number } }
	| { readonly code: 'neutral-count'; readonly params: { readonly expected: number; readonly count: number } }
	| { readonly code: 'population-value'; readonly params: { readonly player: string; readonly orbit: Orbit; readonly value: number } }
	| { readonly code: 'agenda-limit'; readonly params: { readonly orbit: RichOrbit; readonly count: number } }
	| { readonly code: 'neutral-card'; readonly params: { readonly player: string } };

/** One player's result in one orbit. */
export interface OrbitScore {
	readonly population: number;
	/** 1-based place among everyone present (neutrals included); null = absent. */
	readonly place: number | null;
	/** How many players share that place. */
	readonly sharing: number;
	/** Place points minus (sharing − 1), never below 0. */
	readonly base: number;
	/** ×2 per hidden agenda / discovery card that applies (1, 2). */
	readonly factor: number;
	readonly points: number;
}

export interface SbPlayerScore {
	readonly id: string;
	readonly orbits: Readonly<Record<Orbit, OrbitScore>>;
	readonly total: number;
}

export interface SbResult {
	/** Non-neutral players only, in seating order. */
	readonly scores: readonly SbPlayerScore[];
	/** Non-neutral ids, best first; equal totals share a place. */
	readonly ranking: readonly { readonly place: number; readonly total: number; readonly ids: string[] }[];
	/** Everyone with the most points (a tie shares the victory). */
	readonly winners: readonly string[];
}
