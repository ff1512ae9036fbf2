import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { CRYPTO_CODES, type CryptoCode } from '../../api/currencies.js';
import { useConsole, useWords } from '../context.js';
import { amountFromText } from './amount-input.js';
import { formErrorsFrom } from './api-errors.js';
import { FieldError } from './FieldError.js';
import { PAYOUTS_WORDS } from './payouts-words.js';
import { MONEY_QUERY_KEYS } from './query-keys.js';

const FIELDS = ['address', 'currency', 'amount'];

/** An on-chain payout (`POST /v1/payout-requests/crypto`): paid at once, by one ledger transaction. */
export function CryptoPayoutForm({ onRequested }: { onRequested(): void }) {
  const { client } = useConsole();
  const words = useWords(PAYOUTS_WORDS);
  const queryClient = useQueryClient();
  const id = useId();
  const [address, setAddress] = useState('');
  const [currency, setCurrency] = useState<CryptoCode>('USDC');
  const [amount, setAmount] = useState('');
  const send = useMutation({
    mutationFn: () =>
      client.payouts.createCrypto({ address: address.trim(), currency, amount: amountFromText(amount) }),
    onSuccess: () => {
      onRequested();
      setAmount('');
      void queryClient.invalidateQueries({ queryKey: MONEY_QUERY_KEYS.balances });
    },
  });
  const errors = formErrorsFrom(send.error, FIELDS);
  const describedBy = (field: string) => (errors.fields[field] ? `${id}-${field}-error` : undefined);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    send.mutate();
  };
  return (
    <form className="money-form" onSubmit={submit} noValidate aria-labelledby={`${id}-title`}>
      <p id={`${id}-title`} className="money-form-title">
        {words.toAddress}
      </p>
      <div className="money-field">
        <label htmlFor={`${id}-address`}>{words.address}</label>
        <input
          id={`${id}-address`}
          autoComplete="off"
          spellCheck={false}
          value={address}
          aria-invalid={errors.fields['address'] ? true : undefined}
          aria-describedby={describedBy('address')}
          onChange={(event) => setAddress(event.target.value)}
        />
        <FieldError id={`${id}-address-error`} message={errors.fields['address']} />
      </div>
      <div className="money-field">
        <label htmlFor={`${id}-currency`}>{words.currency}</label>
        <select
          id={`${id}-currency`}
          value={currency}
          aria-invalid={errors.fields['currency'] ? true : undefined}
          aria-describedby={describedBy('currency')}
          onChange={(event) => setCurrency(event.target.value as CryptoCode)}
        >
          {CRYPTO_CODES.map((code) => (
            <option key={code} value={code}>
              {code}
            </option>
          ))}
        </select>
        <FieldError id={`${id}-currency-error`} message={errors.fields['currency']} />
      </div>
      <div className="money-field">
        <label htmlFor={`${id}-amount`}>{words.amount}</label>
        <input
          id={`${id}-amount`}
          inputMode="decimal"
          autoComplete="off"
          value={amount}
          aria-invalid={errors.fields['amount'] ? true : undefined}
          aria-describedby={describedBy('amount')}
          onChange={(event) => setAmount(event.target.value)}
        />
        <FieldError id={`${id}-amount-error`} message={errors.fields['amount']} />
      </div>
      {errors.general ? (
        <p role="alert" className="console-field-error">
          {errors.general}
        </p>
      ) : null}
      <button type="submit" disabled={send.isPending}>
        {send.isPending ? words.sending : words.sendToAddress}
      </button>
      {send.isSuccess ? <p role="status">{words.sent}</p> : null}
    </form>
  );
}
