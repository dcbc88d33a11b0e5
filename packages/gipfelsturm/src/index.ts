export * from './cards.js';
export * from './config.js';
export * from './layout.js';
export * from './types.js';
export { layOut, shuffledDeck, type Layout } from './deal.js';
export { GIPFEL_ERRORS, type GipfelErrorCode, type GipfelError } from './play.js';
export { makeMove, parseMove } from './notation.js';
export { toSetup } from './setup.js';
export { gipfelsturm } from './definition.js';
