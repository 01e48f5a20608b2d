import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

/**
 * The console alone, for development: `pnpm --filter @ohmstead/agent-console dev` (port 5180), talking to
 * the API and the agent service through this dev server's proxy (the site does the same on 5173).
 */
const apiTarget = process.env.API_PROXY_TARGET ?? 'http://127.0.0.1:3000';

export default defineConfig({
  plugins: [react()],
  server: {
    port: 5180,
    strictPort: true,
    proxy: {
      '/api': apiTarget,
      '/assets': apiTarget,
      '/socket.io': { target: apiTarget, ws: true },
    },
  },
  build: { target: 'es2022', sourcemap: true, assetsDir: 'static' },
});
