import type { Migration } from 'kysely';
import type { Dialect } from '../dialect.js';
import { belongsTo, type TableDefinitions, tablesMigration } from './columns.js';

const TABLES = {
  download_links: {
    numbered: 'id',
    columns: {
      order_id: belongsTo('orders.id'),
      order_item_id: 'integer not null',
      title: 'varchar(200) not null',
      file: 'varchar(500) not null',
      max_downloads: 'integer not null',
      downloads_used: 'integer default 0 not null',
      expires_at: 'varchar(40) not null',
      mailed_at: 'varchar(40)',
      created_at: 'varchar(40) not null',
    },
    unique: { download_links_one_per_file: ['order_item_id', 'file'] },
    indexes: { download_links_order: ['order_id'] },
  },
} satisfies TableDefinitions;

/** A paid download: one row per file of a downloadable order line, created once the payment is captured. */
export const downloadLinksMigration = (dialect: Dialect): Migration => tablesMigration(TABLES, dialect);
