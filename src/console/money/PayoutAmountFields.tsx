import { CRYPTO_CODES, type CryptoCode } from '../../api/currencies.js';
import { useState } from 'react';
import { useWords } from '../context.js';
import { CurrencySelect } from '../CurrencySelect.js';
import { MoneyField } from './MoneyField.js';
import { PAYOUTS_WORDS } from './payouts-words.js';

/** The cryptocurrency and the amount (as typed) of a payout being filled in. */
export interface PayoutAmount {
  currency: CryptoCode;
  setCurrency: (currency: CryptoCode) => void;
  amount: string;
  setAmount: (amount: string) => void;
}

/** A payout form's amount: USDC and nothing typed at first. */
export function usePayoutAmount(): PayoutAmount {
  const [currency, setCurrency] = useState<CryptoCode>('USDC');
  const [amount, setAmount] = useState('');
  return { currency, setCurrency, amount, setAmount };
}

/** What a payout takes from the balance, to a bank account or an address alike: the cryptocurrency and the amount. */
export function PayoutAmountFields({
  formId,
  value,
  errorOf,
}: {
  formId: string;
  value: PayoutAmount;
  /** What the service refused about a field, if anything. */
  errorOf: (field: 'currency' | 'amount') => string | undefined;
}) {
  const words = useWords(PAYOUTS_WORDS);
  return (
    <>
      <MoneyField formId={formId} name="currency" label={words.currency} error={errorOf('currency')}>
        {(control) => (
          <CurrencySelect
            {...control}
            codes={CRYPTO_CODES}
            value={value.currency}
            onChange={value.setCurrency}
          />
        )}
      </MoneyField>
      <MoneyField formId={formId} name="amount" label={words.amount} error={errorOf('amount')}>
        {(control) => (
          <input
            {...control}
            inputMode="decimal"
            autoComplete="off"
            value={value.amount}
            onChange={(event) => value.setAmount(event.target.value)}
          />
        )}
      </MoneyField>
    </>
  );
}
