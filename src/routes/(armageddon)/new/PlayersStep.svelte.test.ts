import { render, screen } from '@testing-library/svelte';
import { expect, it } from 'vitest';
import { emptyProfile, type Colour } from '$lib/games/armageddon';
import { rejectionText } from '$lib/components/rejection-text';
import '$lib/i18n/messages';
import { NewGameDraft } from './new-game.svelte';
import PlayersStep from './PlayersStep.svelte';

it('words a refusal it has no words of its own for once the refusal words have loaded, at the field', async () => {
	const draft = new NewGameDraft(() => emptyProfile(), 3);
	['Ann', 'Ben', 'Cleo'].forEach((name, i) => {
		const player = draft.players[i];
		if (player) player.name = name;
	});
	// A colour the engine does not know: no check of the step words it, the engine's refusal does.
	const player = draft.players[1];
	if (player) player.colour = 'purple' as Colour;
	draft.showErrors = true;
	const problem = draft.problem;
	expect(problem?.field).toBe('colour');
	render(PlayersStep, { draft });
	expect(await screen.findByText(rejectionText(problem!.rejection, 'en'))).toBeInTheDocument();
});
