import { useId, useRef, useState, type FormEvent } from 'react';
import type { CryptoCode } from '../../api/currencies.js';
import type { PaymentLink } from '../../api/schemas/payment-link.js';
import { formatCryptoEstimate } from '../../core/amount-format.js';
import { clusterOfLink, cryptosOnCluster } from '../../core/cluster.js';
import { initiationBody, type CheckoutDetails } from '../../core/checkout-flow.js';
import type { CheckoutFlow } from '../hooks/useCheckoutFlow.js';
import { hasProblems, validateDetails, type DetailsProblems } from '../../core/details-validation.js';
import { useStrings } from '../context.js';
import { useConversions } from '../hooks/queries.js';
import type { CheckoutStrings } from '../strings/index.js';
import { Heading } from './Heading.js';
import { Notice } from './Notice.js';

type FieldName = 'email' | 'firstName' | 'lastName';

const EMPTY_DETAILS: CheckoutDetails = { email: '', firstName: '', lastName: '', cryptocurrency: 'USDT' };

function problemText(problem: DetailsProblems[FieldName], strings: CheckoutStrings): string | undefined {
  switch (problem) {
    case 'required':
      return strings.emailRequired;
    case 'invalid_email':
      return strings.emailInvalid;
    case 'too_long':
      return strings.nameTooLong;
    default:
      return undefined;
  }
}

/**
 * The customer's details and currency. Checked here with the service's own rules before anything is sent; the
 * service's field errors, if any, are shown on their fields. The submit button is disabled, and says so, while
 * the transaction is being started.
 */
