import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { CRYPTO_CODES, type CryptoCode } from '../../api/currencies.js';
import type { SwapQuote } from '../../api/schemas/swap.js';
import { useConsole, useWords } from '../context.js';
import { CurrencySelect } from '../CurrencySelect.js';
import { normaliseAmountText } from './amount-input.js';
import { formErrorsFrom } from './api-errors.js';
import { MoneyField } from './MoneyField.js';
import { formatMoney } from './format.js';
import { MONEY_QUERY_KEYS } from './query-keys.js';
import { SWAPS_WORDS } from './swaps-words.js';

/** The request's field names (the quote's and the swap's are the same) and the form's own. */
const FIELD_OF: Record<string, 'from' | 'to' | 'amount'> = {
  inputCryptocurrency: 'from',
  outputCryptocurrency: 'to',
  inputCryptocurrencyAmount: 'amount',
};

/**
 * A swap in two steps: the quote (`GET /v1/swaps/quote`: fee, rate, expected and least output), then the swap of
 * exactly what was quoted.
 */
export function SwapForm({ onRequested }: { onRequested(): void }) {
  const { client, locale } = useConsole();
  const words = useWords(SWAPS_WORDS);
  const queryClient = useQueryClient();
  const id = useId();
  const [from, setFrom] = useState<CryptoCode>('USDC');
  const [to, setTo] = useState<CryptoCode>('SOL');
  const [amount, setAmount] = useState('');
  const [quote, setQuote] = useState<SwapQuote | undefined>();
  const request = () => ({
    inputCryptocurrency: from,
    outputCryptocurrency: to,
    inputCryptocurrencyAmount: normaliseAmountText(amount),
  });
  const quoting = useMutation({
    mutationFn: () => client.swaps.quote(request()),
    onSuccess: setQuote,
  });
  const swapping = useMutation({
    mutationFn: () => client.swaps.create(request()),
    onSuccess: () => {
      onRequested();
      setQuote(undefined);
      setAmount('');
      void queryClient.invalidateQueries({ queryKey: MONEY_QUERY_KEYS.balances });
    },
  });
  const errors = mergeFieldNames(formErrorsFrom(swapping.error ?? quoting.error, Object.keys(FIELD_OF)));
  const changed = () => {
    setQuote(undefined);
    quoting.reset();
    swapping.reset();
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    // The quote is dropped whenever a field changes, so a swap is always the one just quoted.
    if (quote) swapping.mutate();
    else quoting.mutate();
  };
  const sameCurrency = from === to;
  return (
    <form className="money-form" onSubmit={submit} noValidate aria-label={words.heading}>
      <div className="money-field-row">
        <MoneyField formId={id} name="from" label={words.from} error={errors.fields['from']}>
          {(control) => (
            <CurrencySelect
              {...control}
              codes={CRYPTO_CODES}
              value={from}
              onChange={(code) => {
                setFrom(code);
                changed();
              }}
            />
          )}
        </MoneyField>
        <MoneyField formId={id} name="to" label={words.to} error={errors.fields['to']} invalid={sameCurrency}>
          {(control) => (
            <CurrencySelect
              {...control}
              codes={CRYPTO_CODES}
              value={to}
              onChange={(code) => {
                setTo(code);
                changed();
              }}
            />
          )}
        </MoneyField>
      </div>
      <MoneyField formId={id} name="amount" label={words.amount} error={errors.fields['amount']}>
        {(control) => (
          <input
            {...control}
            inputMode="decimal"
            autoComplete="off"
            value={amount}
            onChange={(event) => {
              setAmount(event.target.value);
              changed();
            }}
          />
        )}
      </MoneyField>
      {errors.general ? (
        <p role="alert" className="console-field-error">
          {errors.general}
        </p>
      ) : null}
      {quote ? (
        <div className="money-confirmation" role="status" data-testid="swap-quote">
          <p>
            {words.quoteResult({
              amount: formatMoney(quote.inputCryptocurrencyAmount, quote.inputCryptocurrency, locale),
              fee: formatMoney(quote.feeInCrypto, quote.inputCryptocurrency, locale),
              rate: formatMoney(quote.conversionRate, quote.outputCryptocurrency, locale),
              output: formatMoney(
                quote.expectedOutputCryptocurrencyAmount,
                quote.outputCryptocurrency,
                locale,
              ),
              minimum: formatMoney(quote.minOutputCryptocurrencyAmount, quote.outputCryptocurrency, locale),
            })}
          </p>
          <p className="money-hint">{words.quoteNote}</p>
          <button type="submit" disabled={swapping.isPending}>
            {swapping.isPending
              ? words.swapping
              : words.swap(
                  formatMoney(quote.inputCryptocurrencyAmount, quote.inputCryptocurrency, locale),
                  quote.outputCryptocurrency,
                )}
          </button>
        </div>
      ) : (
        <button type="submit" disabled={quoting.isPending || sameCurrency}>
          {quoting.isPending ? words.quoting : words.quote}
        </button>
      )}
      {swapping.isSuccess ? <p role="status">{words.requested}</p> : null}
    </form>
  );
}

/** Names each error by the form's own field, whichever call (quote or swap) made it. */
function mergeFieldNames(errors: ReturnType<typeof formErrorsFrom>): ReturnType<typeof formErrorsFrom> {
  const fields: Record<string, string> = {};
  for (const [field, message] of Object.entries(errors.fields)) {
    const own = FIELD_OF[field];
    if (own && fields[own] === undefined) fields[own] = message;
  }
  return { general: errors.general, fields };
}
