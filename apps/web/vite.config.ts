import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { precompress, versionServiceWorker } from './build/assets.js';

/** After the build is written: the service worker's cache named after the build, then brotli and gzip copies. */
const productionAssets: Plugin = {
  name: 'kartenhaus-assets',
  apply: 'build',
  closeBundle() {
    const dist = new URL('./dist', import.meta.url).pathname;
    const version = versionServiceWorker(dist);
    const sizes = precompress(dist);
    this.info(`build ${version}: ${sizes.files} files, ${sizes.raw} bytes → br ${sizes.br}, gzip ${sizes.gz}`);
  },
};

export default defineConfig({
  plugins: [react(), productionAssets],
  server: {
    // In development the page comes from Vite and the API/WebSocket from the server on :8080.
    proxy: { '/api': 'http://localhost:8080', '/ws': { target: 'ws://localhost:8080', ws: true } },
  },
  build: {
    outDir: 'dist',
    sourcemap: true,
  },
});
