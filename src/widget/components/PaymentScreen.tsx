import { useId } from 'react';
import type { PaymentLink } from '../../api/schemas/payment-link.js';
import type { PaymentView } from '../../core/checkout-status.js';
import { clusterOfLink } from '../../core/cluster.js';
import { useStrings } from '../context.js';
import { CopyField } from './CopyField.js';
import { Countdown } from './Countdown.js';
import { Heading } from './Heading.js';
import { Notice } from './Notice.js';
import { QrCode } from './QrCode.js';
import { TestModePanel } from './TestModePanel.js';
import { WalletPay } from './WalletPay.js';

/**
 * Where and what to pay while the transaction is open: the QR code of the Solana Pay URI for what is still due,
 * the deposit address and the exact amount (each with a copy button), the network warning, an "open in wallet"
 * link and the countdown, and paying from a wallet in this browser (loaded on demand). Partly paid, it says what
 * arrived and asks only for the rest.
 */
export function PaymentScreen({
  view,
  link,
  onElapsed,
  connectionTrouble,
}: {
  view: PaymentView;
  link: PaymentLink;
  onElapsed: () => void;
  connectionTrouble: boolean;
}) {
  const strings = useStrings();
  const id = useId();
  const partial = view.screen === 'partially_paid';
  return (
    <section className="cc-screen cc-payment" aria-labelledby={`${id}-title`} data-screen={view.screen}>
      <Heading depth={1} screenTitle id={`${id}-title`}>
        {partial ? strings.partialTitle : strings.paymentTitle(view.due, view.crypto)}
      </Heading>
      {partial ? (
        <dl className="cc-progress-summary" data-testid="partial-summary">
          <div>
            <dt>{strings.received}</dt>
            <dd>
              {view.received} {view.crypto}
            </dd>
          </div>
          <div>
            <dt>{strings.stillDue}</dt>
            <dd className="cc-due">
              {view.due} {view.crypto}
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
          />
          <Notice tone="warning" title={strings.networkWarningTitle}>
            <p>{strings.networkWarning(view.crypto)}</p>
          </Notice>
          <Countdown expiresAt={view.expiresAt} onElapsed={onElapsed} />
        </div>
      </div>
      {view.paymentUri ? <WalletPay view={view} link={link} /> : null}
      <p className="cc-waiting">
        <span className="cc-spinner" aria-hidden="true" />
        {strings.waitingForPayment}
      </p>
      {connectionTrouble ? (
        <Notice tone="info">
          <p>{strings.connectionTrouble}</p>
        </Notice>
      ) : null}
      <p className="cc-reference">
        {strings.referenceLabel}: <code>{view.reference}</code>
      </p>
      {/* The test helpers exist only on the service's own ledger: elsewhere they answer 404. */}
      {clusterOfLink(link) === 'localnet' ? (
        <TestModePanel reference={view.reference} crypto={view.crypto} />
      ) : null}
    </section>
  );
}
