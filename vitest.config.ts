import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'server',
          environment: 'node',
          include: ['tests/server/**/*.test.ts'],
          globalSetup: ['tests/server/helpers/global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        plugins: [react()],
        resolve: { dedupe: ['react', 'react-dom', 'react-router', 'react-router-dom'] },
        test: {
          name: 'admin',
          environment: 'happy-dom',
          include: ['tests/admin/**/*.test.{ts,tsx}'],
          setupFiles: ['tests/admin/setup.ts'],
          testTimeout: 20_000,
        },
      },
    ],
  },
});
