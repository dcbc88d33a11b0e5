import { existsSync } from 'node:fs';
import fastifyStatic from '@fastify/static';
import Fastify, { type FastifyInstance } from 'fastify';
import type { ServerConfig } from './config.js';

/** Builds the HTTP server: health check, the web app, and (as they land) the API and tables. */
export async function buildApp(config: ServerConfig): Promise<FastifyInstance> {
  const app = Fastify({
    logger: { level: config.logLevel },
    // The web app and API are small JSON messages; refuse anything large early.
    bodyLimit: 64 * 1024,
  });

  app.get('/healthz', async () => ({ status: 'ok' }));

  if (existsSync(config.webDist)) {
    await app.register(fastifyStatic, { root: config.webDist, wildcard: false });
    // The single-page app handles its own routes: unknown GETs outside /api get index.html.
    app.setNotFoundHandler((req, reply) => {
      if (req.method === 'GET' && !req.url.startsWith('/api/') && !req.url.startsWith('/ws')) {
        return reply.sendFile('index.html');
      }
      return reply.code(404).send({ error: { code: 'ERR_NOT_FOUND' } });
    });
  } else {
    app.log.warn({ webDist: config.webDist }, 'web app not built; only the API is served');
  }
  return app;
}
