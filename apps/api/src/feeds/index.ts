/** The feeds module's public surface: product feeds for shopping services. */
export { registerFeedRoutes } from './routes.js';
