import { useState } from 'react';
import type { CryptoCode } from '../../api/currencies.js';
import { transactionRequestUriForCheckout } from '../../core/transaction-request-uri.js';
import { useCheckoutEnvironment } from '../context.js';
import { QrCode } from './QrCode.js';

/**
 * The payment screen's second way to scan: a Solana Pay transaction request, for wallets that ask the service
 * what to sign (src/sandbox/routes/solana-pay.ts) rather than read a transfer from the QR. Behind a disclosure,
 * so the transfer request stays the one QR most customers see; its code is drawn only once opened.
 */
export function TransactionRequestQr({
  reference,
  due,
  crypto,
}: {
  reference: string;
  due: string;
  crypto: CryptoCode;
}) {
  const { serviceUrl, strings } = useCheckoutEnvironment();
  const [open, setOpen] = useState(false);
  return (
    <details
      className="cc-transaction-request"
      onToggle={(event) => setOpen(event.currentTarget.open)}
      data-testid="transaction-request"
    >
      <summary>{strings.transactionRequestToggle}</summary>
      <div className="cc-transaction-request-body">
        <p className="cc-hint">{strings.transactionRequestHint}</p>
        {open ? (
          <QrCode
            uri={transactionRequestUriForCheckout(serviceUrl, reference)}
            label={strings.transactionRequestQrLabel(due, crypto)}
            testId="transaction-request-qr"
            uriAttribute="data-uri"
          />
        ) : null}
      </div>
    </details>
  );
}
