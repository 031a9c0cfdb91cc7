// Brotli and gzip copies of the web build, written once at build time next to each file (app.js → app.js.br,
// app.js.gz) so the server sends them as they are (server/http/static.ts) instead of compressing on every request.
import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';

const brotli = promisify(brotliCompress);
const gz = promisify(gzip);

/** Text formats worth compressing; images and fonts are compressed already, source maps are only for developers. */
const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|txt|xml|webmanifest)$/i;

async function* files(dir: string): AsyncGenerator<string> {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* files(path);
    else if (entry.isFile()) yield path;
  }
}

/** Writes path.br and path.gz for every compressible file under `dir`; a copy that would not be smaller is left out. */
export async function precompressDir(dir: string): Promise<{ files: number; bytes: number; br: number; gzip: number }> {
  const totals = { files: 0, bytes: 0, br: 0, gzip: 0 };
  const jobs: Promise<void>[] = [];
  for await (const path of files(dir)) {
    if (!COMPRESSIBLE.test(path)) continue;
    jobs.push(
      (async () => {
        const content = await readFile(path);
        const [br, gzipped] = await Promise.all([
          brotli(content, { params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY, [constants.BROTLI_PARAM_SIZE_HINT]: content.length } }),
          gz(content, { level: constants.Z_BEST_COMPRESSION }),
        ]);
        totals.files++;
        totals.bytes += content.length;
        if (br.length < content.length) {
          await writeFile(`${path}.br`, br);
          totals.br += br.length;
        }
        if (gzipped.length < content.length) {
          await writeFile(`${path}.gz`, gzipped);
          totals.gzip += gzipped.length;
        }
      })(),
    );
  }
  await Promise.all(jobs);
  return totals;
}

/** The Vite plugin: precompresses the output folder once the build (public files included) is written. */
export function precompress(): Plugin {
  let outDir = '';
  return {
    name: 'vraagwerk-precompress',
    apply: 'build',
    enforce: 'post',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      if (!outDir || !(await stat(outDir).catch(() => null))) return;
      const { files: count, bytes, br, gzip: gzipped } = await precompressDir(outDir);
      const kB = (n: number) => `${(n / 1024).toFixed(1)} kB`;
      this.info?.(`precompressed ${count} files: ${kB(bytes)} → ${kB(br)} brotli, ${kB(gzipped)} gzip`);
    },
  };
}
