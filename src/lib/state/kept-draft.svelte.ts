import { onDestroy, untrack } from 'svelte';
import type * as v from 'valibot';
import { dropDraft, keepDraft, readDraft } from '$lib/db/drafts';

export interface KeptDraftOptions<S extends v.GenericSchema> {
	/** The game's id, or the new-game scope. */
	readonly scope: string;
	/** The form's name within the scope. */
	readonly name: string;
	/** How the stored draft is read back. */
	readonly schema: S;
	/** The position the form is typed for (the step count, the player in turn); '' when it does not depend on one. */
	readonly at?: () => string;
	/** The form's state, read on every change. */
	get(): v.InferOutput<S>;
	/** Puts a stored draft back into the form. */
	set(value: v.InferOutput<S>): void;
}

/** What a form may do with its kept draft. */
export interface KeptDraft {
	/** Whether the last change could be kept (false: storage is full or refused, the draft lives in this tab only). */
	readonly kept: boolean;
	/** Forgets the draft (committed or discarded); the form's next change is kept again. */
	drop(): void;
}

/** A binding that ends when `stop` is called. */
export interface DraftBinding extends KeptDraft {
	stop(): void;
}

/**
 * Binds a form's state to its durable draft: the stored draft comes back into the form at once (and whenever the
 * form's position changes to one a draft was typed for), and every change is kept until `stop`. Usable anywhere
 * (an object made after a load); a component uses `keptDraft`.
 */
export function bindDraft<S extends v.GenericSchema>(opts: KeptDraftOptions<S>): DraftBinding {
	// No scope (a panel shown outside a game, in a test): nothing to keep.
	if (!opts.scope) return { kept: false, drop: () => {}, stop: () => {} };
	const at = opts.at ?? (() => '');
	let kept = $state(true);
	let last = untrack(at);
	untrack(() => {
		const stored = readDraft(opts.scope, opts.name, last, opts.schema);
		if (stored !== null) opts.set(stored);
	});
	const stop = $effect.root(() => {
		$effect(() => {
			const where = at();
			if (where !== last) {
				last = where;
				const back = untrack(() => readDraft(opts.scope, opts.name, where, opts.schema));
				if (back !== null) opts.set(back);
			}
			kept = keepDraft(opts.scope, opts.name, where, $state.snapshot(opts.get()));
		});
	});
	return {
		get kept() {
			return kept;
		},
		drop: () => dropDraft(opts.scope, opts.name),
		stop
	};
}

/** `bindDraft` for a component: call while it is set up; the binding ends with the component. */
export function keptDraft<S extends v.GenericSchema>(opts: KeptDraftOptions<S>): KeptDraft {
	const binding = bindDraft(opts);
	onDestroy(binding.stop);
	return binding;
}
