import { seedCodeFromEntropy } from '../games/armageddon';

/** A fresh seed code from the platform's crypto randomness. */
export function randomSeed(): string {
	return seedCodeFromEntropy(crypto.getRandomValues(new Uint32Array(1))[0] ?? 0);
}
