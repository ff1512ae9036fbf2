import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { CRYPTO_CODES, FIAT_CODES, type CryptoCode, type FiatCode } from '../../api/currencies.js';
import type { ResolvedAccount } from '../../api/schemas/bank.js';
import { useConsole, useWords } from '../context.js';
import { amountFromText } from './amount-input.js';
import { formErrorsFrom } from './api-errors.js';
import { FieldError } from './FieldError.js';
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
  const [amount, setAmount] = useState('');
  const [currency, setCurrency] = useState<CryptoCode>('USDC');

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
        amount: amountFromText(amount),
        currency,
        accountNumber: account.accountNumber,
        accountName: account.accountName,
        bankIdentifier: account.bankIdentifier,
      }),
    onSuccess: () => {
      onRequested();
      setResolved(undefined);
      setAccountNumber('');
      setAmount('');
      void queryClient.invalidateQueries({ queryKey: MONEY_QUERY_KEYS.balances });
    },
  });

  const accountErrors = formErrorsFrom(resolve.error, ACCOUNT_FIELDS);
  const payoutErrors = formErrorsFrom(send.error, PAYOUT_FIELDS);
  const fieldError = (field: string) => payoutErrors.fields[field] ?? accountErrors.fields[field];
  const describedBy = (field: string) => (fieldError(field) ? `${id}-${field}-error` : undefined);

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
      <div className="money-field">
        <label htmlFor={`${id}-fiat`}>{words.bankCountryCurrency}</label>
        <select
          id={`${id}-fiat`}
          value={fiat}
          disabled={resolved !== undefined}
          onChange={(event) => {
            setFiat(event.target.value as FiatCode);
            setBankIdentifier('');
          }}
        >
          {FIAT_CODES.map((code) => (
            <option key={code} value={code}>
              {code}
            </option>
          ))}
        </select>
      </div>
      <div className="money-field">
        <label htmlFor={`${id}-bank`}>{words.bank}</label>
        <select
          id={`${id}-bank`}
          value={bankIdentifier}
          required
          disabled={resolved !== undefined || !banks.isSuccess}
          aria-invalid={fieldError('bankIdentifier') ? true : undefined}
          aria-describedby={describedBy('bankIdentifier')}
          onChange={(event) => setBankIdentifier(event.target.value)}
        >
          <option value="">{banks.isPending ? words.banksLoading : words.chooseBank}</option>
          {(banks.data ?? []).map((bank) => (
            <option key={bank.bankIdentifier} value={bank.bankIdentifier}>
              {bank.name}
            </option>
          ))}
        </select>
        {banks.isError ? (
          <p role="alert" className="console-field-error">
            {words.banksFailed}
          </p>
        ) : null}
        <FieldError id={`${id}-bankIdentifier-error`} message={fieldError('bankIdentifier')} />
      </div>
      <div className="money-field">
        <label htmlFor={`${id}-account`}>{words.accountNumber}</label>
        <input
          id={`${id}-account`}
          inputMode="numeric"
          autoComplete="off"
          value={accountNumber}
          readOnly={resolved !== undefined}
          aria-invalid={fieldError('accountNumber') ? true : undefined}
          aria-describedby={describedBy('accountNumber')}
          onChange={(event) => setAccountNumber(event.target.value)}
        />
        <FieldError id={`${id}-accountNumber-error`} message={fieldError('accountNumber')} />
      </div>
      {accountErrors.general ? (
        <p role="alert" className="console-field-error">
          {accountErrors.general}
        </p>
      ) : null}
      {resolved ? (
        <>
          <p className="money-confirmation" role="status" data-testid="resolved-account">
            {words.accountHolder(resolved.accountName, resolved.bankName)}
          </p>
          <button type="button" className="console-secondary" onClick={changeAccount}>
            {words.changeAccount}
          </button>
          <div className="money-field">
            <label htmlFor={`${id}-currency`}>{words.currency}</label>
            <select
              id={`${id}-currency`}
              value={currency}
              aria-invalid={fieldError('currency') ? true : undefined}
              aria-describedby={describedBy('currency')}
              onChange={(event) => setCurrency(event.target.value as CryptoCode)}
            >
              {CRYPTO_CODES.map((code) => (
                <option key={code} value={code}>
                  {code}
                </option>
              ))}
            </select>
            <FieldError id={`${id}-currency-error`} message={fieldError('currency')} />
          </div>
          <div className="money-field">
            <label htmlFor={`${id}-amount`}>{words.amount}</label>
            <input
              id={`${id}-amount`}
              inputMode="decimal"
              autoComplete="off"
              value={amount}
              aria-invalid={fieldError('amount') ? true : undefined}
              aria-describedby={describedBy('amount')}
              onChange={(event) => setAmount(event.target.value)}
            />
            <FieldError id={`${id}-amount-error`} message={fieldError('amount')} />
          </div>
          {payoutErrors.general ? (
            <p role="alert" className="console-field-error">
              {payoutErrors.general}
            </p>
          ) : null}
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
