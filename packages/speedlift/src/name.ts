/**
 * The game's id: its name on the wire, in the database and in URLs. A module of its own so the
 * page's start bundle can name the game without loading the engine (`@kartenhaus/speedlift/name`).
 */
export const NAME = 'speedlift';
