/**
 * The login page's address that leads back to `path` afterwards (`router.ts` `returnPath` reads it).
 * A module of its own: a game's pages link it, and the router imports the game registry.
 */
export const loginHref = (path: string): string => `/anmelden?zurueck=${encodeURIComponent(path)}`;
