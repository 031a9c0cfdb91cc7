// `npm start` builds the web app when there is no build yet or when its sources are newer than the build.
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { spawnSync } from 'node:child_process';

const built = 'web/dist/index.html';

function newest(path) {
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(path)
    .filter((name) => name !== 'dist' && name !== 'node_modules')
    .reduce((max, name) => Math.max(max, newest(join(path, name))), 0);
}

if (existsSync(built)) {
  const sources = Math.max(newest('web'), newest('schema.graphql'), newest('relay.config.js'));
  if (sources <= statSync(built).mtimeMs) process.exit(0);
  console.log('De webapp is gewijzigd en wordt opnieuw gebouwd…');
} else {
  console.log('De webapp wordt eenmalig gebouwd…');
}
const result = spawnSync('npm', ['run', 'build'], { stdio: 'inherit' });
process.exit(result.status ?? 1);
