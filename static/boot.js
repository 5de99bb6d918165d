// Runs before first paint. It is a file, not inline, because the CSP forbids inline scripts.
// Keep in step with src/lib/state/prefs.ts (key), theme.svelte.ts and locale.svelte.ts (rules).
(function () {
	var root = document.documentElement;
	var prefs = {};
	try {
		prefs = JSON.parse(localStorage.getItem('armageddon-companion:prefs') || '{}') || {};
	} catch (e) {
		// Storage blocked or unreadable: defaults apply.
	}
	if (prefs.theme === 'light' || prefs.theme === 'dark') root.setAttribute('data-theme', prefs.theme);

	var lang = prefs.locale;
	if (lang !== 'de' && lang !== 'en') {
		lang = 'en';
		var langs = navigator.languages || [navigator.language || ''];
		for (var i = 0; i < langs.length; i++) {
			var tag = String(langs[i]).toLowerCase();
			if (tag.indexOf('de') === 0) { lang = 'de'; break; }
			if (tag.indexOf('en') === 0) break;
		}
	}
	// Pages are prerendered in English: hide them until the app has switched (see app.css).
	if (lang !== root.lang) root.setAttribute('data-pending-lang', lang);
})();
