import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

export default defineConfig({
  plugins: [react()],
  server: {
    // In development the page comes from Vite and the API/WebSocket from the server on :8080.
    proxy: { '/api': 'http://localhost:8080', '/ws': { target: 'ws://localhost:8080', ws: true } },
  },
  build: {
    outDir: 'dist',
    sourcemap: true,
    rollupOptions: {
      // The protocol parser uses two helpers of @kartenhaus/core (ok/err); core's index also
      // re-exports the match runner (piscina, Node only). Core's modules have no side effects,
      // so unused ones are dropped instead of pulling Node code into the browser.
      treeshake: { moduleSideEffects: (id) => !/packages\/core\/src\/|node_modules\/piscina\//.test(id) },
    },
  },
});
