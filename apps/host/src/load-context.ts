import type { ApiClient } from '@shoreline/sdk';
import type { StoreView } from '@shoreline/domain';

declare module 'react-router' {
  interface AppLoadContext {
    api: ApiClient; // bound to the resolved store; calls go in-process to the API
    store: StoreView; // resolved from the request host (restaurant.localhost -> restaurant) before anything renders
    stores: StoreView[];
    requestId: string;
    nonce: string; // this document's Content-Security-Policy nonce
    cardGatewayOrigin?: string; // serves the hosted card fields (script and iframes), allowed by the CSP
  }
}

export {};
