import { createApi } from './app.js';
import { loadConfig } from './config.js';
import { closeOnSignals } from './shutdown.js';

/** Runs the API on its own (the storefront host normally serves it on the same origin). */
const config = loadConfig();
const app = await createApi({ config });
closeOnSignals(app, config.shutdownDrainMs);
const port = Number(process.env.API_PORT ?? process.env.PORT ?? 3001);
await app.listen({ port, host: process.env.HOST ?? '0.0.0.0' });
