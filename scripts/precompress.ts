import fs from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { Plugin } from 'vite';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/** The files worth compressing; images and fonts are compressed already. */
export const TEXT_FILE = /\.(?:js|mjs|css|html|svg|json|map|txt|xml|webmanifest)$/;

/** Once per build, so the best (slowest) settings: brotli 11, gzip 9. */
const encoders = {
  '.br': (data: Buffer) =>
    brotli(data, {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
        [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: data.length,
      },
    }),
  '.gz': (data: Buffer) => gzip(data, { level: zlib.constants.Z_BEST_COMPRESSION }),
};

async function* filesUnder(dir: string): AsyncGenerator<string> {
  for (const entry of await fs.readdir(dir, { withFileTypes: true })) {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* filesUnder(file);
    else yield file;
  }
}

/**
 * Writes `<file>.br` and `<file>.gz` beside every text file under `dir`, for @fastify/static's
 * `preCompressed`: even a tiny chunk's, a few bytes larger than the file, since without it the
 * server would compress that file on every request.
 */
export async function precompressDir(dir: string): Promise<void> {
  const writes: Promise<void>[] = [];
  for await (const file of filesUnder(dir)) {
    if (!TEXT_FILE.test(file)) continue;
    writes.push(
      fs.readFile(file).then(async (data) => {
        for (const [extension, encode] of Object.entries(encoders))
          await fs.writeFile(file + extension, await encode(data));
      }),
    );
  }
  await Promise.all(writes);
}

/** Vite plugin: precompresses the build's output once it is written. */
export const precompress = (): Plugin => ({
  name: 'precompress',
  apply: 'build',
  writeBundle: {
    order: 'post',
    handler: (options) => (options.dir ? precompressDir(options.dir) : undefined),
  },
});
