import { FailedTransactionMetadata, type TransactionMetadata } from 'litesvm';

/**
 * Solana's TransactionError as JSON-RPC shows it: a bare name ("BlockhashNotFound") or an object
 * ({"InstructionError": [0, {"Custom": 1}]}). The names follow the order of Solana's enums (their ABI), which
 * LiteSVM reports as numbers.
 */
export type TransactionErrorJson = string | Record<string, unknown>;

const TRANSACTION_ERRORS = [
  'AccountInUse',
  'AccountLoadedTwice',
  'AccountNotFound',
  'ProgramAccountNotFound',
  'InsufficientFundsForFee',
  'InvalidAccountForFee',
  'AlreadyProcessed',
  'BlockhashNotFound',
  'CallChainTooDeep',
  'MissingSignatureForFee',
  'InvalidAccountIndex',
  'SignatureFailure',
  'InvalidProgramForExecution',
  'SanitizeFailure',
  'ClusterMaintenance',
  'AccountBorrowOutstanding',
  'WouldExceedMaxBlockCostLimit',
  'UnsupportedVersion',
  'InvalidWritableAccount',
  'WouldExceedMaxAccountCostLimit',
  'WouldExceedAccountDataBlockLimit',
  'TooManyAccountLocks',
  'AddressLookupTableNotFound',
  'InvalidAddressLookupTableOwner',
  'InvalidAddressLookupTableData',
  'InvalidAddressLookupTableIndex',
  'InvalidRentPayingAccount',
  'WouldExceedMaxVoteCostLimit',
  'WouldExceedAccountDataTotalLimit',
  'MaxLoadedAccountsDataSizeExceeded',
  'ResanitizationNeeded',
  'InvalidLoadedAccountsDataSizeLimit',
  'UnbalancedTransaction',
  'ProgramCacheHitMaxLimit',
  'CommitCancelled',
] as const;

const INSTRUCTION_ERRORS = [
  'GenericError',
  'InvalidArgument',
  'InvalidInstructionData',
  'InvalidAccountData',
  'AccountDataTooSmall',
  'InsufficientFunds',
  'IncorrectProgramId',
  'MissingRequiredSignature',
  'AccountAlreadyInitialized',
  'UninitializedAccount',
  'UnbalancedInstruction',
  'ModifiedProgramId',
  'ExternalAccountLamportSpend',
  'ExternalAccountDataModified',
  'ReadonlyLamportChange',
  'ReadonlyDataModified',
  'DuplicateAccountIndex',
  'ExecutableModified',
  'RentEpochModified',
  'NotEnoughAccountKeys',
  'AccountDataSizeChanged',
  'AccountNotExecutable',
  'AccountBorrowFailed',
  'AccountBorrowOutstanding',
  'DuplicateAccountOutOfSync',
  'InvalidError',
  'ExecutableDataModified',
  'ExecutableLamportChange',
  'ExecutableAccountNotRentExempt',
  'UnsupportedProgramId',
  'CallDepth',
  'MissingAccount',
  'ReentrancyNotAllowed',
  'MaxSeedLengthExceeded',
  'InvalidSeeds',
  'InvalidRealloc',
  'ComputationalBudgetExceeded',
  'PrivilegeEscalation',
  'ProgramEnvironmentSetupFailure',
  'ProgramFailedToComplete',
  'ProgramFailedToCompile',
  'Immutable',
  'IncorrectAuthority',
  'AccountNotRentExempt',
  'InvalidAccountOwner',
  'ArithmeticOverflow',
  'UnsupportedSysvar',
  'IllegalOwner',
  'MaxAccountsDataAllocationsExceeded',
  'MaxAccountsExceeded',
  'MaxInstructionTraceLengthExceeded',
  'BuiltinProgramsMustConsumeComputeUnits',
  'BorshIoError',
] as const;

