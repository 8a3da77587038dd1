import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { precompress } from './scripts/precompress.ts';

const apiTarget = process.env.API_URL ?? 'http://localhost:3000';

export default defineConfig({
  // The server sends the .br / .gz siblings precompress() writes (src/server/http/spa.ts).
  plugins: [react(), precompress()],
  root: '.',
  build: { outDir: 'dist/admin', emptyOutDir: true, chunkSizeWarningLimit: 1500 },
  // One copy of react-router: react-admin and the app must share its context.
  resolve: { dedupe: ['react', 'react-dom', 'react-router', 'react-router-dom'] },
  server: {
    proxy: {
      '/api': { target: apiTarget, changeOrigin: false },
      '/uploads': { target: apiTarget, changeOrigin: false },
    },
  },
});
