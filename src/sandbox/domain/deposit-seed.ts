import { randomBytes } from 'node:crypto';
import { inspect } from 'node:util';

/**
 * How a deposit seed is written, in DEPOSIT_SEED and in `DATA_DIR/deposit-seed`: 32 to 64 bytes as hexadecimal
 * (64 to 128 characters, either case). 32 bytes is what `openssl rand -hex 32` prints and what the service
 * generates; 64 is the length of a BIP-39 seed, so a wallet's seed can be used as it is. SLIP-0010 would take 16
 * bytes; fewer than 32 are refused because the seed is the one secret behind every deposit.
 */
export const DEPOSIT_SEED_HEX_PATTERN = /^(?:[0-9a-fA-F]{2}){32,64}$/;

/** What a rejected seed is told, naming the format but never repeating the value. */
export const DEPOSIT_SEED_FORMAT =
  '32 to 64 bytes written as 64 to 128 hexadecimal characters, such as the output of `openssl rand -hex 32`';

/** How many random bytes a generated seed has: 256 bits, the length SLIP-0010 advises. */
const GENERATED_SEED_BYTES = 32;

const REDACTED = 'DepositSeed [redacted]';

/**
 * The master seed every deposit address is derived from. Whoever holds it controls every deposit, so it is
 * wrapped rather than passed around as a string: printing it, logging it, putting it in an error or in JSON
 * shows `DepositSeed [redacted]`, and the bytes come out only through `bytes()`, for a derivation, or `toHex()`,
 * for the seed file.
 */
export class DepositSeed {
  readonly #bytes: Uint8Array;

  private constructor(bytes: Uint8Array) {
    this.#bytes = bytes;
  }

  /** Parses the written form; the error says what is expected and never includes `text`. */
  static fromHex(text: string): DepositSeed {
    if (!DEPOSIT_SEED_HEX_PATTERN.test(text))
      throw new Error(`a deposit seed must be ${DEPOSIT_SEED_FORMAT}`);
    return new DepositSeed(Uint8Array.from(Buffer.from(text, 'hex')));
  }

  /** A new seed from the system's CSPRNG. */
  static generate(): DepositSeed {
    return new DepositSeed(Uint8Array.from(randomBytes(GENERATED_SEED_BYTES)));
  }

  /** A copy of the seed's bytes, which the caller may wipe once it has derived what it needs. */
  bytes(): Uint8Array {
    return this.#bytes.slice();
  }

  /** The written form, lowercase: only for storing the seed in its file. */
  toHex(): string {
    return Buffer.from(this.#bytes).toString('hex');
  }

  toString(): string {
    return REDACTED;
  }

  toJSON(): string {
    return REDACTED;
  }

  [inspect.custom](): string {
    return REDACTED;
  }
}
