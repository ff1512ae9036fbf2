import { ACCOUNT_SIZE, AccountLayout, MINT_SIZE, MintLayout, TOKEN_PROGRAM_ID } from '@solana/spl-token';
import { PublicKey } from '@solana/web3.js';

/** The parts of an SPL token account the service reads: which mint, whose, how much. */
export interface TokenAccountState {
  mint: string;
  owner: string;
  amount: bigint;
}

/** Decodes an SPL Token account's data; undefined for anything that is not one. */
export function decodeTokenAccount(owner: string, data: Uint8Array): TokenAccountState | undefined {
  if (owner !== TOKEN_PROGRAM_ID.toBase58() || data.length !== ACCOUNT_SIZE) return undefined;
  const decoded = AccountLayout.decode(data);
  return {
    mint: new PublicKey(decoded.mint).toBase58(),
    owner: new PublicKey(decoded.owner).toBase58(),
    amount: decoded.amount,
  };
}

/** The decimals of an SPL Token mint's data; undefined for anything that is not an initialised mint. */
export function decodeMintDecimals(owner: string, data: Uint8Array): number | undefined {
  if (owner !== TOKEN_PROGRAM_ID.toBase58() || data.length !== MINT_SIZE) return undefined;
  const decoded = MintLayout.decode(data);
  return decoded.isInitialized ? decoded.decimals : undefined;
}
