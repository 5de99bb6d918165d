// Serves the built app (build/) like a static host would: precompressed files,
// SPA fallback to 200.html, long caching for hashed assets, and the CSP header.
import http from 'node:http';
import sirv from 'sirv';

const port = Number(process.env.PORT ?? 4173);


const assets = sirv('build', {
	brotli: true,
	gzip: true,
	single: '200.html',
	extensions: ['html'],
	setHeaders(res, pathname) {
		// The page's own CSP is a meta tag with script hashes (svelte.config.js);
		// frame-ancestors only works as a header.
		res.setHeader('Content-Security-Policy', "frame-ancestors 'none'; object-src 'none'");
		res.setHeader('X-Content-Type-Options', 'nosniff');
		res.setHeader('Referrer-Policy', 'no-referrer');
		if (pathname.startsWith('/_app/immutable/')) {
			res.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
		} else {
			res.setHeader('Cache-Control', 'no-cache');
		}
	}
});

http
	.createServer((req, res) => assets(req, res))
	.listen(port, () => {
		console.log(`Armageddon Companion: http://localhost:${port}`);
	});
