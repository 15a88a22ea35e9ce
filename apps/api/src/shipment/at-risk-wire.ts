import { z } from 'zod';
import { MAX_ROW_ID } from '../http/index.js';

/** The box at risk a route names (its other shapes are shared: @shoreline/domain/wire/boxes-at-risk). */
export const atRiskIdParam = z.object({ id: z.coerce.number().int().positive().max(MAX_ROW_ID) });
