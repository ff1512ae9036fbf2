import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { FIAT_CODES, type FiatCode } from '../../api/currencies.js';
import type { ResolvedAccount } from '../../api/schemas/bank.js';
import { useConsole, useWords } from '../context.js';
import { CurrencySelect } from '../CurrencySelect.js';
import { amountFromText } from './amount-input.js';
import { formErrorsFrom } from './api-errors.js';
import { FieldError } from './FieldError.js';
import { MoneyField } from './MoneyField.js';
import { PayoutAmountFields, usePayoutAmount } from './PayoutAmountFields.js';
import { PAYOUTS_WORDS } from './payouts-words.js';
import { MONEY_QUERY_KEYS } from './query-keys.js';

const ACCOUNT_FIELDS = ['accountNumber', 'bankIdentifier'];
const PAYOUT_FIELDS = ['amount', 'currency', 'accountNumber', 'accountName', 'bankIdentifier'];

/**
 * A payout to a bank account, in two steps: the account is resolved through the API first and its holder's name
 * shown, and only then can the payout be sent (to that name: the service checks it for accounts it knows).
 */
export function BankPayoutForm({ onRequested }: { onRequested(): void }) {
  const { client } = useConsole();
  const words = useWords(PAYOUTS_WORDS);
  const queryClient = useQueryClient();
  const id = useId();
  const [fiat, setFiat] = useState<FiatCode>('NGN');
  const [bankIdentifier, setBankIdentifier] = useState('');
  const [accountNumber, setAccountNumber] = useState('');
  const [resolved, setResolved] = useState<ResolvedAccount | undefined>();
  const payoutAmount = usePayoutAmount();

  const banks = useQuery({
    queryKey: MONEY_QUERY_KEYS.banks(fiat),
    queryFn: () => client.banks.list({ currency: fiat }),
  });
  const resolve = useMutation({
    mutationFn: () => client.banks.resolveAccount({ accountNumber: accountNumber.trim(), bankIdentifier }),
    onSuccess: setResolved,
  });
  const send = useMutation({
    mutationFn: (account: ResolvedAccount) =>
      client.payouts.createBank({
        amount: amountFromText(payoutAmount.amount),
        currency: payoutAmount.currency,
        accountNumber: account.accountNumber,
        accountName: account.accountName,
        bankIdentifier: account.bankIdentifier,
      }),
    onSuccess: () => {
      onRequested();
      setResolved(undefined);
      setAccountNumber('');
      payoutAmount.setAmount('');
      void queryClient.invalidateQueries({ queryKey: MONEY_QUERY_KEYS.balances });
    },
  });

  const accountErrors = formErrorsFrom(resolve.error, ACCOUNT_FIELDS);
  const payoutErrors = formErrorsFrom(send.error, PAYOUT_FIELDS);
  const fieldError = (field: string) => payoutErrors.fields[field] ?? accountErrors.fields[field];

  const changeAccount = () => {
    setResolved(undefined);
    resolve.reset();
    send.reset();
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (resolved) send.mutate(resolved);
    else resolve.mutate();
  };

  return (
    <form className="money-form" onSubmit={submit} noValidate aria-labelledby={`${id}-legend`}>
      <p id={`${id}-legend`} className="money-form-title">
        {words.toBank}
      </p>
      <MoneyField formId={id} name="fiat" label={words.bankCountryCurrency}>
        {(control) => (
          <CurrencySelect
            {...control}
            codes={FIAT_CODES}
            value={fiat}
            disabled={resolved !== undefined}
            onChange={(code) => {
              setFiat(code);
              setBankIdentifier('');
            }}
          />
        )}
      </MoneyField>
      <MoneyField
        formId={id}
        name="bankIdentifier"
        control="bank"
        label={words.bank}
        error={fieldError('bankIdentifier')}
      >
        {(control) => (
          <>
            <select
              {...control}
              value={bankIdentifier}
              required
              disabled={resolved !== undefined || !banks.isSuccess}
              onChange={(event) => setBankIdentifier(event.target.value)}
            >
              <option value="">{banks.isPending ? words.banksLoading : words.chooseBank}</option>
              {(banks.data ?? []).map((bank) => (
                <option key={bank.bankIdentifier} value={bank.bankIdentifier}>
                  {bank.name}
                </option>
              ))}
            </select>
            {banks.isError ? <FieldError message={words.banksFailed} /> : null}
          </>
        )}
      </MoneyField>
      <MoneyField
        formId={id}
        name="accountNumber"
        control="account"
        label={words.accountNumber}
        error={fieldError('accountNumber')}
      >
        {(control) => (
          <input
            {...control}
            inputMode="numeric"
            autoComplete="off"
            value={accountNumber}
            readOnly={resolved !== undefined}
            onChange={(event) => setAccountNumber(event.target.value)}
          />
        )}
      </MoneyField>
      <FieldError message={accountErrors.general} />
      {resolved ? (
        <>
          <p className="money-confirmation" role="status" data-testid="resolved-account">
            {words.accountHolder(resolved.accountName, resolved.bankName)}
          </p>
          <button type="button" className="console-secondary" onClick={changeAccount}>
            {words.changeAccount}
          </button>
          <PayoutAmountFields formId={id} value={payoutAmount} errorOf={fieldError} />
          <FieldError message={payoutErrors.general} />
          <button type="submit" disabled={send.isPending}>
            {send.isPending ? words.sending : words.sendToBank}
          </button>
        </>
      ) : (
        <button type="submit" disabled={resolve.isPending || bankIdentifier === ''}>
          {resolve.isPending ? words.checking : words.checkAccount}
        </button>
      )}
      {send.isSuccess ? <p role="status">{words.sent}</p> : null}
    </form>
  );
}
