import type { PublicVerifiedTransaction, TransactionStatus } from '../api/schemas/transaction.js';
import { isFinalStatus } from './checkout-status.js';

/** How far along a status is: nothing arrived, something arrived, closed. A transaction only moves forward. */
function stageOf(status: TransactionStatus): number {
  if (isFinalStatus(status)) return 2;
  return status === 'pending_settlement' ? 1 : 0;
}

/**
 * Of two views of the same transaction, the one further along. The stream and the safety-net poll answer
 * independently, so a poll sent before a change can arrive after the stream reported it; showing its older
 * view would move the checkout backwards ("paid", then "awaiting payment" again). A transaction never moves
 * back: a view behind the one shown (an earlier stage, or less received at the same open stage) is dropped.
 */
export function furthestAlong<
  View extends Pick<PublicVerifiedTransaction, 'status' | 'receivedAmountInCrypto'>,
>(shown: View | undefined, incoming: View): View {
  if (!shown) return incoming;
  const shownStage = stageOf(shown.status);
  const incomingStage = stageOf(incoming.status);
  if (incomingStage !== shownStage) return incomingStage > shownStage ? incoming : shown;
  if (incomingStage < 2 && incoming.receivedAmountInCrypto < shown.receivedAmountInCrypto) return shown;
  return incoming;
}
