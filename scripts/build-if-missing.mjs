// `npm start` builds the web app once on a fresh machine; later starts reuse the build.
import { existsSync } from 'node:fs';
import { spawnSync } from 'node:child_process';

if (existsSync('web/dist/index.html')) process.exit(0);
console.log('De webapp wordt eenmalig gebouwd…');
const result = spawnSync('npm', ['run', 'build'], { stdio: 'inherit' });
process.exit(result.status ?? 1);
