import { Keypair } from '@solana/web3.js';
import { CURRENCY_DECIMALS } from '../../api/currencies.js';
import { InvalidRequestError } from '../../api/errors.js';
import { toBaseUnits } from '../../api/money.js';
import type { SimulatePaymentRequest } from '../../api/schemas/sandbox.js';
import type { TestFaucet } from '../chain/chain.js';
import type { ServiceContext } from '../context.js';
import type { StoredTransaction } from '../store/transactions.js';
import { amountStillDue } from '../views/transactions.js';
import { buildPaymentTransfer } from './wallet-transfer.js';

/** SOL an outside wallet gets for network fees on top of what it pays. */
const FEE_ALLOWANCE_LAMPORTS = 10_000_000n;

/**
 * Pays a transaction the way a customer's own wallet would: a fresh keypair is funded by the test faucet and
 * signs a real transfer to the deposit. Nothing is recorded by fiat; the detector sees the payment on the ledger.
 */
export async function payFromOutsideWallet(
  context: ServiceContext,
  faucet: TestFaucet,
  transaction: StoredTransaction,
  request: SimulatePaymentRequest,
): Promise<{ signature: string; payer: string; amount: bigint }> {
  const amount = amountToSend(transaction, request);
  const wallet = Keypair.generate();
  const payer = wallet.publicKey.toBase58();
  const funding = transaction.crypto === 'SOL' ? amount + FEE_ALLOWANCE_LAMPORTS : FEE_ALLOWANCE_LAMPORTS;
  await expectLanded(faucet.airdrop(payer, funding), 'fund the outside wallet');
  if (transaction.crypto !== 'SOL') {
    await expectLanded(faucet.mintTokens(transaction.crypto, payer, amount), 'mint to the outside wallet');
  }
  const transfer = await buildPaymentTransfer({ chain: context.chain, transaction, payer, amount });
  transfer.sign(wallet);
  const outcome = await expectLanded(context.chain.sendTransaction(transfer.serialize()), 'send the payment');
  return { signature: outcome.signature, payer, amount };
}

function amountToSend(transaction: StoredTransaction, request: SimulatePaymentRequest): bigint {
  const decimals = CURRENCY_DECIMALS[transaction.crypto];
  if (request.amount !== undefined) {
    try {
      return toBaseUnits(request.amount, decimals);
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      throw new InvalidRequestError(`amount ${message} for ${transaction.crypto}`, {
        errors: [{ field: 'amount', message: `${message} for ${transaction.crypto}` }],
      });
    }
  }
  const due = amountStillDue(transaction) || transaction.expectedCrypto + transaction.feeCrypto;
  switch (request.mode) {
    case 'exact':
      return due;
    case 'partial':
      return due / 2n > 0n ? due / 2n : 1n;
    case 'over':
      return due + (due / 10n > 0n ? due / 10n : 1n);
  }
}

async function expectLanded<T extends { failure: { message: string } | null }>(
  outcome: Promise<T>,
  step: string,
): Promise<T> {
  const result = await outcome;
  if (result.failure) throw new Error(`could not ${step}: ${result.failure.message}`);
  return result;
}
