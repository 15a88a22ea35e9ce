import type { CardSettings } from './methods';

/**
 * The card gateway's hosted fields (NMI Collect.js, or the built-in sandbox that speaks it). The
 * card number, expiry and CVV are typed into the gateway's own iframes; this page only ever gets a
 * single-use payment token and a masked number, so no card number reaches our server or storage.
 */
export interface CardToken {
  token: string;
  card?: { number?: string; type?: string; exp?: string };
}

export type CardField = 'ccnumber' | 'ccexp' | 'cvv';

interface CollectJsConfig {
  variant: 'inline';
  fields: Record<CardField, { selector: string; title?: string }>;
  callback: (response: CardToken) => void;
  validationCallback?: (field: CardField, valid: boolean, message: string) => void;
  fieldsAvailableCallback?: () => void;
}

interface CollectJs {
  configure(config: CollectJsConfig): void;
  startPaymentRequest(): void;
}

declare global {
  interface Window {
    CollectJS?: CollectJs;
  }
}

let loading: { url: string; ready: Promise<CollectJs> } | null = null;

/** Loads the gateway's script once per page (again only when the gateway's URL changes). */
function loadCollectJs(settings: CardSettings, nonce: string | undefined): Promise<CollectJs> {
  if (loading?.url === settings.collectJsUrl) return loading.ready;
  const ready = new Promise<CollectJs>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = settings.collectJsUrl;
    script.dataset.tokenizationKey = settings.tokenizationKey;
    if (nonce) script.nonce = nonce;
    script.onload = () => (window.CollectJS ? resolve(window.CollectJS) : reject(new Error('Collect.js did not start')));
    script.onerror = () => reject(new Error('Collect.js could not be loaded'));
    document.head.appendChild(script);
  });
  loading = { url: settings.collectJsUrl, ready };
  ready.catch(() => (loading = null));
  return ready;
}

export interface CardFieldsHandle {
  /** Asks the gateway for a payment token of what was typed; rejects when the fields are not valid. */
  requestToken(): Promise<CardToken>;
}

const TOKEN_TIMEOUT_MS = 30_000;

/** Puts the gateway's fields into the three containers and reports each field's validity. */
export async function mountCardFields(
  settings: CardSettings,
  selectors: Record<CardField, string>,
  titles: Record<CardField, string>,
  onValidation: (field: CardField, valid: boolean, message: string) => void,
  nonce: string | undefined,
): Promise<CardFieldsHandle> {
  const collect = await loadCollectJs(settings, nonce);
  let pending: { resolve: (token: CardToken) => void; reject: (error: Error) => void } | null = null;
  await new Promise<void>((available) => {
    collect.configure({
      variant: 'inline',
      fields: {
        ccnumber: { selector: selectors.ccnumber, title: titles.ccnumber },
        ccexp: { selector: selectors.ccexp, title: titles.ccexp },
        cvv: { selector: selectors.cvv, title: titles.cvv },
      },
      callback: (response) => {
        pending?.resolve(response);
        pending = null;
      },
      validationCallback: (field, valid, message) => {
        onValidation(field, valid, message);
        // While a token is asked for, an invalid field means no callback will come: give up at once.
        if (!valid && pending) {
          pending.reject(new Error('card-invalid'));
          pending = null;
        }
      },
      fieldsAvailableCallback: () => available(),
    });
  });
  return {
    requestToken: () =>
      new Promise<CardToken>((resolve, reject) => {
        const timer = setTimeout(() => {
          pending = null;
          reject(new Error('card-token-timeout'));
        }, TOKEN_TIMEOUT_MS);
        pending = {
          resolve: (token) => {
            clearTimeout(timer);
            resolve(token);
          },
          reject: (error) => {
            clearTimeout(timer);
            reject(error);
          },
        };
        collect.startPaymentRequest();
      }),
  };
}
