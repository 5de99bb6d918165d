import { dueBidder, nextStep, type GameState, type PlayerId } from '$lib/games/armageddon';

/** What a player is due to do now: place a bid, take a card, act in the City, or settle an equipment card. */
export type Turn = 'bid' | 'pick' | 'build' | 'act' | 'choose';

/** Whether `player` is the one the game waits for (the engine's next step says who), and for what. */
export function yourTurn(state: GameState, player: PlayerId): Turn | null {
	const step = nextStep(state);
	switch (step.kind) {
		case 'bid':
			// Bids go round one marker at a time (rulebook p. 5): only the due bidder's turn.
			return dueBidder(state) === player ? 'bid' : null;
		case 'choose':
			return step.pending.player === player ? 'choose' : null;
		case 'explore':
			return step.player === player ? 'pick' : null;
		case 'construct':
			return step.player === player ? 'build' : null;
		case 'city':
			return step.player === player ? 'act' : null;
		default:
			// Round starts, completion, scoring and box values are the table's, no one player's.
			return null;
	}
}
