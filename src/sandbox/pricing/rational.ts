/**
 * An exact fraction of two bigints. Prices are configured as decimals or fractions ("150", "1/1600") and every
 * amount the service charges is derived from them without floating point, rounding only once, at the end, to a
 * currency's base unit. Hand-written because it is a few lines over native bigint; decimal libraries would add
 * a dependency and their own rounding rules for what is plain integer arithmetic.
 */
export class Rational {
  readonly numerator: bigint;
  readonly denominator: bigint;

  constructor(numerator: bigint, denominator: bigint = 1n) {
    if (denominator === 0n) throw new RangeError('denominator must not be zero');
    const sign = denominator < 0n ? -1n : 1n;
    const divisor = greatestCommonDivisor(absolute(numerator), absolute(denominator)) || 1n;
    this.numerator = (sign * numerator) / divisor;
    this.denominator = absolute(denominator) / divisor;
  }

  static readonly ONE = new Rational(1n);

  /** Reads "150", "0.000625" or "1/1600". */
  static parse(text: string): Rational {
    const trimmed = text.trim();
    const fraction = /^(\d+(?:\.\d+)?)\/(\d+(?:\.\d+)?)$/.exec(trimmed);
    if (fraction) return Rational.parse(fraction[1] ?? '').divide(Rational.parse(fraction[2] ?? ''));
    const decimal = /^(\d+)(?:\.(\d+))?$/.exec(trimmed);
    if (!decimal) throw new RangeError(`"${text}" is not a decimal number or fraction`);
    const fractionDigits = decimal[2] ?? '';
    return new Rational(BigInt((decimal[1] ?? '0') + fractionDigits), 10n ** BigInt(fractionDigits.length));
  }

  static fromBaseUnits(units: bigint, decimals: number): Rational {
    return new Rational(units, 10n ** BigInt(decimals));
  }

  subtract(other: Rational): Rational {
    return new Rational(
      this.numerator * other.denominator - other.numerator * this.denominator,
      this.denominator * other.denominator,
    );
  }

  multiply(other: Rational): Rational {
    return new Rational(this.numerator * other.numerator, this.denominator * other.denominator);
  }

  divide(other: Rational): Rational {
    if (other.numerator === 0n) throw new RangeError('division by zero');
    return new Rational(this.numerator * other.denominator, this.denominator * other.numerator);
  }

  reciprocal(): Rational {
    return Rational.ONE.divide(this);
  }

  /** Base units at `decimals`, rounded up: what a payer is asked for never falls short of the price. */
  toBaseUnitsCeil(decimals: number): bigint {
    const scaled = this.numerator * 10n ** BigInt(decimals);
    const quotient = scaled / this.denominator;
    return scaled % this.denominator === 0n ? quotient : quotient + 1n;
  }

  /** Base units at `decimals`, rounded down: what is promised to be paid out never exceeds the value. */
  toBaseUnitsFloor(decimals: number): bigint {
    return (this.numerator * 10n ** BigInt(decimals)) / this.denominator;
  }

  /** Base units at `decimals`, rounded half up: for reporting a value in another currency. */
  toBaseUnitsRounded(decimals: number): bigint {
    const scaled = this.numerator * 10n ** BigInt(decimals) * 2n + this.denominator;
    return scaled / (this.denominator * 2n);
  }

  /** A JSON number for display (a rate), to 12 significant digits; never used to compute money. */
  toDisplayNumber(): number {
    const units = this.toBaseUnitsRounded(18);
    return Number(Number(`${units}e-18`).toPrecision(12));
  }

  /** Stable text form for storage, e.g. "1/1600". */
  toString(): string {
    return this.denominator === 1n ? `${this.numerator}` : `${this.numerator}/${this.denominator}`;
  }
}

function absolute(value: bigint): bigint {
  return value < 0n ? -value : value;
}

function greatestCommonDivisor(a: bigint, b: bigint): bigint {
  let [x, y] = [a, b];
  while (y !== 0n) [x, y] = [y, x % y];
  return x;
}
