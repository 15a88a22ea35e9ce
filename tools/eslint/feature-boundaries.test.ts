import { RuleTester } from 'eslint';
import tseslint from 'typescript-eslint';
import { afterAll, describe, it } from 'vitest';
import shoreline from './feature-boundaries.js';

RuleTester.describe = describe;
RuleTester.it = it;
RuleTester.afterAll = afterAll;

const tester = new RuleTester({ languageOptions: { parser: tseslint.parser, ecmaVersion: 2022, sourceType: 'module' } });
const app = '/repo/apps/storefront/app';
const inCheckout = `${app}/features/checkout/CheckoutPage.tsx`;

tester.run('feature-boundaries', shoreline.rules['feature-boundaries'], {
  valid: [
    { filename: inCheckout, code: "import { LineItem } from '~/features/cart';" },
    { filename: inCheckout, code: "import { addToServerCart } from '~/features/cart/index.server';" },
    { filename: inCheckout, code: "const prompt = import('~/features/session/index.client');" },
    { filename: inCheckout, code: "import { fields } from './fields';" },
    { filename: inCheckout, code: "import { Button } from '~/ui/Button'; import { useT } from '~/i18n/useT';" },
    { filename: inCheckout, code: "import { SPEC_DEFAULTS } from '@shoreline/domain';" },
    { filename: `${app}/routes/checkout.tsx`, code: "import { CheckoutPage } from '~/features/checkout/CheckoutPage';" },
    { filename: `${app}/features/cart/index.ts`, code: "export { LineItem, type Line } from './LineItem';\nexport * from './signals';" },
    {
      filename: `${app}/lib/root-data.ts`,
      code: "import type { LayoutData } from './layout-types'; import { Button } from '~/ui/Button';",
    },
    { filename: `${app}/lib/events.ts`, code: "import type { PurchasableProduct } from './product-purchase';" },
  ],
  invalid: [
    { filename: inCheckout, code: "import { Totals } from '~/features/cart/Totals';", errors: 1 },
    { filename: inCheckout, code: "import { loadCart } from '../cart/contract';", errors: 1 },
    { filename: inCheckout, code: "export { notify } from '~/features/notices/notify';", errors: 1 },
    { filename: inCheckout, code: "import type { RootData } from '~/root';", errors: 1 },
    { filename: inCheckout, code: "import { Shell } from '~/layouts/default';", errors: 1 },
    { filename: `${app}/features/cart/index.ts`, code: "const key = 'cart';\nexport { key };", errors: 2 },
    { filename: `${app}/lib/root-data.ts`, code: "import { loadLayoutData } from '~/features/layout';", errors: 1 },
    { filename: `${app}/lib/links.ts`, code: "import { meta } from '../routes/home';", errors: 1 },
    { filename: `${app}/lib/events.ts`, code: "import type { ProductPageData } from '~/features/product-page/types';", errors: 1 },
  ],
});

const api = '/repo/apps/api/src';

tester.run('api-module-boundaries', shoreline.rules['api-module-boundaries'], {
  valid: [
    { filename: `${api}/user/routes.ts`, code: "import { shipmentsOf } from '../order/index.js';" },
    {
      filename: `${api}/user/routes.ts`,
      code: "import { UserService } from './service.js'; import type { ApiContext } from '../context.js';",
    },
    {
      filename: `${api}/payment/webhooks/routes.ts`,
      code: "import { findPayment } from '../storage.js'; import { audit } from '../../audit/index.js';",
    },
    { filename: `${api}/app.ts`, code: "import { registerCartRoutes } from './cart/routes.js';" },
    {
      filename: `${api}/order/operations.test.ts`,
      code: "import { findItems } from '../order/queries.js'; import { x } from '../cart/totals.js';",
    },
    { filename: `${api}/order/index.ts`, code: "export { findOrder, type OrderRow } from './queries.js';" },
  ],
  invalid: [
    { filename: `${api}/user/routes.ts`, code: "import { shipmentsOf } from '../order/queries.js';", errors: 1 },
    { filename: `${api}/payment/webhooks/paypal-webhook.ts`, code: "import type { OrderRow } from '../../order/storage.js';", errors: 1 },
    { filename: `${api}/cart/index.ts`, code: "export { x } from '../fees/storage.js';", errors: 1 },
    { filename: `${api}/cart/index.ts`, code: "export const key = 'cart';", errors: 1 },
  ],
});
