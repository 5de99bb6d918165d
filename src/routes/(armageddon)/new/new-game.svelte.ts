/**
 * The setup assistant's form: players in seating order, seed, draw mode and the
 * tiles drawn at the table; the engine's setup is derived from it.
 */
import {
	type AuctionTile,
	auctionTilesKnown,
	type BoxProfile,
	type Colour,
	COLOURS,
	createSetup,
	type GameEvent,
	MAX_PLAYERS,
	type PlayerCount,
	type Result,
	type ScoringTile,
	type Setup,
	tilesKnown
} from '$lib/games/armageddon';
import type { RememberedPlayer } from '$lib/state/new-game';
import { nameKey } from '$lib/games/shared/names';
import { overdrawn, problemOf, tableProfile, type Problem } from './setup-input';

export type DrawMode = 'app' | 'table';
export type Step = 'players' | 'draw' | 'scoring' | 'auction' | 'summary' | 'secrets';

export interface DraftPlayer {
	/** Stable key for the list while players move. */
	readonly key: number;
	name: string;
	colour: Colour;
}

type Public = [ScoringTile | null, ScoringTile | null];
type Areas = [AuctionTile | null, AuctionTile | null, AuctionTile | null];

export class NewGameDraft {
	readonly #profile: () => BoxProfile;
	#nextKey = 0;
	players = $state<DraftPlayer[]>([]);
	seed = $state('');
	#mode = $state<DrawMode | null>(null);
	publicTiles = $state<Public>([null, null]);
	auctionTiles = $state<Areas>([null, null, null]);
	step = $state<Step>('players');
	/** Set by the first refused "Next": from then on problems show at their field. */
	showErrors = $state(false);
	/** A step other than "players" was refused: what is missing there. */
	stepError = $state<'scoring' | 'scoring-twice' | 'auction' | 'auction-twice' | null>(null);
	remembered = $state<RememberedPlayer[]>([]);

