// Reports the budgets of a build: gzip size of the JS that build/index.html loads (modulepreloads,
// their static imports) and the total size of the service worker's precache.
//   npm run build && node scripts/size-report.js
import { precache, staticFirstLoad } from './build-sizes.js';

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

const first = staticFirstLoad('build');
const cache = precache('build');
console.log(`first-load JS of / (gzip): ${kb(first.gzip)} in ${first.files.length} files`);
console.log(`precache: ${cache.entries.length} entries, ${kb(cache.bytes)} uncompressed`);
