/** The http module's public surface: other modules import only what this file hands on. */
export { HttpError, ok, refusalOf, sendEnvelope } from './envelope.js';
export { zodIssueMessage } from './issue-message.js';
export { envelopeOf, nonJsonResponse, typed, type ZodTypeProvider } from './schema.js';
export { pageOf, pageOfQuery, pagedQuery, pagingQuery, relatedCount, type Page, type Paging } from './paging.js';
export { MAX_ROW_ID, rowId } from './row-id.js';
export { idParam, recordById, recordNamedBy, type RecordKey, type RecordWords } from './record-routes.js';
export { isSignedLink, linkSignature } from './signed-link.js';
export { type RefusalShape } from './envelope.js';
export { documentAs, fileBody, type RouteExample } from './schema.js';
export { zodIssueCode } from './issue-message.js';
export { documentOf, listQuery, refusedAs, requiring, singleField } from './input-parts.js';
export { answering, sending, type RequestOf, type RouteGroup } from './routes.js';
export { textSearch } from './list-search.js';
export { CUSTOMER, CUSTOMER_OPTIONAL, guarding, mergeRefusals, PUBLIC, staffOfRoles, type Access, type Refusals } from './contract.js';
export { cartExample, EXAMPLE_ADDRESS, EXAMPLE_CART_ID, EXAMPLE_DELIVERY_PLACE } from './example-values.js';
export { listenOrTakeFreePort } from './sandbox-listen.js';
export { csvCell } from './csv.js';
