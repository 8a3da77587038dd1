/**
 * `npm run build`'s admin half: Vite's production build (precompressed, vite.config.ts) into
 * dist/admin, and the hash of the sources it was made from, so `npm start` can skip it next time.
 */
import fs from 'node:fs';
import { fileURLToPath } from 'node:url';
import { build } from 'vite';
import { inputsHash, stampFile } from './inputs.mjs';

const root = fileURLToPath(new URL('../..', import.meta.url));
const hash = inputsHash(root, 'admin');
fs.rmSync(stampFile(root, 'admin'), { force: true });
await build({ root, configLoader: 'bundle', logLevel: process.argv.includes('--quiet') ? 'warn' : 'info' });
fs.writeFileSync(stampFile(root, 'admin'), hash);
