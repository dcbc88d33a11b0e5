/**
 * The wire protocol's version. A client sends it in `hello`; the server refuses a different
 * major version with `ERR_PROTOCOL_VERSION` and close code 4000. Bump it on any incompatible change.
 */
export const PROTOCOL_VERSION = 1;
