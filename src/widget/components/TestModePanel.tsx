import { useId } from 'react';
import type { CryptoCode } from '../../api/currencies.js';
import { numberToDecimalString } from '../../api/money.js';
import { useStrings } from '../context.js';
import { useSandboxPayment } from '../hooks/queries.js';
import { Heading } from './Heading.js';

/**
 * Test mode only: simulate a customer's own wallet paying this transaction (a real transfer on the sandbox's local
 * ledger, found by the same detection as any payment): exactly, half, or 10% too much.
 */
export function TestModePanel({ reference, crypto }: { reference: string; crypto: CryptoCode }) {
  const strings = useStrings();
  const id = useId();
  const payment = useSandboxPayment(reference);
  const busy = payment.isPending;
  const pay = (mode: 'exact' | 'partial' | 'over') => {
    if (!busy) payment.mutate(mode);
  };
  return (
    <section className="cc-test-panel" aria-labelledby={`${id}-title`}>
      <Heading depth={2} id={`${id}-title`} className="cc-test-title">
        <span className="cc-badge">{strings.testPanelTitle}</span>
      </Heading>
      <p>{strings.testPanelBody}</p>
      <div className="cc-test-buttons">
        <button
          type="button"
          className="cc-button cc-button-secondary"
          aria-disabled={busy}
          onClick={() => pay('exact')}
        >
          {strings.testPayExact}
        </button>
        <button
          type="button"
          className="cc-button cc-button-secondary"
          aria-disabled={busy}
          onClick={() => pay('partial')}
        >
          {strings.testPayPartial}
        </button>
        <button
          type="button"
          className="cc-button cc-button-secondary"
          aria-disabled={busy}
          onClick={() => pay('over')}
        >
          {strings.testPayOver}
        </button>
      </div>
      <p className="cc-test-status" aria-live="polite">
        {busy
          ? strings.testSending
          : payment.isSuccess
            ? strings.testSent(numberToDecimalString(payment.data.amount), crypto)
            : payment.isError
              ? strings.testFailed(payment.error.message)
              : null}
      </p>
    </section>
  );
}
