import type { ReactNode } from 'react';
import { Links, Meta, Outlet, Scripts, ScrollRestoration, type ShouldRevalidateFunction } from 'react-router';
import type { Route } from './+types/root';
import appCss from './app.css?url';
import displayFont from './fonts/fraunces-600-basic.woff2?url';
import './session-features';
import { LazyErrorView } from './features/errors/LazyErrorView';
import { THEME_COLOR } from './features/pwa/manifest';
import { withDeliveryPromise } from './features/layout/delivery-promise.server';
import { withOpeningHours } from './features/layout/opening-hours.server';
import { freeDeliveryLine, withFreeDeliveryLine } from './features/layout/free-delivery.server';
import { layoutInStore, layoutSentOnce, loadLayoutData, withNewsletterSignUp } from './features/layout/layout-data.server';
import { languagesLinkHtml, switchableViews, withLanguagesLink } from './features/languages/index.server';
import { renderSignUpFormHtml } from './features/newsletter/SignUpForm.server';
import { MinimalShell } from './features/layout/Shells';
import { inlineLogoHtml } from './features/layout/logo.server';
import { browseMessagesReference, loadMessages, messagesText } from './i18n/messages.server';
import { createTranslator } from './i18n/translate';
import { useNonce } from './lib/nonce';
import { useRootData, type RootData } from './lib/root-data';
import { placeText, toPublicStore } from './lib/store';
import { storePathPrefix } from './lib/store-paths';

export async function loader({ context }: Route.LoaderArgs): Promise<RootData> {
  const { api, store, requestId, documentHtml } = context;
  const locale = store.i18n.defaultLocale;
  const [messages, layout, logoHtml] = await Promise.all([loadMessages(locale), loadLayoutData(api, requestId), inlineLogoHtml(context)]);
  const t = createTranslator(messages);
  const withForms = withNewsletterSignUp(layout, renderSignUpFormHtml(t));
  const withLines = withLanguagesLink(
    withOpeningHours(withDeliveryPromise(withFreeDeliveryLine(withForms, freeDeliveryLine(store, t)), store, t), placeText(store), t),
    languagesLinkHtml(locale, t, switchableViews(context)),
  );
  return {
    store: toPublicStore(store),
    // A built document names them (the boot script fetches them with the app); data requests and development carry them.
    messages: import.meta.env.PROD && documentHtml ? browseMessagesReference(locale, messages) : messagesText(messages),
    layout: layoutSentOnce(layoutInStore(withLines, storePathPrefix(store)), documentHtml),
    ...(logoHtml ? { logoHtml } : {}),
    year: new Date().getFullYear(),
  };
}

/** Store, messages and menus do not change while someone browses: load them once per document. */
export const shouldRevalidate: ShouldRevalidateFunction = ({ formMethod, defaultShouldRevalidate }) =>
  formMethod !== undefined && formMethod !== 'GET' ? defaultShouldRevalidate : false;

export const links: Route.LinksFunction = () => [
  { rel: 'stylesheet', href: appCss },
  // The headings' face (the hero's title among them) is fetched beside the stylesheet, not once it has been read.
  { rel: 'preload', href: displayFont, as: 'font', type: 'font/woff2', crossOrigin: 'anonymous' },
  { rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' },
  { rel: 'apple-touch-icon', href: '/icon-192.png' },
];

export function Layout({ children }: { children: ReactNode }) {
  const data = useRootData();
  const nonce = useNonce();
  return (
    <html lang={data?.store.locale ?? 'en-US'} data-store={data?.store.code}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content={THEME_COLOR} />
        <Meta />
        <Links />
      </head>
      <body>
        {children}
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

export default function App() {
  return <Outlet />;
}

/** Errors no layout caught (including the root loader's own) get the minimal frame. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return (
    <MinimalShell>
      <LazyErrorView error={error} />
    </MinimalShell>
  );
}
