import type { ApiClient } from '@shoreline/sdk';
import type { StoreView } from '@shoreline/domain';

declare module 'react-router' {
  interface AppLoadContext {
    api: ApiClient; // bound to the resolved store; calls go in-process to the API
    store: StoreView; // resolved from the request host (restaurant.localhost -> restaurant) before anything renders
    stores: StoreView[];
    apiForStore(storeCode: string): ApiClient; // the API bound to another store view (the languages page's checks)
    requestId: string;
    log: RequestLog; // the API's logger for this request (its lines carry the request id)
    nonce: string; // this document's Content-Security-Policy nonce
    cardGatewayOrigin?: string; // serves the hosted card fields (script and iframes), allowed by the CSP
    documentHtml?: Map<string, string>; // documents only: server HTML the render takes from here, not sent twice
  }
}

/** What a loader may log: a line with its details, where the API's own lines go. */
export interface RequestLog {
  warn(details: Record<string, unknown>, message: string): void;
}
