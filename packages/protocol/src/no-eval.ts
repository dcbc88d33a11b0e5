import { config } from 'zod/v4/core';

/*
 * For pages under a strict Content-Security-Policy (no 'unsafe-eval'): zod parses without
 * compiling its object parsers with `new Function`. Without this, zod 4 probes `new Function('')`
 * when an object schema is built, and the browser reports the caught probe as a CSP violation
 * (`script-src eval`, seen by e2e/csp). It must run before any schema is built, so it is the
 * first import of the browser entry (browser.ts). The server keeps the compiled, faster parsers.
 */
config({ jitless: true });
