import type { FieldControlProps } from './FormField.js';

/** A choice among currency codes (the cryptocurrencies, the fiat currencies), each shown as its code. */
export function CurrencySelect<Code extends string>({
  codes,
  value,
  onChange,
  disabled,
  ...control
}: Partial<FieldControlProps> & {
  codes: readonly Code[];
  value: Code;
  onChange: (code: Code) => void;
  disabled?: boolean;
}) {
  return (
    <select
      {...control}
      value={value}
      disabled={disabled}
      onChange={(event) => onChange(event.target.value as Code)}
    >
      {codes.map((code) => (
        <option key={code} value={code}>
          {code}
        </option>
      ))}
    </select>
  );
}
