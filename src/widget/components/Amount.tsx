import { Fragment, type ReactNode } from 'react';
import { splitAmounts } from '../../core/amount-format.js';

/**
 * An amount with its unit, left to right in every language (`dir`: "12.5 USDC" inside Arabic), kept on one line (`.cc-amount`: white-space: nowrap). A number broken in the middle
 * ("0.10416666 / 7 SOL") reads as two numbers; the layouts around amounts make room for them instead.
 */
export function Amount({ value, unit, testId }: { value: string; unit: string; testId?: string }) {
  return (
    <span className="cc-amount" dir="ltr" data-testid={testId}>
      {`${value} ${unit}`}
    </span>
  );
}

/**
 * A sentence from the catalog with the amounts in it kept on one line each: `amounts` are the phrases to keep
 * whole, "amount unit" before a bare amount (see splitAmounts). The words around them wrap as usual.
 */
export function AmountText({ text, amounts }: { text: string; amounts: readonly string[] }): ReactNode {
  return splitAmounts(text, amounts).map((piece, index) =>
    piece.amount ? (
      <span key={index} className="cc-amount" dir="ltr">
        {piece.text}
      </span>
    ) : (
      <Fragment key={index}>{piece.text}</Fragment>
    ),
  );
}

/** The phrases AmountText keeps whole for amounts of one currency: each "amount unit", then each bare amount. */
export function amountPhrases(unit: string, ...values: string[]): string[] {
  return [...values.map((value) => `${value} ${unit}`), ...values];
}
