import { relative, sep } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

/** A year: the longest max-age caches honour; a hashed asset never changes under its name. */
const YEAR_S = 365 * 24 * 3600;

/**
 * How long a browser may keep a file of the built web app. Vite names the bundles after their
 * content (`/assets/index-3f9a2c1b.js`), so those are kept for a year without asking again
 * (`immutable`). Everything else — `index.html`, which names the current bundles, the service
 * worker, which names the current cache, the manifest and icons — is revalidated every time
 * (`no-cache`: a 304 through the ETag when unchanged), so a new build is seen at the next visit.
 */
export function cacheControlFor(urlPath: string): string {
  return urlPath.startsWith('/assets/') ? `public, max-age=${YEAR_S}, immutable` : 'no-cache';
}

/** The file's own name without the precompressed file's ending (`index.html.br` → `index.html`). */
const original = (path: string) => path.replace(/\.(br|gz)$/, '');

/**
 * Serves apps/web/dist: the brotli and gzip files made at build time (`*.br`, `*.gz`, see
 * apps/web/build-assets.ts) for a client that accepts them, with `content-encoding` and
 * `vary: accept-encoding`, and the caching of `cacheControlFor`. Unknown GETs outside /api, /ws
 * and /assets get index.html (the single-page app routes itself). A bundle that is not there is a
 * 404: a page of an older build asking for its old bundle would otherwise get index.html as its
 * script, refused by the browser ("MIME type text/html"), with nothing to tell the player or the log.
 */
export async function registerWebApp(app: FastifyInstance, webDist: string): Promise<void> {
  await app.register(fastifyStatic, {
    root: webDist,
    wildcard: false,
    preCompressed: true,
    cacheControl: false,
    setHeaders: (reply, path) => {
      const url = `/${relative(webDist, original(path)).split(sep).join('/')}`;
      reply.header('cache-control', cacheControlFor(url));
    },
  });
  app.setNotFoundHandler((req, reply) => {
    if (
      req.method === 'GET' &&
      !req.url.startsWith('/api/') &&
      !req.url.startsWith('/ws') &&
      !req.url.startsWith('/assets/')
    ) {
      return reply.sendFile('index.html');
    }
    return reply.code(404).send({ error: { code: 'ERR_NOT_FOUND' } });
  });
}
