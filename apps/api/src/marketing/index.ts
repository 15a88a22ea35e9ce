/** The marketing module's public surface: other modules import only what this file hands on. */
export { profileOf, type CustomerProfileOf, type WatchMetric } from './track.js';
export { couponDetail, createCoupon, decideReview, listCoupons, listReviews, subscribersCsv, updateCoupon } from './service.js';
