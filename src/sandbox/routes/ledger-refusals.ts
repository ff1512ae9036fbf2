import { ApiError, InvalidRequestError, ServerError } from '../../api/errors.js';
import { CURRENCY_DECIMALS } from '../../api/currencies.js';
import { formatBaseUnits } from '../../api/money.js';
import type { Chain } from '../chain/chain.js';
import type { LedgerFailure } from '../chain/transaction-errors.js';

/**
 * What the test-mode helpers (`/v1/sandbox/…`) answer when the local ledger would refuse, or has refused, what
 * they were asked: a 400 naming the field when the request is what cannot work, and a clear 5xx otherwise.
 */

/**
 * A Solana account that does not exist yet must start with at least the rent-exempt minimum (890,880 lamports
 * for an account without data): the ledger refuses a smaller transfer to it. Checked before sending, so that such
 * a request is answered with the minimum and leaves no failed transaction on the ledger. An existing account may
 * receive any amount.
 */
export async function checkAirdropAmount(chain: Chain, address: string, lamports: bigint): Promise<void> {
  if ((await chain.getBalance(address)) > 0n) return;
  const minimum = await chain.minimumBalanceForRentExemption(0);
  if (lamports < minimum) throw belowRentExemptMinimum(minimum);
}

/** The error for a refused airdrop: the request's fault when it asked for something the ledger cannot do. */
export async function airdropRefusal(chain: Chain, failure: LedgerFailure): Promise<ApiError> {
  if (hasError(failure, 'InsufficientFundsForRent')) {
    return belowRentExemptMinimum(await chain.minimumBalanceForRentExemption(0));
  }
  // Programs and sysvars are read-only in every transaction: their balance cannot change.
  if (hasError(failure, 'ReadonlyLamportChange')) {
    return new InvalidRequestError('address is a program or sysvar account, which cannot receive SOL', {
      errors: [{ field: 'address', message: 'is a program or sysvar account, which cannot receive SOL' }],
    });
  }
  return ledgerRefusal('airdrop', failure);
}

/** A refusal no field of the request explains: the sandbox's own fault, told plainly (and logged as a 5xx). */
export function ledgerRefusal(what: string, failure: LedgerFailure): ApiError {
  return new ServerError(`The local ledger refused the ${what}: ${failure.message}`);
}

function belowRentExemptMinimum(minimum: bigint): InvalidRequestError {
  const sol = formatBaseUnits(minimum, CURRENCY_DECIMALS.SOL);
  const message = `must be at least ${sol} SOL for a new account (its rent-exempt minimum)`;
  return new InvalidRequestError(`amount ${message}`, { errors: [{ field: 'amount', message }] });
}

/** Whether the failure's error, at any depth of Solana's JSON form, is or names `name`. */
function hasError(failure: LedgerFailure, name: string): boolean {
  return JSON.stringify(failure.err).includes(`"${name}"`);
}
