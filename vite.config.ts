import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

// The API is served by the reference server on the same origin in production; in `npm run dev`
// Vite proxies the platform paths to a server started with `npm run serve`.
const apiTarget = process.env.LOTUS_API ?? 'http://127.0.0.1:8080';

export default defineConfig({
  plugins: [react()],
  server: {
    proxy: {
      '/wps': apiTarget,
      '/lgw': apiTarget,
      '/lotto': apiTarget,
      '/dev': apiTarget,
    },
  },
  build: {
    outDir: 'dist',
    sourcemap: false,
    chunkSizeWarningLimit: 600,
  },
});
