// The protocol as pages import it (package.json's "browser" condition): zod set up for a strict
// CSP first (no-eval.ts), then everything the server's entry has.
import './no-eval.js';

export * from './index.js';
