import { sql, type Kysely, type Migration } from 'kysely';
import type { Dialect } from '../dialect.js';
import { belongsTo, createNumberedTable, metaTexts, timestamps } from './columns.js';

/** The catalog: stores, categories, attributes, products of every type, stock, tax, content, rewrites, blog, banners, coupons, reviews. */
export function catalogMigration(dialect: Dialect): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('stores')
        .addColumn('code', 'varchar(64)', (c) => c.primaryKey())
        .addColumn('store_id', 'integer', (c) => c.notNull().unique())
        .addColumn('website_id', 'integer', (c) => c.notNull())
        .addColumn('name', 'varchar(255)', (c) => c.notNull())
        .addColumn('tagline', 'text', (c) => c.notNull())
        .addColumn('logo', 'text', (c) => c.notNull())
        .addColumn('is_default', 'integer', (c) => c.notNull())
        .addColumn('hosts', 'text', (c) => c.notNull())
        .addColumn('url_prefix', 'varchar(16)')
        .addColumn('append_store_code', 'integer', (c) => c.notNull())
        .addColumn('url_mapping_enabled', 'integer', (c) => c.notNull())
        .addColumn('locale', 'varchar(8)', (c) => c.notNull())
        .addColumn('currency_code', 'varchar(3)', (c) => c.notNull())
        .addColumn('currency_sign', 'varchar(8)', (c) => c.notNull())
        .addColumn('fraction_digits', 'integer', (c) => c.notNull())
        .addColumn('price_template', 'varchar(64)', (c) => c.notNull())
        .addColumn('default_country', 'varchar(2)', (c) => c.notNull())
        .addColumn('default_region', 'varchar(64)', (c) => c.notNull())
        .addColumn('display_prices_incl_tax', 'integer', (c) => c.notNull())
        .addColumn('seo_title', 'text', (c) => c.notNull())
        .addColumn('seo_description', 'text', (c) => c.notNull())
        .execute();

      await db.schema
        .createTable('categories')
        .addColumn('id', 'integer', (c) => c.primaryKey())
        .addColumn('parent_id', 'integer', (c) => c.notNull())
        .addColumn('name', 'varchar(255)', (c) => c.notNull())
        .addColumn('url_key', 'varchar(255)', (c) => c.notNull())
        .addColumn('url_path', 'varchar(512)', (c) => c.notNull())
        .addColumn('path', 'varchar(255)', (c) => c.notNull())
        .addColumn('level', 'integer', (c) => c.notNull())
        .addColumn('position', 'integer', (c) => c.notNull())
        .addColumn('is_active', 'integer', (c) => c.notNull())
        .addColumn('include_in_menu', 'integer', (c) => c.notNull())
        .addColumn('description', 'text', (c) => c.notNull())
        .addColumn('image', 'text')
        .$call(metaTexts)
        .addColumn('updated_at', 'varchar(40)', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('categories_url_path').on('categories').column('url_path').execute();

      await db.schema
        .createTable('attributes')
        .addColumn('attribute_id', 'integer', (c) => c.primaryKey())
        .addColumn('attribute_code', 'varchar(64)', (c) => c.notNull().unique())
        .addColumn('frontend_label', 'varchar(255)', (c) => c.notNull())
        .addColumn('frontend_input', 'varchar(32)', (c) => c.notNull())
        .addColumn('is_user_defined', 'integer', (c) => c.notNull())
        .addColumn('is_visible', 'integer', (c) => c.notNull())
        .addColumn('is_comparable', 'integer', (c) => c.notNull())
        .addColumn('is_filterable', 'integer', (c) => c.notNull())
        .addColumn('position', 'integer', (c) => c.notNull())
        .execute();

      await db.schema
        .createTable('attribute_options')
        .addColumn('attribute_id', 'integer', belongsTo('attributes.attribute_id'))
        .addColumn('value', 'varchar(64)', (c) => c.notNull())
        .addColumn('label', 'varchar(255)', (c) => c.notNull())
        .addColumn('position', 'integer', (c) => c.notNull())
        .addPrimaryKeyConstraint('attribute_options_pk', ['attribute_id', 'value'])
        .execute();

      await db.schema
        .createTable('tax_classes')
        .addColumn('id', 'integer', (c) => c.primaryKey())
        .addColumn('name', 'varchar(255)', (c) => c.notNull())
        .addColumn('kind', 'varchar(16)', (c) => c.notNull())
        .execute();

      await db.schema
        .createTable('tax_rules')
        .addColumn('id', 'integer', (c) => c.primaryKey())
        .addColumn('code', 'varchar(255)', (c) => c.notNull())
        .addColumn('priority', 'integer', (c) => c.notNull())
        .addColumn('position', 'integer', (c) => c.notNull())
        .execute();

      await db.schema
        .createTable('tax_rule_classes')
        .addColumn('rule_id', 'integer', belongsTo('tax_rules.id'))
        .addColumn('tax_class_id', 'integer', (c) => c.notNull().references('tax_classes.id'))
        .addColumn('kind', 'varchar(16)', (c) => c.notNull())
        .addPrimaryKeyConstraint('tax_rule_classes_pk', ['rule_id', 'tax_class_id'])
        .execute();

      await db.schema
        .createTable('tax_rates')
        .addColumn('id', 'integer', (c) => c.primaryKey())
        .addColumn('rule_id', 'integer', belongsTo('tax_rules.id'))
        .addColumn('code', 'varchar(255)', (c) => c.notNull())
        .addColumn('tax_country_id', 'varchar(2)', (c) => c.notNull())
        .addColumn('tax_region_id', 'integer', (c) => c.notNull())
        .addColumn('region_code', 'varchar(16)', (c) => c.notNull())
        .addColumn('region_name', 'varchar(255)', (c) => c.notNull())
        .addColumn('tax_postcode', 'varchar(32)', (c) => c.notNull())
        .addColumn('rate_ppm', 'integer', (c) => c.notNull())
        .addColumn('position', 'integer', (c) => c.notNull())
        .execute();

      await db.schema
        .createTable('products')
        .addColumn('id', 'integer', (c) => c.primaryKey())
        .addColumn('sku', 'varchar(64)', (c) => c.notNull().unique())
        .addColumn('type_id', 'varchar(32)', (c) => c.notNull())
        .addColumn('parent_id', 'integer', (c) => c.references('products.id').onDelete('cascade'))
        .addColumn('name', 'varchar(255)', (c) => c.notNull())
        .addColumn('url_key', 'varchar(255)', (c) => c.notNull())
        .addColumn('url_path', 'varchar(512)', (c) => c.notNull())
        .addColumn('status', 'integer', (c) => c.notNull())
        .addColumn('visibility', 'integer', (c) => c.notNull())
        .addColumn('price_cents', 'integer', (c) => c.notNull())
        .addColumn('special_price_cents', 'integer')
        .addColumn('special_from_date', 'varchar(40)')
        .addColumn('special_to_date', 'varchar(40)')
        .addColumn('tax_class_id', 'integer', (c) => c.notNull())
        .addColumn('position', 'integer', (c) => c.notNull())
        .addColumn('description', 'text', (c) => c.notNull())
        .addColumn('short_description', 'text', (c) => c.notNull())
        .addColumn('image', 'text', (c) => c.notNull())
        .addColumn('is_new', 'integer', (c) => c.notNull())
        .addColumn('is_bestseller', 'integer', (c) => c.notNull())
        .addColumn('weight_grams', 'integer', (c) => c.notNull())
        .$call(metaTexts)
        .addColumn('type_data', 'text', (c) => c.notNull())
        .$call(timestamps)
        .execute();
      await db.schema.createIndex('products_parent_id').on('products').column('parent_id').execute();
      await db.schema.createIndex('products_url_path').on('products').column('url_path').execute();

      await db.schema
        .createTable('product_attribute_values')
        .addColumn('product_id', 'integer', belongsTo('products.id'))
        .addColumn('attribute_code', 'varchar(64)', (c) => c.notNull())
        .addColumn('value', 'varchar(255)', (c) => c.notNull())
        .addPrimaryKeyConstraint('product_attribute_values_pk', ['product_id', 'attribute_code'])
        .execute();

      await db.schema
        .createTable('product_categories')
        .addColumn('product_id', 'integer', belongsTo('products.id'))
        .addColumn('category_id', 'integer', belongsTo('categories.id'))
        .addColumn('position', 'integer', (c) => c.notNull())
        .addPrimaryKeyConstraint('product_categories_pk', ['product_id', 'category_id'])
        .execute();
      await db.schema.createIndex('product_categories_category').on('product_categories').column('category_id').execute();

      await db.schema
        .createTable('product_media')
        .addColumn('product_id', 'integer', belongsTo('products.id'))
        .addColumn('position', 'integer', (c) => c.notNull())
        .addColumn('image', 'text', (c) => c.notNull())
        .addColumn('label', 'varchar(255)', (c) => c.notNull())
        .addPrimaryKeyConstraint('product_media_pk', ['product_id', 'position'])
        .execute();

      await db.schema
        .createTable('product_stores')
        .addColumn('product_id', 'integer', belongsTo('products.id'))
        .addColumn('store_code', 'varchar(64)', belongsTo('stores.code'))
        .addPrimaryKeyConstraint('product_stores_pk', ['product_id', 'store_code'])
        .execute();

      await db.schema
        .createTable('configurable_attributes')
        .addColumn('product_id', 'integer', belongsTo('products.id'))
        .addColumn('attribute_id', 'integer', (c) => c.notNull().references('attributes.attribute_id'))
        .addColumn('position', 'integer', (c) => c.notNull())
        .addPrimaryKeyConstraint('configurable_attributes_pk', ['product_id', 'attribute_id'])
        .execute();

      await db.schema
        .createTable('product_links')
        .addColumn('product_id', 'integer', belongsTo('products.id'))
        .addColumn('linked_product_id', 'integer', belongsTo('products.id'))
        .addColumn('link_type', 'varchar(32)', (c) => c.notNull())
        .addColumn('qty', 'integer', (c) => c.notNull())
        .addColumn('position', 'integer', (c) => c.notNull())
        .addPrimaryKeyConstraint('product_links_pk', ['product_id', 'linked_product_id', 'link_type'])
        .execute();

      await db.schema
        .createTable('bundle_options')
        .addColumn('option_id', 'integer', (c) => c.primaryKey())
        .addColumn('product_id', 'integer', belongsTo('products.id'))
        .addColumn('title', 'varchar(255)', (c) => c.notNull())
        .addColumn('type', 'varchar(16)', (c) => c.notNull())
        .addColumn('required', 'integer', (c) => c.notNull())
        .addColumn('position', 'integer', (c) => c.notNull())
        .execute();

      await createNumberedTable(db, dialect, 'bundle_selections')
        .addColumn('option_id', 'integer', belongsTo('bundle_options.option_id'))
        .addColumn('product_id', 'integer', belongsTo('products.id'))
        .addColumn('qty', 'integer', (c) => c.notNull())
        .addColumn('is_default', 'integer', (c) => c.notNull())
        .addColumn('can_change_qty', 'integer', (c) => c.notNull())
        .addColumn('position', 'integer', (c) => c.notNull())
        .execute();

      await db.schema
        .createTable('custom_options')
        .addColumn('option_id', 'integer', (c) => c.primaryKey())
        .addColumn('product_id', 'integer', belongsTo('products.id'))
        .addColumn('title', 'varchar(255)', (c) => c.notNull())
        .addColumn('type', 'varchar(16)', (c) => c.notNull())
        .addColumn('required', 'integer', (c) => c.notNull())
        .addColumn('sort_order', 'integer', (c) => c.notNull())
        .addColumn('price_cents', 'integer', (c) => c.notNull())
        .addColumn('price_percent_bp', 'integer', (c) => c.notNull())
        .addColumn('price_type', 'varchar(16)', (c) => c.notNull())
        .addColumn('sku', 'varchar(64)', (c) => c.notNull())
        .addColumn('max_characters', 'integer')
        .execute();

      await db.schema
        .createTable('custom_option_values')
        .addColumn('option_type_id', 'integer', (c) => c.primaryKey())
        .addColumn('option_id', 'integer', belongsTo('custom_options.option_id'))
        .addColumn('title', 'varchar(255)', (c) => c.notNull())
        .addColumn('sku', 'varchar(64)', (c) => c.notNull())
        .addColumn('price_cents', 'integer', (c) => c.notNull())
        .addColumn('price_percent_bp', 'integer', (c) => c.notNull())
        .addColumn('price_type', 'varchar(16)', (c) => c.notNull())
        .addColumn('sort_order', 'integer', (c) => c.notNull())
        .execute();

      await db.schema
        .createTable('stock_items')
        .addColumn('product_id', 'integer', (c) => c.primaryKey().references('products.id').onDelete('cascade'))
        .addColumn('qty', 'integer', (c) => c.notNull())
        .addColumn('manage_stock', 'integer', (c) => c.notNull())
        .addColumn('is_in_stock', 'integer', (c) => c.notNull())
        .addColumn('min_sale_qty', 'integer', (c) => c.notNull())
        .addColumn('max_sale_qty', 'integer', (c) => c.notNull())
        .addColumn('backorders', 'integer', (c) => c.notNull())
        .addColumn('updated_at', 'varchar(40)', (c) => c.notNull())
        .addCheckConstraint('stock_items_qty_not_negative', sql`qty >= 0`)
        .execute();

      await db.schema
        .createTable('cms_pages')
        .addColumn('id', 'integer', (c) => c.primaryKey())
        .addColumn('identifier', 'varchar(255)', (c) => c.notNull())
        .addColumn('store_code', 'varchar(64)')
        .addColumn('title', 'varchar(255)', (c) => c.notNull())
        .addColumn('content', 'text', (c) => c.notNull())
        .addColumn('content_heading', 'varchar(255)', (c) => c.notNull())
        .$call(metaTexts)
        .addColumn('is_active', 'integer', (c) => c.notNull())
        .addColumn('updated_at', 'varchar(40)', (c) => c.notNull())
        .execute();

      await db.schema
        .createTable('cms_blocks')
        .addColumn('id', 'integer', (c) => c.primaryKey())
        .addColumn('identifier', 'varchar(255)', (c) => c.notNull())
        .addColumn('store_code', 'varchar(64)')
        .addColumn('title', 'varchar(255)', (c) => c.notNull())
        .addColumn('content', 'text', (c) => c.notNull())
        .addColumn('is_active', 'integer', (c) => c.notNull())
        .addColumn('updated_at', 'varchar(40)', (c) => c.notNull())
        .execute();

      await db.schema
        .createTable('url_rewrites')
        .addColumn('id', 'integer', (c) => c.primaryKey())
        .addColumn('store_code', 'varchar(64)', (c) => c.notNull())
        .addColumn('entity_type', 'varchar(32)', (c) => c.notNull())
        .addColumn('entity_ref', 'varchar(255)', (c) => c.notNull())
        .addColumn('request_path', 'varchar(512)', (c) => c.notNull())
        .addColumn('target_path', 'varchar(512)', (c) => c.notNull())
        .addColumn('redirect_type', 'integer', (c) => c.notNull())
        .addUniqueConstraint('url_rewrites_store_path', ['store_code', 'request_path'])
        .execute();

      await db.schema
        .createTable('blog_categories')
        .addColumn('id', 'integer', (c) => c.primaryKey())
        .addColumn('title', 'varchar(255)', (c) => c.notNull())
        .addColumn('url_key', 'varchar(255)', (c) => c.notNull().unique())
        .addColumn('status', 'integer', (c) => c.notNull())
        .addColumn('description', 'text', (c) => c.notNull())
        .execute();

      await db.schema
        .createTable('blog_posts')
        .addColumn('id', 'integer', (c) => c.primaryKey())
        .addColumn('title', 'varchar(255)', (c) => c.notNull())
        .addColumn('url_key', 'varchar(255)', (c) => c.notNull().unique())
        .addColumn('status', 'integer', (c) => c.notNull())
        .addColumn('publish_date', 'varchar(40)', (c) => c.notNull())
        .addColumn('author', 'varchar(255)', (c) => c.notNull())
        .addColumn('image', 'text')
        .addColumn('short_content', 'text', (c) => c.notNull())
        .addColumn('content', 'text', (c) => c.notNull())
        .$call(metaTexts)
        .execute();

      await db.schema
        .createTable('blog_post_categories')
        .addColumn('post_id', 'integer', belongsTo('blog_posts.id'))
        .addColumn('category_id', 'integer', belongsTo('blog_categories.id'))
        .addPrimaryKeyConstraint('blog_post_categories_pk', ['post_id', 'category_id'])
        .execute();

      await db.schema
        .createTable('banners')
        .addColumn('id', 'integer', (c) => c.primaryKey())
        .addColumn('store_code', 'varchar(64)', (c) => c.notNull())
        .addColumn('slot', 'varchar(16)', (c) => c.notNull())
        .addColumn('title', 'varchar(255)', (c) => c.notNull())
        .addColumn('subtitle', 'text', (c) => c.notNull())
        .addColumn('cta', 'varchar(255)', (c) => c.notNull())
        .addColumn('link', 'text', (c) => c.notNull())
        .addColumn('image', 'text', (c) => c.notNull())
        .addColumn('position', 'integer', (c) => c.notNull())
        .execute();

      await db.schema
        .createTable('coupons')
        .addColumn('code', 'varchar(64)', (c) => c.primaryKey())
        .addColumn('description', 'text', (c) => c.notNull())
        .addColumn('discount_type', 'varchar(16)', (c) => c.notNull())
        .addColumn('discount_value', 'integer', (c) => c.notNull())
        .addColumn('is_active', 'integer', (c) => c.notNull())
        .addColumn('from_date', 'varchar(40)')
        .addColumn('to_date', 'varchar(40)')
        .addColumn('uses_per_customer', 'integer')
        .execute();

      await createNumberedTable(db, dialect, 'reviews')
        .addColumn('product_id', 'integer', belongsTo('products.id'))
        .addColumn('title', 'varchar(255)', (c) => c.notNull())
        .addColumn('detail', 'text', (c) => c.notNull())
        .addColumn('nickname', 'varchar(100)', (c) => c.notNull())
        .addColumn('rating', 'integer', (c) => c.notNull())
        .addColumn('status', 'integer', (c) => c.notNull())
        .addColumn('customer_id', 'integer')
        .addColumn('created_at', 'varchar(40)', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('reviews_product').on('reviews').columns(['product_id', 'status']).execute();

      await db.schema
        .createTable('catalog_state')
        .addColumn('id', 'integer', (c) => c.primaryKey())
        .addColumn('version', 'integer', (c) => c.notNull())
        .addColumn('updated_at', 'varchar(40)', (c) => c.notNull())
        .execute();
    },
  };
}
