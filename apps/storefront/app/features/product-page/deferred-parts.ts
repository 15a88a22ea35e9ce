/** The product page's parts that hydrate after its purchase form (the back-in-stock form is plain HTML until then): one chunk (see ProductPage). */
export { Breadcrumbs } from './Breadcrumbs';
export { Gallery } from './Gallery';
export { NotifyMe } from './NotifyMe';
export { RecentlyViewedRecorder } from './RecentlyViewedRecorder';
export { Reviews } from './Reviews';
