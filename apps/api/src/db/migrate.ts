import { Migrator, type Migration, type MigrationProvider } from 'kysely';
import type { OpenedDatabase, Dialect } from './dialect.js';
import { catalogMigration } from './migrations/001_catalog.js';
import { settingsMigration } from './migrations/002_settings.js';
import { cartsOrdersMigration } from './migrations/003_carts_orders.js';
import { customersMigration } from './migrations/004_customers.js';
import { oneActiveCartMigration } from './migrations/005_one_active_cart.js';
import { mailCouponHardeningMigration } from './migrations/006_mail_coupon_hardening.js';
import { paymentsMigration } from './migrations/007_payments.js';
import { extraFeesMigration } from './migrations/008_extra_fees.js';
import { backOfficeMigration } from './migrations/009_back_office.js';
import { paymentWebhooksMigration } from './migrations/011_payment_webhooks.js';
import { backInStockMigration } from './migrations/012_back_in_stock.js';
import { couponTotalsMigration } from './migrations/013_coupon_totals.js';
import { storeCreditCheckoutMigration } from './migrations/014_store_credit_checkout.js';
import { giftCardsMigration } from './migrations/015_gift_cards.js';
import { downloadLinksMigration } from './migrations/016_download_links.js';
import { marketingOutboxMigration } from './migrations/017_marketing_outbox.js';
import { wishlistMigration } from './migrations/019_wishlist.js';
import { importJobsMigration } from './migrations/020_import_jobs.js';
import { pricedOrdersMigration } from './migrations/021_priced_orders.js';
import { emailVerificationMigration } from './migrations/022_email_verification.js';
import { securityHardeningMigration } from './migrations/024_security_hardening.js';
import { deliveryCapacityMigration } from './migrations/029_delivery_capacity.js';
import { storeTextsMigration } from './migrations/025_store_texts.js';
import { customerGroupsMigration } from './migrations/027_customer_groups.js';
import { freshnessClaimsMigration } from './migrations/030_freshness_claims.js';
import { giftDeliveriesMigration } from './migrations/031_gift_deliveries.js';
import { storeViewPriceFormatMigration } from './migrations/032_store_view_price_format.js';
import { deliveryPlacesMigration } from './migrations/033_delivery_places.js';
import { giveBackLedgerMigration } from './migrations/035_give_back_ledger.js';
import { storePlaceMigration } from './migrations/036_store_place.js';
import { optionStoreTextsMigration } from './migrations/037_option_store_texts.js';
import { shippingLabelsMigration } from './migrations/038_shipping_labels.js';
import { boxesAtRiskMigration } from './migrations/039_boxes_at_risk.js';
import { lotsMigration } from './migrations/040_lots.js';
import { selfServiceMigration } from './migrations/041_self_service.js';
import { orderChangesMigration } from './migrations/042_order_changes.js';
import { recipientChoosesDayMigration } from './migrations/043_recipient_chooses_day.js';
import { holdAnswersMigration } from './migrations/044_hold_answers.js';
import { shipmentFollowUpMigration } from './migrations/045_shipment_follow_up.js';
import { changeRefundClaimsMigration } from './migrations/046_change_refund_claims.js';
import { refundSendsMigration } from './migrations/047_refund_sends.js';
import { refundOutcomesMigration } from './migrations/048_refund_outcomes.js';

/**
 * Migrations are code, one file each, named in order, and the same for both
 * engines. Adding a table for a later issue is a new file in migrations/ and a
 * line here.
 */
function migrations(dialect: Dialect): Record<string, Migration> {
  return {
    '001_catalog': catalogMigration(dialect),
    '002_settings': settingsMigration,
    '003_carts_orders': cartsOrdersMigration(dialect),
    '004_customers': customersMigration(dialect),
    '005_one_active_cart': oneActiveCartMigration,
    '006_mail_coupon_hardening': mailCouponHardeningMigration,
    '007_payments': paymentsMigration(dialect),
    '008_extra_fees': extraFeesMigration,
    '009_back_office': backOfficeMigration(dialect),
    '011_payment_webhooks': paymentWebhooksMigration(dialect),
    '012_back_in_stock': backInStockMigration(dialect),
    '013_coupon_totals': couponTotalsMigration,
    '014_store_credit_checkout': storeCreditCheckoutMigration,
    '015_gift_cards': giftCardsMigration(dialect),
    '016_download_links': downloadLinksMigration(dialect),
    '017_marketing_outbox': marketingOutboxMigration(dialect),
    '019_wishlist': wishlistMigration(dialect),
    '020_import_jobs': importJobsMigration,
    '021_priced_orders': pricedOrdersMigration,
    '022_email_verification': emailVerificationMigration,
    '024_security_hardening': securityHardeningMigration,
    '025_store_texts': storeTextsMigration,
    '027_customer_groups': customerGroupsMigration,
    '029_delivery_capacity': deliveryCapacityMigration(dialect),
    '030_freshness_claims': freshnessClaimsMigration(dialect),
    '031_gift_deliveries': giftDeliveriesMigration,
    '032_store_view_price_format': storeViewPriceFormatMigration,
    '033_delivery_places': deliveryPlacesMigration,
    '035_give_back_ledger': giveBackLedgerMigration(dialect),
    '036_store_place': storePlaceMigration,
    '037_option_store_texts': optionStoreTextsMigration,
    '038_shipping_labels': shippingLabelsMigration(dialect),
    '039_boxes_at_risk': boxesAtRiskMigration(dialect),
    '040_lots': lotsMigration(dialect),
    '041_self_service': selfServiceMigration,
    '042_order_changes': orderChangesMigration(dialect),
    '043_recipient_chooses_day': recipientChoosesDayMigration,
    '044_hold_answers': holdAnswersMigration,
    '045_shipment_follow_up': shipmentFollowUpMigration(dialect),
    '046_change_refund_claims': changeRefundClaimsMigration,
    '047_refund_sends': refundSendsMigration,
    '048_refund_outcomes': refundOutcomesMigration,
  };
}

