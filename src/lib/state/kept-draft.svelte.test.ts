import { flushSync } from 'svelte';
import * as v from 'valibot';
import { afterEach, describe, expect, it } from 'vitest';
import { TypedNumber } from '$lib/db/drafts';
import { bindDraft } from './kept-draft.svelte';

const Form = v.object({ name: v.string(), n: TypedNumber });
type Form = v.InferOutput<typeof Form>;

function form(at: () => string = () => '') {
	const state = $state<{ value: Form }>({ value: { name: '', n: 0 } });
	const binding = bindDraft({ scope: 'g1', name: 'form', schema: Form, at, get: () => state.value, set: (x) => {
		state.value = x;
	} });
	return { state, binding };
}

afterEach(() => localStorage.clear());

describe('a form bound to its kept draft', () => {
	it('comes back as it was left, in a new binding (a reload)', () => {
		const a = form();
		a.state.value.name = 'Ann';
		a.state.value.n = Number.NaN;
		flushSync();
		a.binding.stop();
		const b = form();
		expect(b.state.value.name).toBe('Ann');
		expect(b.state.value.n).toBeNaN();
		b.binding.stop();
	});

	it('does not land on another position, and comes back when its own position returns', () => {
		let turn = $state('1:p1');
		const a = form(() => turn);
		a.state.value.name = 'typed for p1';
		flushSync();
		turn = '2:p2';
		a.state.value = { name: '', n: 0 };
		flushSync();
		a.binding.stop();
		const b = form(() => '1:p1');
		expect(b.state.value.name).toBe('');
		b.binding.stop();
		const c = form(() => '2:p2');
		expect(c.state.value).toEqual({ name: '', n: 0 });
		c.binding.stop();
	});
});
