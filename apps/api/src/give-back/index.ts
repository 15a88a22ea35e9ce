/** The give-back ledger's public surface: other modules import only what this file hands on. */
export {
  GATEWAY_REFUND_NOTE,
  giveBackLedger,
  holdOrderLedger,
  leftToGiveBack,
  recordGatewayRefund,
  recordGiveBack,
  recordOrderGiveBack,
  type GiveBackDestination,
  type GiveBackOrigin,
  type GiveBackSource,
  type LeftToGiveBack,
} from './ledger.js';