	#result = $derived.by(() =>
		createSetup({
			players: this.players.map((p) => ({ name: p.name, colour: p.colour })),
			seed: this.seed,
			profile: this.mode === 'app' ? this.#profile() : tableProfile(this.#profile())
		})
	);

	constructor(profile: () => BoxProfile, count: PlayerCount = MAX_PLAYERS) {
		this.#profile = profile;
		this.players = COLOURS.slice(0, count).map((colour) => this.#player('', colour));
	}

	#player(name: string, colour: Colour): DraftPlayer {
		return { key: this.#nextKey++, name, colour };
	}

	get knowsScoring(): boolean {
		return tilesKnown(this.#profile());
	}
	get knowsAuction(): boolean {
		return auctionTilesKnown(this.#profile());
	}
	/** The app can draw what the box values list; else only the table can. */
	get canAppDraw(): boolean {
		return this.knowsScoring || this.knowsAuction;
	}
	/** Chosen mode; by default the app draws when it knows every tile. */
	get mode(): DrawMode {
		if (!this.canAppDraw) return 'table';
		return this.#mode ?? (this.knowsScoring && this.knowsAuction ? 'app' : 'table');
	}
	set mode(mode: DrawMode) {
		this.#mode = mode;
	}

	/** The public scoring tiles are drawn at the table and must be entered. */
	get needsScoring(): boolean {
		return this.mode === 'table' || !this.knowsScoring;
	}
	get needsAuction(): boolean {
		return this.mode === 'table' || !this.knowsAuction;
	}
	/** The app drew the private tiles: show them, one player at a time. */
	get showsSecrets(): boolean {
		return !this.needsScoring;
	}

	get steps(): Step[] {
		const steps: Step[] = ['players', 'draw'];
		if (this.needsScoring) steps.push('scoring');
		if (this.needsAuction) steps.push('auction');
		steps.push('summary');
		if (this.showsSecrets) steps.push('secrets');
		return steps;
	}

	get result(): Result<Setup> {
		return this.#result;
	}
	get setup(): Setup | null {
		return this.#result.ok ? this.#result.value : null;
	}
	/** What the engine refuses, placed at its field. */
	get problem(): Problem | null {
		return this.#result.ok ? null : problemOf(this.#result);
	}
	/** The event that records the tiles drawn at the table, or null when the app drew them all. */
	get tilesEvent(): Extract<GameEvent, { type: 'tiles-entered' }> | null {
		if (!this.needsScoring && !this.needsAuction) return null;
		const [p1, p2] = $state.snapshot(this.publicTiles);
		const [a1, a2, a3] = $state.snapshot(this.auctionTiles);
		return {
			type: 'tiles-entered',
			...(this.needsScoring ? { publicTiles: [p1, p2] as const } : {}),
			...(this.needsAuction ? { auctionTiles: [a1, a2, a3] as const } : {})
		};
	}

	/** The draw mode the players chose, null while the app's default applies. */
	get chosenMode(): DrawMode | null {
		return this.#mode;
	}

	/** Puts back a stored draft's players, seed and chosen draw mode. */
	restore(players: readonly { name: string; colour: Colour }[], seed: string, mode: DrawMode | null): void {
		this.players = players.map((p) => this.#player(p.name, p.colour));
		this.seed = seed;
		this.#mode = mode;
	}

	setCount(count: PlayerCount): void {
		while (this.players.length > count) this.players.pop();
		while (this.players.length < count) {
			const free = COLOURS.find((c) => !this.players.some((p) => p.colour === c)) ?? COLOURS[0];
			this.players.push(this.#player('', free));
		}
	}

	/** Moves the player at `index` one seat up (-1) or down (+1). */
	move(index: number, by: -1 | 1): void {
		const other = index + by;
		const a = this.players[index];
		const b = this.players[other];
		if (!a || !b) return;
		this.players[index] = b;
		this.players[other] = a;
	}

	/** The last colour swap, for the page to announce: who now plays which colour. */
	swapped = $state<{ name: string; colour: Colour } | null>(null);

	/** Gives seat `index` the colour; a player who had it takes this seat's old colour (a swap, never a clash). */
	pickColour(index: number, colour: Colour): void {
		const seat = this.players[index];
		if (!seat || seat.colour === colour) return;
		const holder = this.players.find((p) => p !== seat && p.colour === colour);
		if (holder) holder.colour = seat.colour;
		seat.colour = colour;
		this.swapped = holder ? { name: holder.name.trim() || '', colour: holder.colour } : null;
	}

	/** Puts a remembered player in the first empty seat, with their colour unless a named player has it. */
	addRemembered(who: RememberedPlayer): void {
		const seat = this.players.find((p) => p.name.trim() === '');
		if (!seat) return;
		seat.name = who.name;
		const holder = this.players.find((p) => p !== seat && p.colour === who.colour);
		if (holder && holder.name.trim() !== '') return;
		if (holder) holder.colour = seat.colour;
		seat.colour = who.colour;
	}

	/** Remembered players not yet in this game, while a seat is free. */
	get offered(): RememberedPlayer[] {
		if (!this.players.some((p) => p.name.trim() === '')) return [];
		const taken = new Set(this.players.map((p) => nameKey(p.name)));
		return this.remembered.filter((r) => !taken.has(nameKey(r.name)));
	}

	/** True while one scoring tile is entered for both public places (more often than the box holds it). */
	get scoringTwice(): boolean {
		return overdrawn(this.publicTiles, this.#profile().scoringTiles);
	}

	/** True while one auction tile is entered for more areas than the box holds it. */
	get auctionTwice(): boolean {
		return overdrawn(this.auctionTiles, this.#profile().auctionTiles);
	}

	/** Goes to the next step when this one is complete; false (and the reason shown) when not. */
	next(): boolean {
		if (this.step === 'players' && !this.#result.ok) {
			this.showErrors = true;
			return false;
		}
		if (this.step === 'scoring' && this.publicTiles.some((t) => t === null)) {
			this.stepError = 'scoring';
			return false;
		}
		if (this.step === 'scoring' && this.scoringTwice) {
			this.stepError = 'scoring-twice';
			return false;
		}
		if (this.step === 'auction' && this.auctionTiles.some((t) => t === null)) {
			this.stepError = 'auction';
			return false;
		}
		if (this.step === 'auction' && this.auctionTwice) {
			this.stepError = 'auction-twice';
			return false;
		}
		const steps = this.steps;
		const following = steps[steps.indexOf(this.step) + 1];
		if (!following) return false;
		this.stepError = null;
		this.step = following;
		return true;
	}

	back(): void {
		const steps = this.steps;
		const previous = steps[steps.indexOf(this.step) - 1];
		this.stepError = null;
		if (previous) this.step = previous;
	}
}
