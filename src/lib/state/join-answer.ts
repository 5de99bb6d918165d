/** The join page's one step into storage: a phone answers the host's code with the app's own database. */
import { appDb } from '$lib/db/instance';
import { JoinedPhone } from './joined-phone.svelte';

export const answerHost = (link: string): ReturnType<typeof JoinedPhone.answer> => JoinedPhone.answer(appDb(), link);
