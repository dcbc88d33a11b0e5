export * from './cards.js';
export * from './config.js';
export * from './moves.js';
export type { State, RideCard, ExitFact, RoundScore } from './state.js';
export type { Setup } from './setup.js';
export type { View } from './view.js';
export { speedlift, deal } from './definition.js';
export { boundsOf, markersOf, allowedBy, type HandBounds } from './facts.js';
