import { resolve } from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { precompress, versionServiceWorker } from './build/assets.js';

/** The built page's folder (`--outDir`: the test build goes to dist-test). */
let outDir = new URL('./dist', import.meta.url).pathname;

/** After the build is written: the service worker's cache named after the build, then brotli and gzip copies. */
const productionAssets: Plugin = {
  name: 'kartenhaus-assets',
  apply: 'build',
  configResolved(config) {
    outDir = resolve(config.root, config.build.outDir);
  },
  closeBundle() {
    const dist = outDir;
    const version = versionServiceWorker(dist);
    const sizes = precompress(dist);
    this.info(`build ${version}: ${sizes.files} files, ${sizes.raw} bytes → br ${sizes.br}, gzip ${sizes.gz}`);
  },
};

/**
 * A test build (`VITE_TEST_GAMES=true`, scripts/build-web.ts → dist-test) registers the test games:
 * the registry's `./test-games.js` is read from `test-games.enabled.ts`. Without the flag the
 * production list (empty) is bundled and no test game's module is.
 */
const testGames: Plugin = {
  name: 'kartenhaus-test-games',
  enforce: 'pre',
  resolveId(source, importer) {
    if (process.env.VITE_TEST_GAMES !== 'true' || source !== './test-games.js') return null;
    if (!importer?.replace(/\\/g, '/').endsWith('/src/games/registry.ts')) return null;
    return new URL('./src/games/test-games.enabled.ts', import.meta.url).pathname;
  },
};

export default defineConfig({
  plugins: [testGames, react(), productionAssets],
  server: {
    // In development the page comes from Vite and the API/WebSocket from the server on :8080.
    proxy: { '/api': 'http://localhost:8080', '/ws': { target: 'ws://localhost:8080', ws: true } },
  },
  build: {
    outDir: 'dist',
    sourcemap: true,
  },
});
