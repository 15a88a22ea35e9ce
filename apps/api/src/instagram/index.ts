/** The Instagram feed module's public surface. */
export { InstagramFeed } from './feed.js';
export { registerInstagramRoutes } from './routes.js';
export { startInstagramStandIn, type InstagramStandIn } from './stand-in.js';
export { createInstagramFeed } from './setup.js';
