import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { precompress } from './build/precompress';

/** In development the API runs apart (pnpm dev starts both); the built site is served by the server. */
const apiTarget = process.env.API_PROXY_TARGET ?? 'http://127.0.0.1:3000';

export default defineConfig({
  plugins: [react(), precompress()],
  server: {
    port: 5173,
    proxy: {
      '/api': apiTarget,
      '/assets': apiTarget,
      '/widget': apiTarget,
      '/bot': apiTarget,
      '/agent-service': apiTarget,
      // The live-chat sockets (widget and agent console) are websockets on the same server.
      '/socket.io': { target: apiTarget, ws: true },
    },
  },
  build: {
    target: 'es2022',
    // Maps are written for error tracking but not named in the bundles; the server sends them only with
    // SERVE_SOURCE_MAPS=true (docs/security-headers.md).
    sourcemap: 'hidden',
    // Bundles live under /static so they never collide with the media under the asset base (/assets).
    assetsDir: 'static',
  },
});