/** SPL Token program error codes, for readable messages about `Custom` instruction errors. */
const TOKEN_PROGRAM_ERRORS: readonly string[] = [
  'Lamport balance below rent-exempt threshold',
  'Insufficient funds',
  'Invalid Mint',
  'Account not associated with this Mint',
  'Owner does not match',
  'Fixed supply',
  'Already in use',
  'Invalid number of provided signers',
  'Invalid number of required signers',
  'State is unititialized',
  'Instruction does not support native tokens',
  'Non-native account can only be closed if its balance is zero',
  'Invalid instruction',
  'State is invalid for requested operation',
  'Operation overflowed',
  'Account does not support specified authority type',
  'This token mint cannot freeze accounts',
  'Account is frozen',
  'The provided decimals value different from the Mint decimals',
  'Instruction does not support non-native tokens',
];

export interface LedgerFailure {
  /** The error as JSON-RPC reports it in `err`. */
  err: TransactionErrorJson;
  /** Whether the transaction ran (and paid its fee) but failed in an instruction. */
  executed: boolean;
  /** One line for people, e.g. "Error processing Instruction 0: insufficient funds". */
  message: string;
}

type LiteSvmError = ReturnType<FailedTransactionMetadata['err']>;

/** Solana's own wording for the errors a client meets most, as validators report them. */
const SOLANA_MESSAGES: Readonly<Record<string, string>> = {
  AccountNotFound: 'Attempt to debit an account but found no record of a prior credit.',
  InsufficientFundsForFee: 'Insufficient funds for fee',
  SignatureFailure: 'Transaction did not pass signature verification',
  BlockhashNotFound: 'Blockhash not found',
  AlreadyProcessed: 'This transaction has already been processed',
  AccountInUse: 'Account in use',
  InvalidAccountForFee: 'This account may not be used to pay transaction fees',
};

export function describeFailure(failure: FailedTransactionMetadata): LedgerFailure {
  return describeError(failure.err());
}

export function describeError(error: LiteSvmError): LedgerFailure {
  if (typeof error === 'number') {
    const name = TRANSACTION_ERRORS[error] ?? `TransactionError${error}`;
    return { err: name, executed: false, message: SOLANA_MESSAGES[name] ?? `Transaction failed: ${name}` };
  }
  if ('accountIndex' in error) {
    const name = error.constructor.name.includes('Rent')
      ? 'InsufficientFundsForRent'
      : 'ProgramExecutionTemporarilyRestricted';
    return {
      err: { [name]: { account_index: error.accountIndex } },
      executed: true,
      message: `Transaction results in an account (${error.accountIndex}) with insufficient funds for rent`,
    };
  }
  if (!('err' in error)) {
    return {
      err: { DuplicateInstruction: error.index },
      executed: false,
      message: `Duplicate instruction ${error.index}`,
    };
  }
  const instructionError = error.err();
  let detail: unknown;
  let text: string;
  if (typeof instructionError === 'number') {
    const name = INSTRUCTION_ERRORS[instructionError] ?? `InstructionError${instructionError}`;
    detail = name;
    text = name.replace(/([a-z])([A-Z])/g, '$1 $2').toLowerCase();
  } else if ('code' in instructionError) {
    detail = { Custom: instructionError.code };
    text = `custom program error: 0x${instructionError.code.toString(16)}`;
    const tokenText = TOKEN_PROGRAM_ERRORS[instructionError.code];
    if (tokenText) text += ` (token program: ${tokenText})`;
  } else {
    detail = { BorshIoError: instructionError.msg };
    text = `borsh I/O error: ${instructionError.msg}`;
  }
  return {
    err: { InstructionError: [error.index, detail] },
    executed: true,
    message: `Error processing Instruction ${error.index}: ${text}`,
  };
}

/** The logs of a processed or failed transaction, whichever LiteSVM answered. */
export function logsOf(result: TransactionMetadata | FailedTransactionMetadata): string[] {
  return result instanceof FailedTransactionMetadata ? result.meta().logs() : result.logs();
}

/** One line for people about a failure as the history stores it (the JSON-RPC `err`). */
export function describeRecordedError(err: unknown): string {
  if (typeof err === 'string') return SOLANA_MESSAGES[err] ?? `Transaction failed: ${err}`;
  return `Transaction failed: ${JSON.stringify(err)}`;
}
