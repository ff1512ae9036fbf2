import type { VersionedMessage } from '@solana/web3.js';

/**
 * The fee a transaction pays, as the ledger's VM charges it: 5000 lamports per signature plus the priority fee,
 * ceil(compute-unit price × compute-unit limit / 1,000,000). The limit is the one the transaction sets, or else
 * 3,000 units per builtin-program instruction and 200,000 per other instruction, at most 1,400,000.
 */

export const LAMPORTS_PER_SIGNATURE = 5000;
const COMPUTE_BUDGET_PROGRAM = 'ComputeBudget111111111111111111111111111111';
const MAX_COMPUTE_UNIT_LIMIT = 1_400_000;
const DEFAULT_BUILTIN_INSTRUCTION_UNITS = 3_000;
const DEFAULT_INSTRUCTION_UNITS = 200_000;
const MICRO_LAMPORTS_PER_LAMPORT = 1_000_000n;
const SET_COMPUTE_UNIT_LIMIT = 2;
const SET_COMPUTE_UNIT_PRICE = 3;

/** Programs built into the runtime, which reserve only a few compute units per instruction. */
const BUILTIN_PROGRAMS = new Set([
  '11111111111111111111111111111111',
  COMPUTE_BUDGET_PROGRAM,
  'Vote111111111111111111111111111111111111111',
  'Stake11111111111111111111111111111111111111',
  'Config1111111111111111111111111111111111111',
  'BPFLoader1111111111111111111111111111111111',
  'BPFLoader2111111111111111111111111111111111',
  'BPFLoaderUpgradeab1e11111111111111111111111',
  'LoaderV411111111111111111111111111111111111',
  'AddressLookupTab1e1111111111111111111111111',
  'Ed25519SigVerify111111111111111111111111111',
  'KeccakSecp256k11111111111111111111111111111',
]);

export function transactionFee(message: VersionedMessage): number {
  let price = 0n;
  let limit: number | undefined;
  let defaultLimit = 0;
  for (const instruction of message.compiledInstructions) {
    const program = message.staticAccountKeys[instruction.programIdIndex]?.toBase58() ?? '';
    defaultLimit += BUILTIN_PROGRAMS.has(program)
      ? DEFAULT_BUILTIN_INSTRUCTION_UNITS
      : DEFAULT_INSTRUCTION_UNITS;
    if (program !== COMPUTE_BUDGET_PROGRAM) continue;
    const data = Buffer.from(instruction.data);
    if (data[0] === SET_COMPUTE_UNIT_PRICE && data.length === 9) price = data.readBigUInt64LE(1);
    if (data[0] === SET_COMPUTE_UNIT_LIMIT && data.length === 5) limit = data.readUInt32LE(1);
  }
  const units = BigInt(Math.min(limit ?? defaultLimit, MAX_COMPUTE_UNIT_LIMIT));
  const priorityFee = (price * units + MICRO_LAMPORTS_PER_LAMPORT - 1n) / MICRO_LAMPORTS_PER_LAMPORT;
  return LAMPORTS_PER_SIGNATURE * message.header.numRequiredSignatures + Number(priorityFee);
}
