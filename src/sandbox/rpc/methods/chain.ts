import { createHash } from 'node:crypto';
import bs58 from 'bs58';
import { z } from 'zod';
import { withContext, SOLANA_CORE_VERSION, type RpcContext } from '../context.js';
import { invalidParamsMessage } from '../errors.js';
import { transactionFee } from '../../chain/fees.js';
import { Blockhash, CommitmentConfig, Pubkey, checkMinContextSlot, params } from '../params.js';
import { rpcMethod, type MethodTable } from '../protocol.js';
import { decodeMessage } from '../transaction-wire.js';

/** Cluster-wide reads: slots, blockhashes, version and identity, rent and fees. */

const SLOTS_PER_EPOCH = 432_000;
/** The sandbox's genesis hash: fixed, and unlike any real cluster's, so that wallets can tell it apart. */
export const SANDBOX_GENESIS_HASH = bs58.encode(
  createHash('sha256').update('crypto-checkout sandbox genesis').digest(),
);
/** Stands for the feature set of the Solana version above; clients only compare it for equality. */
const FEATURE_SET = 3_294_202_862;

const OptionalCommitment = CommitmentConfig.nullish();

export const chainMethods: MethodTable<RpcContext> = {
  getHealth: rpcMethod(params([], []), () => 'ok'),

  getVersion: rpcMethod(params([], []), () => ({
    'solana-core': SOLANA_CORE_VERSION,
    'feature-set': FEATURE_SET,
  })),

  getGenesisHash: rpcMethod(params([], []), () => SANDBOX_GENESIS_HASH),

  getSlot: rpcMethod(params(['config'], [OptionalCommitment]), ([config], { ledger }) => {
    checkMinContextSlot(ledger, config);
    return Number(ledger.slot());
  }),

  getBlockHeight: rpcMethod(params(['config'], [OptionalCommitment]), ([config], { ledger }) => {
    checkMinContextSlot(ledger, config);
    return Number(ledger.blockHeight());
  }),

  getFirstAvailableBlock: rpcMethod(params([], []), () => 0),

  minimumLedgerSlot: rpcMethod(params([], []), () => 0),

  getEpochInfo: rpcMethod(params(['config'], [OptionalCommitment]), ([config], { ledger }) => {
    checkMinContextSlot(ledger, config);
    const slot = Number(ledger.slot());
    return {
      absoluteSlot: slot,
      blockHeight: Number(ledger.blockHeight()),
      epoch: Math.floor(slot / SLOTS_PER_EPOCH),
      slotIndex: slot % SLOTS_PER_EPOCH,
      slotsInEpoch: SLOTS_PER_EPOCH,
    };
  }),

  getLatestBlockhash: rpcMethod(params(['config'], [OptionalCommitment]), ([config], { ledger }) => {
    checkMinContextSlot(ledger, config);
    const { blockhash, lastValidBlockHeight } = ledger.latestBlockhash();
    return withContext(ledger, { blockhash, lastValidBlockHeight: Number(lastValidBlockHeight) });
  }),

  isBlockhashValid: rpcMethod(
    params(['blockhash', 'config'], [Blockhash, OptionalCommitment]),
    ([blockhash, config], { ledger }) => {
      checkMinContextSlot(ledger, config);
      return withContext(ledger, ledger.isBlockhashValid(blockhash));
    },
  ),

  getMinimumBalanceForRentExemption: rpcMethod(
    params(['dataLength', 'config'], [z.number().int().nonnegative(), OptionalCommitment]),
    ([dataLength, _config], { ledger }) => {
      // Solana caps an account's data at 10 MiB.
      if (dataLength > 10 * 1024 * 1024) throw invalidParamsMessage('Invalid param: dataLength too large');
      return Number(ledger.minimumBalanceForRentExemption(dataLength));
    },
  ),

  getFeeForMessage: rpcMethod(
    params(['message', 'config'], [z.string(), OptionalCommitment]),
    ([encoded, config], { ledger }) => {
      checkMinContextSlot(ledger, config);
      const message = decodeMessage(encoded);
      const fee = ledger.isBlockhashValid(message.recentBlockhash) ? transactionFee(message) : null;
      return withContext(ledger, fee);
    },
  ),

  getRecentPrioritizationFees: rpcMethod(
    params(['addresses'], [z.array(Pubkey).max(128).nullish()]),
    () => [],
  ),
};
