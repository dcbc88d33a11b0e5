import helmet from '@fastify/helmet';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/**
 * The Content-Security-Policy of every answer. The web app is one origin: its scripts, styles,
 * icons and manifest come from the site itself (Vite emits files, no inline script or style
 * element; React's `style` props go through the CSSOM, which CSP does not govern), the
 * WebSocket and the API are the same host (`'self'` covers ws:/wss: of the same host, CSP 3),
 * the service worker is `/sw.js`. Nothing may frame the site (`frame-ancestors 'none'`).
 */
export const CSP_DIRECTIVES = {
  defaultSrc: ["'self'"],
  scriptSrc: ["'self'"],
  styleSrc: ["'self'"],
  imgSrc: ["'self'"],
  fontSrc: ["'self'"],
  connectSrc: ["'self'"],
  workerSrc: ["'self'"],
  manifestSrc: ["'self'"],
  objectSrc: ["'none'"],
  baseUri: ["'self'"],
  formAction: ["'self'"],
  frameAncestors: ["'none'"],
  // Not upgrade-insecure-requests: the site also runs over plain HTTP (local play, the tests);
  // behind TLS the proxy redirects, and HSTS keeps the browser on HTTPS.
  upgradeInsecureRequests: null,
} as const;

/**
 * Security headers on every answer (helmet): the CSP above, `X-Frame-Options: DENY` for browsers
 * without frame-ancestors, `X-Content-Type-Options: nosniff`, `Referrer-Policy: no-referrer`,
 * and helmet's other defaults (HSTS — ignored over plain HTTP —, COOP/CORP same-origin).
 */
export async function registerSecurityHeaders(app: FastifyInstance): Promise<void> {
  await app.register(helmet, {
    contentSecurityPolicy: { useDefaults: false, directives: CSP_DIRECTIVES },
    frameguard: { action: 'deny' },
    referrerPolicy: { policy: 'no-referrer' },
  });
}

const WITH_BODY: ReadonlySet<string> = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * `onRequest` hook of the API: a POST/PUT/PATCH/DELETE carries a JSON body — `{}` where the
 * action takes no input. None at all is `ERR_BODY_REQUIRED` (400); another content type is
 * `ERR_UNSUPPORTED_MEDIA_TYPE` (415). Besides exactness this keeps cross-site forms out: a form
 * can post `text/plain` or form data without asking the browser, never `application/json`.
 */
export async function requireJsonBody(req: FastifyRequest, reply: FastifyReply): Promise<void> {
  if (!WITH_BODY.has(req.method)) return;
  const length = req.headers['content-length'];
  const hasBody = req.headers['transfer-encoding'] !== undefined || (length !== undefined && Number(length) > 0);
  if (!hasBody) {
    await reply.code(400).send({ error: { code: 'ERR_BODY_REQUIRED', detail: 'a JSON body, {} when empty' } });
    return;
  }
  const type = (req.headers['content-type'] ?? '').split(';')[0]!.trim().toLowerCase();
  if (type !== 'application/json') {
    await reply.code(415).send({ error: { code: 'ERR_UNSUPPORTED_MEDIA_TYPE', detail: 'application/json' } });
  }
}
