import { useId, useState, type FormEvent } from 'react';
import { CRYPTO_CODES, isCryptoCode } from '../../api/currencies.js';
import type { PaymentLink } from '../../api/schemas/payment-link.js';
import { TRANSACTION_STATUSES, type TransactionStatus } from '../../api/schemas/transaction.js';
import { useWords } from '../context.js';
import type { PaymentFilters } from './filters.js';
import { paymentsWords } from './words.js';

/**
 * The payments filters. Nothing is applied while typing: the form's submit puts the filters in the address (page
 * 1), which is what the table reads.
 */
export function PaymentFilterForm({
  filters,
  links,
  onApply,
}: {
  filters: PaymentFilters;
  links: readonly PaymentLink[];
  onApply: (filters: PaymentFilters) => void;
}) {
  const words = useWords(paymentsWords);
  const id = useId();
  const [draft, setDraft] = useState<PaymentFilters>(filters);
  const set = <Key extends keyof PaymentFilters>(key: Key, value: PaymentFilters[Key] | '') => {
    // An emptied field is no filter (searchFromFilters leaves undefined and empty values out).
    setDraft((current) => ({ ...current, [key]: value === '' ? undefined : value }));
  };
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const { page: _page, ...rest } = draft;
    onApply({ ...rest, email: rest.email?.trim() || undefined });
  };

  return (
    <form className="console-filters" onSubmit={onSubmit} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="console-visually-hidden">
        {words.filters}
      </h2>
      <div className="console-field">
        <label htmlFor={`${id}-status`}>{words.status}</label>
        <select
          id={`${id}-status`}
          value={draft.status ?? ''}
          onChange={(event) => set('status', event.currentTarget.value as TransactionStatus | '')}
        >
          <option value="">{words.anyStatus}</option>
          {TRANSACTION_STATUSES.map((status) => (
            <option key={status} value={status}>
              {words.statusNames[status]}
            </option>
          ))}
        </select>
      </div>
      <div className="console-field">
        <label htmlFor={`${id}-crypto`}>{words.crypto}</label>
        <select
          id={`${id}-crypto`}
          value={draft.crypto ?? ''}
          onChange={(event) => {
            const value = event.currentTarget.value;
            set('crypto', isCryptoCode(value) ? value : '');
          }}
        >
          <option value="">{words.anyCrypto}</option>
          {CRYPTO_CODES.map((crypto) => (
            <option key={crypto} value={crypto}>
              {crypto}
            </option>
          ))}
        </select>
      </div>
      <div className="console-field">
        <label htmlFor={`${id}-link`}>{words.paymentLink}</label>
        <select
          id={`${id}-link`}
          value={draft.paymentLinkId ?? ''}
          onChange={(event) => set('paymentLinkId', event.currentTarget.value)}
        >
          <option value="">{words.anyLink}</option>
          {links.map((link) => (
            <option key={link.id} value={link.id}>
              {link.name}
            </option>
          ))}
        </select>
      </div>
      <div className="console-field">
        <label htmlFor={`${id}-from`}>{words.createdFrom}</label>
        <input
          id={`${id}-from`}
          type="date"
          value={draft.from ?? ''}
          max={draft.to}
          onChange={(event) => set('from', event.currentTarget.value)}
        />
      </div>
      <div className="console-field">
        <label htmlFor={`${id}-to`}>{words.createdTo}</label>
        <input
          id={`${id}-to`}
          type="date"
          value={draft.to ?? ''}
          min={draft.from}
          onChange={(event) => set('to', event.currentTarget.value)}
        />
      </div>
      <div className="console-field">
        <label htmlFor={`${id}-email`}>{words.email}</label>
        <input
          id={`${id}-email`}
          type="email"
          autoComplete="off"
          value={draft.email ?? ''}
          onChange={(event) => set('email', event.currentTarget.value)}
        />
      </div>
      <div className="console-filter-actions">
        <button type="submit" className="console-button">
          {words.applyFilters}
        </button>
        <button type="button" className="console-button console-button-secondary" onClick={() => onApply({})}>
          {words.clearFilters}
        </button>
      </div>
    </form>
  );
}