export function DetailsForm({ link, flow }: { link: PaymentLink; flow: CheckoutFlow }) {
  const strings = useStrings();
  const id = useId();
  const conversions = useConversions(link);
  const { state } = flow;
  // Only what the cluster has a mint of (devnet has no USDT): the service would refuse the rest.
  const offered = cryptosOnCluster(clusterOfLink(link));
  const [details, setDetails] = useState<CheckoutDetails>(() => {
    const initial = state.draft ?? EMPTY_DETAILS;
    const fallback = offered[0] ?? 'SOL';
    return offered.includes(initial.cryptocurrency) ? initial : { ...initial, cryptocurrency: fallback };
  });
  const [problems, setProblems] = useState<DetailsProblems>({});
  const fieldRefs = useRef<Partial<Record<FieldName, HTMLInputElement | null>>>({});
  const submitting = state.submission?.status === 'sending';
  const failure = state.submission?.status === 'failed' ? state.submission.error : null;

  const serverProblem = (field: FieldName): string | undefined => {
    const message = failure?.fields[field];
    if (!message) return undefined;
    return field === 'email' ? strings.emailInvalid : message;
  };
  const errorFor = (field: FieldName) => problemText(problems[field], strings) ?? serverProblem(field);

  const update = (field: keyof CheckoutDetails, value: string) => {
    setDetails((previous) => ({ ...previous, [field]: value }));
    if (field !== 'cryptocurrency' && problems[field]) {
      setProblems((previous) => {
        const { [field]: _removed, ...rest } = previous;
        return rest;
      });
    }
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (submitting) return;
    const found = validateDetails(details);
    setProblems(found);
    if (hasProblems(found)) {
      const first = (['email', 'firstName', 'lastName'] as const).find((field) => found[field]);
      if (first) fieldRefs.current[first]?.focus();
      return;
    }
    flow.submit(initiationBody(details));
  };

  const field = (
    name: FieldName,
    label: string,
    options: { type: string; autoComplete: string; required?: boolean; hint?: string },
  ) => {
    const inputId = `${id}-${name}`;
    const error = errorFor(name);
    const hintId = options.hint ? `${inputId}-hint` : undefined;
    const errorId = error ? `${inputId}-error` : undefined;
    const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;
    return (
      <div className={`cc-field cc-field-${name}`}>
        <label htmlFor={inputId} className="cc-field-label">
          {label}{' '}
          <span className="cc-field-optionality">
            {options.required ? strings.requiredMark : strings.optional}
          </span>
        </label>
        {options.hint ? (
          <p id={hintId} className="cc-hint">
            {options.hint}
          </p>
        ) : null}
        <input
          ref={(element) => {
            fieldRefs.current[name] = element;
          }}
          id={inputId}
          name={name}
          className="cc-input"
          type={options.type}
          autoComplete={options.autoComplete}
          required={options.required}
          aria-required={options.required}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          value={details[name]}
          onChange={(event) => update(name, event.target.value)}
          readOnly={submitting}
          maxLength={name === 'email' ? 254 : 100}
          spellCheck={false}
        />
        {error ? (
          <p id={errorId} className="cc-error-text">
            {error}
          </p>
        ) : null}
      </div>
    );
  };

  // The link's price converted, before the fee: labelled so, it agrees with the payment screen's "Amount" line
  // (the fee and the total are itemised there).
  const conversion = (crypto: CryptoCode) => {
    const result = conversions[crypto];
    if (result.data) {
      return (
        <span className="cc-currency-estimate">
          <span className="cc-amount" data-testid={`conversion-${crypto}`}>
            {strings.approximately(formatCryptoEstimate(result.data.value, crypto), crypto)}
          </span>{' '}
          <span className="cc-currency-estimate-note">{strings.estimateBeforeFee}</span>
        </span>
      );
    }
    return (
      <span className="cc-currency-estimate" data-testid={`conversion-${crypto}`}>
        {result.isError ? strings.conversionUnavailable : strings.conversionLoading}
      </span>
    );
  };

  return (
    <section className="cc-screen cc-details" aria-labelledby={`${id}-title`}>
      <Heading depth={1} screenTitle id={`${id}-title`}>
        {strings.detailsTitle}
      </Heading>
      {state.notice ? (
        <Notice tone="info">
          <p>{state.notice === 'resume_not_found' ? strings.resumeNotFound : strings.resumeOtherLink}</p>
        </Notice>
      ) : null}
      <form className="cc-form" noValidate onSubmit={onSubmit}>
        {field('email', strings.emailLabel, {
          type: 'email',
          autoComplete: 'email',
          required: true,
          hint: strings.emailHint,
        })}
        <div className="cc-name-row">
          {field('firstName', strings.firstNameLabel, { type: 'text', autoComplete: 'given-name' })}
          {field('lastName', strings.lastNameLabel, { type: 'text', autoComplete: 'family-name' })}
        </div>
        <fieldset className="cc-currencies" aria-describedby={`${id}-fee-note`}>
          <legend className="cc-field-label">{strings.currencyLegend}</legend>
          <div className="cc-currency-options">
            {offered.map((crypto) => (
              <label key={crypto} className="cc-currency-option">
                <input
                  type="radio"
                  name={`${id}-cryptocurrency`}
                  value={crypto}
                  checked={details.cryptocurrency === crypto}
                  onChange={() => {
                    if (!submitting) update('cryptocurrency', crypto);
                  }}
                />
                <span className="cc-currency-text">
                  <span className="cc-currency-names">
                    <span className="cc-currency-code">{crypto}</span>
                    <span className="cc-currency-name">{strings.currencyName[crypto]}</span>
                  </span>
                  {conversion(crypto)}
                </span>
              </label>
            ))}
          </div>
          <p id={`${id}-fee-note`} className="cc-hint">
            {strings.feeNote}
          </p>
        </fieldset>
        {hasProblems(problems) ? (
          <p className="cc-error-text" role="alert">
            {strings.fixTheForm}
          </p>
        ) : null}
        {failure && !hasProblems(problems) ? (
          <Notice tone="error" alert>
            <p>{strings.startFailed(failure.message)}</p>
          </Notice>
        ) : null}
        <button type="submit" className="cc-button cc-button-primary cc-submit" aria-disabled={submitting}>
          {submitting ? (
            <>
              <span className="cc-spinner" aria-hidden="true" />
              {strings.starting}
            </>
          ) : (
            strings.continueToPayment
          )}
        </button>
      </form>
    </section>
  );
}
