import type { FastifyBaseLogger } from 'fastify';
import { pino, type DestinationStream } from 'pino';

/**
 * The server's one structured log (pino, one JSON line per event, on stdout). What a line may
 * carry is decided here: a request is its method, its path (the query string left out: a link's
 * token must never be written down) and the client's address — never its headers (the session
 * cookie, an Authorization token). Keys that name a secret are replaced wherever they occur.
 * Code that logs passes ids, games, phases and codes, never a record with a seed or a hand.
 */
export function createLogger(level: string, destination?: DestinationStream): FastifyBaseLogger {
  return pino(
    {
      level,
      redact: {
        paths: [
          'password',
          'token',
          'seed',
          'secret',
          'dailySecret',
          'cookie',
          'authorization',
          '*.password',
          '*.token',
          '*.seed',
          '*.secret',
          '*.dailySecret',
          '*.cookie',
          '*.authorization',
          'req.headers',
        ],
        censor: '[redacted]',
      },
      serializers: {
        req: (req: { method?: string; url?: string; ip?: string; socket?: { remoteAddress?: string } }) => ({
          method: req.method,
          url: (req.url ?? '').split('?')[0],
          remoteAddress: req.ip ?? req.socket?.remoteAddress,
        }),
        err: pino.stdSerializers.err,
      },
    },
    destination,
  );
}
