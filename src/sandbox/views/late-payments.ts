import { currencyBaseUnitsToNumber } from '../../api/money.js';
import type { LatePaymentView } from '../../api/schemas/late-payment.js';
import type { LatePayment } from '../store/late-payments.js';

export function toLatePaymentView(latePayment: LatePayment, reference: string): LatePaymentView {
  return {
    uuid: latePayment.uuid,
    reference,
    crypto: latePayment.crypto,
    amountInCrypto: currencyBaseUnitsToNumber(latePayment.amount, latePayment.crypto),
    signature: latePayment.signature,
    detectedAt: latePayment.detectedAt.toISOString(),
    settlementSignature: latePayment.settlementSignature,
  };
}
