/** The db module's public surface: other modules import only what this file hands on. */
export { openDatabase } from './database.js';
export { afterCommit, isUniqueViolation, type Dialect, type Engine, type PoolStats } from './dialect.js';
export {
  type Database,
  type ImportJobsTable,
  type OrderShipmentsTable,
  type RefundMail,
  type RefundState,
  type ShipmentAtRiskTable,
  type ShippingHoldsTable,
  type StaffRole,
  type StaffTable,
} from './schema.js';
