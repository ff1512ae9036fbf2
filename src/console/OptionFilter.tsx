/**
 * A labelled choice that narrows a list: "any" (the empty value) or one of the options. The panels change page
 * in `onChange` too, since a narrower list starts again at its first page.
 */
export function OptionFilter<Value extends string>({
  id,
  className,
  label,
  value,
  anyLabel,
  options,
  onChange,
}: {
  id: string;
  /** The field's layout class, as the section styles its fields. */
  className: string;
  label: string;
  value: Value | '';
  anyLabel: string;
  options: readonly { value: Value; label: string }[];
  onChange: (value: Value | '') => void;
}) {
  return (
    <div className={className}>
      <label htmlFor={id}>{label}</label>
      <select id={id} value={value} onChange={(event) => onChange(event.target.value as Value | '')}>
        <option value="">{anyLabel}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}
