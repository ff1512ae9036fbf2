import { useId, useState, type FormEvent } from 'react';
import {
  CURRENCY_CODES,
  type CryptoCheckoutClient,
  type Conversion,
  type CurrencyCode,
} from '../../api/index.js';

type Result =
  | { state: 'idle' }
  | { state: 'busy' }
  | { state: 'done'; conversion: Conversion }
  | { state: 'failed'; message: string };

/** Converts an amount between any two supported currencies at the service's configured rates. */
export function ConversionForm({ client }: { client: CryptoCheckoutClient }) {
  const id = useId();
  const [amount, setAmount] = useState('25000');
  const [from, setFrom] = useState<CurrencyCode>('NGN');
  const [to, setTo] = useState<CurrencyCode>('SOL');
  const [result, setResult] = useState<Result>({ state: 'idle' });

  async function convert(event: FormEvent) {
    event.preventDefault();
    setResult({ state: 'busy' });
    try {
      setResult({ state: 'done', conversion: await client.conversion.convert({ from, to, amount }) });
    } catch (error) {
      setResult({ state: 'failed', message: error instanceof Error ? error.message : String(error) });
    }
  }

  return (
    <form onSubmit={(event) => void convert(event)} className="conversion">
      <label htmlFor={`${id}-amount`}>Amount</label>
      <input
        id={`${id}-amount`}
        inputMode="decimal"
        value={amount}
        onChange={(event) => setAmount(event.target.value)}
      />
      <label htmlFor={`${id}-from`}>From</label>
      <select
        id={`${id}-from`}
        value={from}
        onChange={(event) => setFrom(event.target.value as CurrencyCode)}
      >
        {CURRENCY_CODES.map((code) => (
          <option key={code}>{code}</option>
        ))}
      </select>
      <label htmlFor={`${id}-to`}>To</label>
      <select id={`${id}-to`} value={to} onChange={(event) => setTo(event.target.value as CurrencyCode)}>
        {CURRENCY_CODES.map((code) => (
          <option key={code}>{code}</option>
        ))}
      </select>
      <button type="submit" disabled={result.state === 'busy'}>
        Convert
      </button>
      <output aria-live="polite" htmlFor={`${id}-amount ${id}-from ${id}-to`}>
        {result.state === 'done' &&
          `${result.conversion.amount} ${result.conversion.from} = ${result.conversion.value} ${result.conversion.to} (rate ${result.conversion.rate})`}
        {result.state === 'failed' && <span role="alert">{result.message}</span>}
      </output>
    </form>
  );
}
