// Runs relay-compiler (its binary ships inside the npm package; watchman is not needed for a single run).
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';

mkdirSync('web/__generated__', { recursive: true });
if (!existsSync('web/persisted-queries.json')) writeFileSync('web/persisted-queries.json', '{}\n');
const result = spawnSync('npx', ['--no-install', 'relay-compiler', ...process.argv.slice(2)], { stdio: 'inherit' });
process.exit(result.status ?? 1);
