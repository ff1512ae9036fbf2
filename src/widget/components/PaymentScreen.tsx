import { useId } from 'react';
import type { CheckoutSubject } from '../checkout-subject.js';
import type { PaymentView } from '../../core/checkout-status.js';
import { clusterOfLink } from '../../core/cluster.js';
import { useStrings } from '../context.js';
import { Amount, AmountText, amountPhrases } from './Amount.js';
import { CopyField } from './CopyField.js';
import { Countdown } from './Countdown.js';
import { Heading } from './Heading.js';
import { Notice } from './Notice.js';
import { QrCode } from './QrCode.js';
import { TestModePanel } from './TestModePanel.js';
import { TransactionRequestQr } from './TransactionRequestQr.js';
import { WalletPay } from './WalletPay.js';

/**
 * Where and what to pay while the transaction is open: what is asked, itemised (amount, fee, total), the QR code
 * of the Solana Pay URI for what is still due (and, on request, a second one of the transaction's Solana Pay
 * transaction request), the deposit address and the exact amount (each with a copy button), the network
 * warning, an "open in wallet" link and the countdown, and paying from a wallet in this browser (loaded on
 * demand). Partly paid, it says what arrived and asks only for the rest. While nothing has arrived, the customer
 * may go back and pay in another currency (`onChooseAnotherCurrency`).
 */
export function PaymentScreen({
  view,
  link,
  onElapsed,
  connectionTrouble,
  onChooseAnotherCurrency,
  reopenUrl,
}: {
  view: PaymentView;
  link: CheckoutSubject;
  /** The address that reopens this checkout on this transaction in a wallet app's browser. */
  reopenUrl?: string | undefined;
  onElapsed: () => void;
  connectionTrouble: boolean;
  onChooseAnotherCurrency?: () => void;
}) {
  const strings = useStrings();
  const id = useId();
  const partial = view.screen === 'partially_paid';
  // Once anything has arrived, this transaction is the one to finish: another currency would split the payment.
  const canChooseAnotherCurrency =
    onChooseAnotherCurrency !== undefined && view.screen === 'awaiting_payment' && view.received === '0';
  return (
    <section className="cc-screen cc-payment" aria-labelledby={`${id}-title`} data-screen={view.screen}>
      <Heading depth={1} screenTitle id={`${id}-title`}>
        {partial ? (
          strings.partialTitle
        ) : (
          <AmountText
            text={strings.paymentTitle(view.due, view.crypto)}
            amounts={amountPhrases(view.crypto, view.due)}
          />
        )}
      </Heading>
      <dl className="cc-breakdown" data-testid="fee-breakdown">
        <div className="cc-breakdown-row">
          <dt>{strings.breakdownAmount}</dt>
          <dd>
            <Amount value={view.amountBeforeFee} unit={view.crypto} testId="breakdown-amount" />
          </dd>
        </div>
        <div className="cc-breakdown-row">
          <dt>{strings.breakdownFee}</dt>
          <dd>
            <Amount value={view.fee} unit={view.crypto} testId="breakdown-fee" />
          </dd>
        </div>
        <div className="cc-breakdown-row cc-breakdown-total">
          <dt>{strings.breakdownTotal}</dt>
          <dd>
            <Amount value={view.expected} unit={view.crypto} testId="breakdown-total" />
          </dd>
        </div>
      </dl>
      {partial ? (
        <dl className="cc-progress-summary" data-testid="partial-summary">
          <div>
            <dt>{strings.received}</dt>
            <dd>
              <Amount value={view.received} unit={view.crypto} />
            </dd>
          </div>
          <div>
            <dt>{strings.stillDue}</dt>
            <dd className="cc-due">
              <Amount value={view.due} unit={view.crypto} />
            </dd>
          </div>
        </dl>
      ) : null}
      <p className="cc-lead">{strings.scanToPay}</p>
      <div className="cc-pay-grid">
        <div className="cc-qr-column">
          {view.paymentUri ? (
            <>
              <QrCode uri={view.paymentUri} label={strings.qrLabel(view.due, view.crypto)} />
              <a className="cc-button cc-button-secondary cc-wallet-link" href={view.paymentUri}>
                {strings.openInWallet}
              </a>
              <TransactionRequestQr reference={view.reference} due={view.due} crypto={view.crypto} />
            </>
          ) : null}
        </div>
        <div className="cc-pay-details">
          <CopyField
            label={strings.addressLabel}
            value={view.address}
            copyLabel={strings.copyAddress}
            copiedMessage={strings.addressCopied}
            testId="deposit-address"
          />
          <CopyField
            label={partial ? strings.stillDue : strings.amountLabel}
            value={view.due}
            suffix={view.crypto}
            copyLabel={strings.copyAmount}
            copiedMessage={strings.amountCopied}
            testId="amount-due"
            keepOnOneLine
          />
          <Notice tone="warning" title={strings.networkWarningTitle}>
            <p>{strings.networkWarning(view.crypto)}</p>
          </Notice>
          <Countdown expiresAt={view.expiresAt} onElapsed={onElapsed} />
        </div>
      </div>
      {view.paymentUri ? <WalletPay view={view} link={link} reopenUrl={reopenUrl} /> : null}
      <p className="cc-waiting">
        <span className="cc-spinner" aria-hidden="true" />
        {strings.waitingForPayment}
      </p>
      {connectionTrouble ? (
        <Notice tone="info">
          <p>{strings.connectionTrouble}</p>
        </Notice>
      ) : null}
      {canChooseAnotherCurrency ? (
        <div className="cc-change-currency">
          <p className="cc-actions">
            <button
              type="button"
              className="cc-button cc-button-secondary"
              aria-describedby={`${id}-change-currency-hint`}
              onClick={onChooseAnotherCurrency}
            >
              {strings.chooseAnotherCurrency}
            </button>
          </p>
          <p id={`${id}-change-currency-hint`} className="cc-hint">
            {strings.chooseAnotherCurrencyHint}
          </p>
        </div>
      ) : null}
      <p className="cc-reference">
        {strings.referenceLabel}: <code dir="ltr">{view.reference}</code>
      </p>
      {/* The test helpers exist only on the service's own ledger: elsewhere they answer 404. */}
      {clusterOfLink(link) === 'localnet' ? (
        <TestModePanel reference={view.reference} crypto={view.crypto} />
      ) : null}
    </section>
  );
}
