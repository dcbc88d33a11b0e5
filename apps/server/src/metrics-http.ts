import { timingSafeEqual } from 'node:crypto';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { scrape as ownScrape, type Scrape } from './metrics.js';

/** Whether an Authorization header carries exactly `Bearer <token>` (compared in constant time). */
export function bearerMatches(header: string | undefined, token: string): boolean {
  const given = Buffer.from(header ?? '');
  const wanted = Buffer.from(`Bearer ${token}`);
  return given.length === wanted.length && timingSafeEqual(given, wanted);
}

/**
 * `/metrics` on the public site: with METRICS_TOKEN only for `Authorization: Bearer <token>`
 * (401 otherwise); without a token it does not exist there (404 — not the web app's page), and
 * the metrics are served on METRICS_PORT alone.
 */
export function registerMetricsRoute(
  app: FastifyInstance,
  token: string | undefined,
  /** This process's metrics, or with WORKERS all workers' (metrics-cluster.ts). */
  scrape: Scrape = ownScrape,
): void {
  app.get('/metrics', async (req, reply) => {
    if (token === undefined) return reply.code(404).send({ error: { code: 'ERR_NOT_FOUND' } });
    if (!bearerMatches(req.headers.authorization, token))
      return reply
        .code(401)
        .header('www-authenticate', 'Bearer')
        .send({ error: { code: 'ERR_UNAUTHORIZED' } });
    const { contentType, body } = await scrape();
    return reply.header('content-type', contentType).header('cache-control', 'no-store').send(body);
  });
}

/**
 * The metrics on a port of their own (METRICS_PORT, on METRICS_HOST, default 127.0.0.1): a plain
 * HTTP server that answers `GET /metrics` and nothing else, for a Prometheus on the same host or
 * private network. Returns its port and how to stop it.
 */
export async function startMetricsServer(
  port: number,
  host: string,
  scrape: Scrape = ownScrape,
): Promise<{ port: number; close(): Promise<void> }> {
  const server = createServer((req, res) => {
    if (req.method !== 'GET' || (req.url ?? '').split('?')[0] !== '/metrics') {
      res.writeHead(404).end();
      return;
    }
    scrape().then(
      ({ contentType, body }) =>
        res.writeHead(200, { 'content-type': contentType, 'cache-control': 'no-store' }).end(body),
      () => res.writeHead(500).end(),
    );
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve());
  });
  return {
    port: (server.address() as AddressInfo).port,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
