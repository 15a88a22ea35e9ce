/** The gift-cards module's public surface: other modules import only what this file hands on. */
export { GiftCardBalanceChanged, changeBalance, returnGiftCards, spentByCard } from './storage.js';
export {
  NOTHING_TAKEN,
  joinTakeBacks,
  reinstateGiftCards,
  spentCardsOf,
  takeBackGiftCards,
  type TakeBack,
  type TakenBackCard,
} from './take-back.js';
export { giftCardMail } from './mails.js';