class InCodeMigrationProvider implements MigrationProvider {
  constructor(private readonly dialect: Dialect) {}
  async getMigrations(): Promise<Record<string, Migration>> {
    return migrations(this.dialect);
  }
}

function migratorOf({ db, dialect, schema }: OpenedDatabase): Migrator {
  // Kysely looks for its bookkeeping tables in every schema unless told which one: another schema's
  // tables (a parallel test run, another deployment) would otherwise make it skip ours.
  return new Migrator({
    db,
    provider: new InCodeMigrationProvider(dialect),
    // Numbers are handed out per issue and land in any order (011 and 012 shipped before 009): a database
    // that already ran a later one still takes an earlier new one. Each migration only needs those below it.
    allowUnorderedMigrations: true,
    ...(schema ? { migrationTableSchema: schema } : {}),
  });
}

/** The migrations this build knows that the database has not run yet (readiness). */
export async function pendingMigrations(opened: OpenedDatabase): Promise<string[]> {
  const known = await retriedWhileCatalogChanges(() => migratorOf(opened).getMigrations());
  return known.filter((migration) => migration.executedAt === undefined).map((migration) => migration.name);
}

/**
 * Kysely's bookkeeping check lists the tables and columns of every schema in the database. A schema, table or
 * column another session drops or changes during that scan (parallel test runs, a restore, another deployment's
 * migration) fails it ("schema ... does not exist", "column ... does not exist", "cache lookup failed") before
 * anything of ours ran. Such a failure is tried again.
 */
async function retriedWhileCatalogChanges<T>(attempt: () => Promise<T>, tries = 8): Promise<T> {
  for (let left = tries - 1; ; left--) {
    try {
      return await attempt();
    } catch (error) {
      if (left === 0 || !isCatalogChangedMeanwhile(error)) throw error;
      await new Promise((resolve) => setTimeout(resolve, 50 + Math.random() * 100));
    }
  }
}

/** PostgreSQL's codes for an object that vanished under a catalog scan. */
const VANISHED_OBJECT_CODES = new Set(['3F000', '42703', '42P01', '42704']);

function isCatalogChangedMeanwhile(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const { code, message } = error as { code?: unknown; message?: unknown };
  if (typeof code === 'string' && VANISHED_OBJECT_CODES.has(code)) return true;
  return code === 'XX000' && typeof message === 'string' && message.startsWith('cache lookup failed');
}

export async function migrateToLatest(opened: OpenedDatabase): Promise<string[]> {
  const { error, results } = await retriedWhileCatalogChanges(async () => {
    const outcome = await migratorOf(opened).migrateToLatest();
    const nothingRan = !outcome.results?.some((result) => result.status !== 'NotExecuted');
    if (outcome.error && nothingRan && isCatalogChangedMeanwhile(outcome.error)) throw outcome.error;
    return outcome;
  });
  if (error) {
    const failed = results?.find((result) => result.status === 'Error');
    throw new Error(`Migration ${failed?.migrationName ?? '(unknown)'} failed: ${String(error)}`, { cause: error });
  }
  return (results ?? []).filter((result) => result.status === 'Success').map((result) => result.migrationName);
}

/** Runs the migrations up to and including `name` only (tests of a migration build the database it starts from). */
export async function migrateTo(opened: OpenedDatabase, name: string): Promise<void> {
  const { error } = await migratorOf(opened).migrateTo(name);
  if (error) throw new Error(`Migrating to ${name} failed: ${String(error)}`, { cause: error });
}
