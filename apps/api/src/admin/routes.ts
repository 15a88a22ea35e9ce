import type { FastifyInstance } from 'fastify';
import type { ApiContext } from '../context.js';
import type { ImportJobs } from '../catalog-editing/index.js';
import type { ClaimService } from '../claims/index.js';
import type { OrderOperations } from '../order/index.js';
import type { StaffService } from '../staff/index.js';
import { registerAdminOrderRoutes } from './order-routes.js';
import { registerStaffRoutes } from './staff-routes.js';
import { registerAdminCatalogRoutes } from './catalog-routes.js';
import { registerAdminCustomerRoutes } from './customer-routes.js';
import { registerAdminContentRoutes } from './content-routes.js';
import { registerAdminCategoryRoutes } from './category-routes.js';
import { registerAdminImportRoutes } from './import-routes.js';
import { registerAdminProductImageRoutes } from './product-image-routes.js';
import { registerAdminClaimRoutes } from './claim-routes.js';
import { registerAdminDeliveryRoutes } from './delivery-routes.js';
import { registerAdminMailPreviewRoutes } from './mail-preview-routes.js';
import { registerAdminStoreRoutes } from './store-routes.js';

/** The domain services the back office adapts (built once in services.ts). */
export interface AdminServices {
  orderOperations: OrderOperations;
  staff: StaffService;
  catalogImports: ImportJobs;
  claims: ClaimService;
}

/**
 * The back office under /api/admin (docs/admin-api.md). Each area registers its own routes
 * here; every route declares the roles it admits with requireRole (staff/auth.ts).
 */
export function registerAdminRoutes(app: FastifyInstance, context: ApiContext, services: AdminServices): void {
  registerStaffRoutes(app, context, services);
  registerAdminOrderRoutes(app, context, services);
  registerAdminCatalogRoutes(app, context);
  registerAdminProductImageRoutes(app, context);
  registerAdminCustomerRoutes(app, context);
  registerAdminContentRoutes(app, context);
  registerAdminCategoryRoutes(app, context);
  registerAdminImportRoutes(app, context, services);
  registerAdminClaimRoutes(app, context, services);
  registerAdminDeliveryRoutes(app, context, services);
  registerAdminMailPreviewRoutes(app, context);
  registerAdminStoreRoutes(app, context);
}
