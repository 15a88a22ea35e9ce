/** The product page's parts that hydrate after its purchase form: one chunk (see ProductPage). */
export { Breadcrumbs } from './Breadcrumbs';
export { Gallery } from './Gallery';
export { RecentlyViewedRecorder } from './RecentlyViewedRecorder';
export { Reviews } from './Reviews';
