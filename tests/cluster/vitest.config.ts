import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

// Real server processes on a shared PostgreSQL and Redis: nothing to run without both.
const missing = ['TEST_DATABASE_URL', 'REDIS_URL'].filter((name) => !process.env[name]);
if (missing.length > 0) {
  throw new Error(
    `npm run test:cluster needs ${missing.join(' and ')}: a PostgreSQL server (TEST_DATABASE_URL=postgres://postgres@127.0.0.1:5432/test) and a Redis (REDIS_URL=redis://127.0.0.1:6379)`,
  );
}

export default defineConfig({
  test: {
    root: fileURLToPath(new URL('../..', import.meta.url)),
    include: ['tests/cluster/**/*.test.ts'],
    globalSetup: ['tests/cluster/build.ts'],
    environment: 'node',
    fileParallelism: false,
    testTimeout: 60_000,
    hookTimeout: 90_000,
  },
});
