export * from './envelope.js';
export * from './client.js';
