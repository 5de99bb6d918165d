// A game id is only known at runtime: served by the 200.html fallback, rendered in the browser.
export const prerender = false;
export const ssr = false;
