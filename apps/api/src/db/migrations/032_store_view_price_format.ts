import { sql, type Kysely, type Migration } from 'kysely';

/**
 * The German and Italian store views were seeded writing a USD amount as "$13,98": the English order with the
 * view's decimal comma, as neither language writes it. Shops seeded since write "13,98 $" and "13,98 USD" (a
 * no-break space keeps amount and sign on one line). This brings the rows of a shop seeded before into line, and
 * only rows still holding the old seed's values: a format the shop set itself is left as it is.
 */
const VIEW_FORMATS = [
  { code: 'de', locale: 'de-DE', sign: '$' },
  { code: 'it', locale: 'it-IT', sign: 'USD' },
] as const;

const OLD_TEMPLATE = '{sign}{amount}';
const NEW_TEMPLATE = '{amount}\u00a0{sign}';

export const storeViewPriceFormatMigration: Migration = {
  async up(db: Kysely<unknown>) {
    for (const view of VIEW_FORMATS) {
      await sql`update stores set price_template = ${NEW_TEMPLATE}, currency_sign = ${view.sign}
        where code = ${view.code} and locale = ${view.locale} and price_template = ${OLD_TEMPLATE} and currency_sign = '$'`.execute(db);
    }
  },
  async down(db: Kysely<unknown>) {
    for (const view of VIEW_FORMATS) {
      await sql`update stores set price_template = ${OLD_TEMPLATE}, currency_sign = '$'
        where code = ${view.code} and locale = ${view.locale} and price_template = ${NEW_TEMPLATE} and currency_sign = ${view.sign}`.execute(
        db,
      );
    }
  },
};
