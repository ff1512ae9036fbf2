import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { useConsole, useWords } from '../context.js';
import { amountFromText } from './amount-input.js';
import { formErrorsFrom } from './api-errors.js';
import { FieldError } from './FieldError.js';
import { MoneyField } from './MoneyField.js';
import { PayoutAmountFields, usePayoutAmount } from './PayoutAmountFields.js';
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
  const payoutAmount = usePayoutAmount();
  const send = useMutation({
    mutationFn: () =>
      client.payouts.createCrypto({
        address: address.trim(),
        currency: payoutAmount.currency,
        amount: amountFromText(payoutAmount.amount),
      }),
    onSuccess: () => {
      onRequested();
      payoutAmount.setAmount('');
      void queryClient.invalidateQueries({ queryKey: MONEY_QUERY_KEYS.balances });
    },
  });
  const errors = formErrorsFrom(send.error, FIELDS);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    send.mutate();
  };
  return (
    <form className="money-form" onSubmit={submit} noValidate aria-labelledby={`${id}-title`}>
      <p id={`${id}-title`} className="money-form-title">
        {words.toAddress}
      </p>
      <MoneyField formId={id} name="address" label={words.address} error={errors.fields['address']}>
        {(control) => (
          <input
            {...control}
            autoComplete="off"
            spellCheck={false}
            value={address}
            onChange={(event) => setAddress(event.target.value)}
          />
        )}
      </MoneyField>
      <PayoutAmountFields formId={id} value={payoutAmount} errorOf={(field) => errors.fields[field]} />
      <FieldError message={errors.general} />
      <button type="submit" disabled={send.isPending}>
        {send.isPending ? words.sending : words.sendToAddress}
      </button>
      {send.isSuccess ? <p role="status">{words.sent}</p> : null}
    </form>
  );
}
