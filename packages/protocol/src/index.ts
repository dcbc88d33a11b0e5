export * from './version.js';
export * from './errors.js';
export * from './limits.js';
export * from './client.js';
export * from './server.js';
export * from './parse.js';
export * from './http.js';
