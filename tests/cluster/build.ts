import { execFileSync } from 'node:child_process';
import { CLUSTER_BUILD } from './instance';

/** Global setup: the server compiled once for every instance (inside the repository, so it finds node_modules). */
export default function build() {
  execFileSync(process.execPath, ['scripts/build/server.mjs', '--outdir', CLUSTER_BUILD], { stdio: 'inherit' });
}
