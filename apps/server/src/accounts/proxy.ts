import type { FastifyRequest } from 'fastify';

/**
 * What a request says about its client. Behind a reverse proxy the socket shows the proxy, and
 * the client's protocol and address come in `X-Forwarded-Proto` / `X-Forwarded-For` — headers
 * anyone can send, so they count only when the operator trusts the proxy (`trustProxy`,
 * TRUST_PROXY). We trust exactly one hop: the last value, the one our proxy added (a client's
 * own `X-Forwarded-For: 1.2.3.4` ends up before it and is ignored).
 */
export interface ProxyTrust {
  readonly trustProxy: boolean;
}

/** The last entry of a comma-separated forwarding header, or null. */
function lastForwarded(value: string | string[] | undefined): string | null {
  const text = Array.isArray(value) ? value.join(',') : value;
  const last = text?.split(',').at(-1)?.trim();
  return last ? last : null;
}

/** Whether the client reached us over HTTPS. */
export function isHttps(req: FastifyRequest, trust: ProxyTrust): boolean {
  if (trust.trustProxy) {
    const proto = lastForwarded(req.headers['x-forwarded-proto']);
    if (proto !== null) return proto.toLowerCase() === 'https';
  }
  return (req.raw.socket as { encrypted?: boolean } | undefined)?.encrypted === true;
}

/** The client's address (login throttling, rate limits). */
export function clientAddress(req: FastifyRequest, trust: ProxyTrust): string {
  const forwarded = trust.trustProxy ? lastForwarded(req.headers['x-forwarded-for']) : null;
  return forwarded ?? req.raw.socket?.remoteAddress ?? req.ip;
}
