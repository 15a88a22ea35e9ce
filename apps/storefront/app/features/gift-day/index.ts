/** The gift recipient's own page (issue 38): choosing the delivery day of a gift through the mailed, signed link. */
export { GiftDayPage } from './GiftDayPage';
export { giftDayMeta } from './gift-day-meta';
