import type { PageSeo } from '~/features/seo';
import type { AccountBlock } from './account-blocks';

/** An order as /api/user/order-history and /api/user/orders/{id} answer it. */
export interface OrderAddress {
  firstname?: string;
  lastname?: string;
  company?: string;
  street?: string[];
  city?: string;
  postcode?: string;
  region?: string | { region?: string; region_code?: string };
  region_code?: string;
  country_id?: string;
  telephone?: string;
}

export interface OrderLine {
  item_id: number;
  sku: string;
  name: string;
  qty_ordered: number;
  price_incl_tax: number;
  row_total_incl_tax: number;
  product_type: string;
  parent_sku: string | null;
  product_option: unknown;
}

export interface Order {
  entity_id: number;
  increment_id: string;
  created_at: string;
  status: string;
  grand_total: number;
  subtotal: number;
  shipping_amount: number;
  discount_amount: number;
  tax_amount: number;
  coupon_code: string | null;
  order_currency_code: string;
  shipping_description: string | null;
  delivery_date: string | null;
  items: OrderLine[];
  billing_address: OrderAddress | null;
  payment: { method: string; additional_information: string[] };
  gift_card_amount?: number;
  store_credit_amount?: number;
  extension_attributes: {
    shipping_assignments: Array<{ shipping: { address: OrderAddress } }>;
    shipments?: Array<{ carrier: string; track_number: string; shipped_at: string }>;
    downloads?: Array<{ title: string; url: string; downloads_left: number; expires_at: string }>;
  };
}

export interface OrderHistory {
  items: Order[];
  total_count: number;
}

export interface AccountPageData {
  block: AccountBlock;
  orderId: number | null;
  seo: PageSeo;
}

/** The e-mailed newsletter links: /newsletter/confirm?token=… and /newsletter/unsubscribe?token=… */
export type NewsletterLinkAction = 'confirm' | 'unsubscribe';

export interface NewsletterLinkData {
  action: NewsletterLinkAction;
  token: string;
  seo: AccountPageData['seo'];
}

export type NewsletterLinkResult = { status: 'done'; email: string } | { status: 'invalid' } | { status: 'failed' };

/** The e-mailed address confirmation link: /verify-email?token=… */
export interface VerifyEmailData {
  token: string;
  seo: AccountPageData['seo'];
}

export type VerifyEmailResult = { status: 'done'; email: string } | { status: 'invalid' } | { status: 'failed' };
