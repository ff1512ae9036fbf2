import { CURRENCY_DECIMALS, type CryptoCode } from '../api/currencies.js';
import { AmountFormatError, formatBaseUnits, numberToDecimalString, toBaseUnits } from '../api/money.js';

/**
 * How the checkout writes crypto amounts: as plain decimals (what a wallet's amount field takes, and what the copy
 * button copies), trailing zeros trimmed, never with more digits than the currency's base unit.
 */

/**
 * An amount the customer must send, exactly as the service asked for it: trimmed, never rounded. An amount
 * written more precisely than the currency's base unit cannot be sent at all, so it is refused
 * (AmountFormatError) rather than shown rounded.
 */
export function formatCryptoAmount(amount: number | string, crypto: CryptoCode): string {
  const decimals = CURRENCY_DECIMALS[crypto];
  return formatBaseUnits(toBaseUnits(amount, decimals), decimals);
}

/**
 * An estimate (a conversion shown with "≈"): to the currency's base unit at most, rounded half up if it came
 * more precise, and trimmed. Not for an amount to send: those are formatCryptoAmount's.
 */
export function formatCryptoEstimate(amount: number | string, crypto: CryptoCode): string {
  const decimals = CURRENCY_DECIMALS[crypto];
  const text = typeof amount === 'number' ? numberToDecimalString(amount) : amount.trim();
  const match = /^(\d+)(?:\.(\d+))?$/.exec(text);
  if (!match) throw new AmountFormatError('is not a plain decimal number');
  const fraction = match[2] ?? '';
  const kept = BigInt((match[1] ?? '0') + fraction.slice(0, decimals).padEnd(decimals, '0'));
  // Only the first dropped digit decides half up: the digits after it cannot carry it to the next unit.
  const roundsUp = fraction.length > decimals && Number(fraction.charAt(decimals)) >= 5;
  return formatBaseUnits(roundsUp ? kept + 1n : kept, decimals);
}

/** A piece of a sentence: plain text, or an amount with its unit that must stay on one line. */
export interface TextPiece {
  text: string;
  amount: boolean;
}

const DIGIT = /\d/;
const SEPARATOR = /[.,]/;

/**
 * Cuts a sentence from the catalog ("Send 0.104166667 SOL") into text and the amounts in it, so that each
 * amount can be kept on one line. `amounts` are the phrases to find, such as "0.104166667 SOL" or a bare
 * "0.1"; each is tried in the order given (put "amount unit" before the bare amount), in the text not yet taken,
 * and only as a whole number (the "1" of "15" or of "0.15" is not an amount). A phrase the translation does not
 * contain is simply not marked, so a catalog can word its sentences freely.
 */
export function splitAmounts(text: string, amounts: readonly string[]): TextPiece[] {
  let pieces: TextPiece[] = [{ text, amount: false }];
  for (const phrase of amounts) {
    if (!phrase) continue;
    const next: TextPiece[] = [];
    let found = false;
    for (const piece of pieces) {
      const at = found || piece.amount ? -1 : wholeOccurrence(piece.text, phrase);
      if (at < 0) {
        next.push(piece);
        continue;
      }
      found = true;
      const before = piece.text.slice(0, at);
      const after = piece.text.slice(at + phrase.length);
      if (before) next.push({ text: before, amount: false });
      next.push({ text: phrase, amount: true });
      if (after) next.push({ text: after, amount: false });
    }
    pieces = next;
  }
  return pieces;
}

/** Where `phrase` occurs in `text` not as part of a longer number, or -1. */
function wholeOccurrence(text: string, phrase: string): number {
  let from = 0;
  for (;;) {
    const at = text.indexOf(phrase, from);
    if (at < 0) return -1;
    const before = text.charAt(at - 1);
    const after = text.slice(at + phrase.length, at + phrase.length + 2);
    // A digit, or a separator between digits ("1.5", "2,500"), touching the phrase means it is inside a longer
    // number; a full stop that ends the sentence ("received 1.") is not followed by a digit.
    const joinedBefore = DIGIT.test(before) || (SEPARATOR.test(before) && DIGIT.test(text.charAt(at - 2)));
    const joinedAfter =
      DIGIT.test(after.charAt(0)) || (SEPARATOR.test(after.charAt(0)) && DIGIT.test(after.charAt(1)));
    if (!joinedBefore && !joinedAfter) return at;
    from = at + 1;
  }
}
