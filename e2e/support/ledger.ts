import { getAssociatedTokenAddressSync } from '@solana/spl-token';
import { PublicKey } from '@solana/web3.js';
import { SOLANA_TOKEN_MINTS } from '../../src/api/solana-mints.js';

/**
 * The local ledger as any Solana client sees it, through the service's standard JSON-RPC at `/rpc`: what the
 * wallet tests check the real transfers with.
 */
export class Ledger {
  readonly #url: string;

  constructor(serviceUrl: string) {
    this.#url = `${serviceUrl.replace(/\/+$/, '')}/rpc`;
  }

  async call<T>(method: string, params: unknown[] = []): Promise<T> {
    const response = await fetch(this.#url, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
    });
    const answer = (await response.json()) as { result?: T; error?: { message: string } };
    if (answer.error) throw new Error(`${method}: ${answer.error.message}`);
    return answer.result as T;
  }

  /** Lamports. */
  async solBalance(address: string): Promise<bigint> {
    return BigInt(
      (await this.call<{ value: number }>('getBalance', [address, { commitment: 'confirmed' }])).value,
    );
  }

  /** Base units of the owner's associated token account (0 without one). */
  async tokenBalance(owner: string, currency: 'USDC' | 'USDT'): Promise<bigint> {
    const account = getAssociatedTokenAddressSync(
      new PublicKey(SOLANA_TOKEN_MINTS.sandbox[currency]),
      new PublicKey(owner),
      true,
    );
    try {
      const answer = await this.call<{ value: { amount: string } }>('getTokenAccountBalance', [
        account.toBase58(),
      ]);
      return BigInt(answer.value.amount);
    } catch {
      return 0n;
    }
  }

  /** Signatures of every ledger transaction that touched the address, newest first. */
  async signaturesFor(address: string): Promise<string[]> {
    const rows = await this.call<{ signature: string }[]>('getSignaturesForAddress', [address]);
    return rows.map((row) => row.signature);
  }

  /** Whether the ledger knows a signature at all. */
  async knows(signature: string): Promise<boolean> {
    const answer = await this.call<{ value: (unknown | null)[] }>('getSignatureStatuses', [
      [signature],
      { searchTransactionHistory: true },
    ]);
    return answer.value[0] !== null;
  }

  /**
   * What one transaction did to an account: its change in lamports, or in token base units when `currency` is
   * given (the account is then the owner, and its associated token account is read).
   */
  async changeIn(signature: string, owner: string, currency?: 'USDC' | 'USDT'): Promise<bigint> {
    interface TokenBalance {
      accountIndex: number;
      uiTokenAmount: { amount: string };
    }
    const transaction = await this.call<{
      meta: {
        err: unknown;
        preBalances: number[];
        postBalances: number[];
        preTokenBalances: TokenBalance[];
        postTokenBalances: TokenBalance[];
      };
      transaction: { message: { accountKeys: string[] } };
    }>('getTransaction', [
      signature,
      { encoding: 'json', commitment: 'confirmed', maxSupportedTransactionVersion: 0 },
    ]);
    if (transaction.meta.err) throw new Error(`${signature} failed: ${JSON.stringify(transaction.meta.err)}`);
    const keys = transaction.transaction.message.accountKeys;
    if (!currency) {
      const index = keys.indexOf(owner);
      return (
        BigInt(transaction.meta.postBalances[index] ?? 0) - BigInt(transaction.meta.preBalances[index] ?? 0)
      );
    }
    const account = getAssociatedTokenAddressSync(
      new PublicKey(SOLANA_TOKEN_MINTS.sandbox[currency]),
      new PublicKey(owner),
      true,
    ).toBase58();
    const index = keys.indexOf(account);
    const at = (balances: TokenBalance[]) =>
      BigInt(balances.find((balance) => balance.accountIndex === index)?.uiTokenAmount.amount ?? '0');
    return at(transaction.meta.postTokenBalances) - at(transaction.meta.preTokenBalances);
  }
}
