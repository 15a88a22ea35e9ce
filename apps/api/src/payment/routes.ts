import type { FastifyInstance } from 'fastify';
import type { ApiContext } from '../context.js';
import type { ProviderRouteServices } from './port.js';

/** The calls each registered provider adds of its own (port.ts `registerRoutes`), whether or not it is offered now. */
export function registerProviderRoutes(app: FastifyInstance, context: ApiContext, services: ProviderRouteServices): void {
  for (const provider of context.payments.providers) provider.registerRoutes?.(app, context, services);
}
