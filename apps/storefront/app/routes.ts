import { type RouteConfig, index, layout, route } from '@react-router/dev/routes';

export default [
  route('sitemap.xml', 'routes/sitemap.ts'),
  route('robots.txt', 'routes/robots.ts'),
  route('manifest.webmanifest', 'routes/manifest.ts'),
  route('offline-catalog.json', 'routes/offline-catalog.ts'),
  // The browsing messages a document names instead of carrying (i18n/referenced-messages.ts).
  route('i18n/:file', 'routes/messages-file.ts'),
  // The cookies bar's plain form posts here.
  route('cookies', 'routes/cookies.ts'),
  // One route for the whole back office: its screens have their own table (features/admin/admin-screens.tsx).
  route('admin/*', 'routes/admin.tsx'),
  layout('layouts/default.tsx', [
    index('routes/home.tsx'),
    route('pwa.html', 'routes/home.tsx', { id: 'routes/pwa' }),
    route('c/*', 'routes/category.tsx'),
    route('search', 'routes/search.tsx'),
    route('p/:parentSku/:slug', 'routes/product.tsx'),
    route('p/:parentSku/:slug/:childSku', 'routes/product.tsx', { id: 'routes/product-child' }),
    route('i/:slug', 'routes/cms-page.tsx'),
    route('blog', 'routes/blog.tsx'),
    route('blog/category/:slug', 'routes/blog.tsx', { id: 'routes/blog-category' }),
    route('blog/:slug', 'routes/blog-post.tsx'),
    route('contacts', 'routes/contacts.tsx'),
    route('my-account/*', 'routes/my-account.tsx'),
    route('create-password/token/:token/email/:email', 'routes/create-password.tsx'),
    route('verify-email', 'routes/verify-email.tsx'),
    route('newsletter', 'routes/newsletter-signup.tsx'),
    route('newsletter/:action', 'routes/newsletter.tsx'),
    route('back-in-stock/unsubscribe', 'routes/back-in-stock-unsubscribe.tsx'),
    route('wishlist', 'routes/wishlist.tsx'),
    route('compare', 'routes/compare.tsx'),
    route('languages', 'routes/languages.tsx'),
    route('*', 'routes/not-found.tsx'),
  ]),
  layout('layouts/minimal.tsx', [
    route('error', 'routes/error.tsx'),
    route('checkout', 'routes/checkout.tsx'),
    route('checkout/thank-you', 'routes/checkout-thank-you.tsx'),
    route('checkout/pay', 'routes/checkout-pay.tsx'),
    route('order/hold', 'routes/order-hold.tsx'),
    // A gift's recipient chooses the delivery day through the link mailed to them.
    route('gift/choose-day', 'routes/gift-choose-day.tsx'),
  ]),
  layout('layouts/empty.tsx', [route('style-guide', 'routes/style-guide.tsx')]),
] satisfies RouteConfig;
