import type { FiatCode } from '../../api/currencies.js';
import type { Bank } from '../../api/schemas/bank.js';

/** The sandbox's banks per fiat currency; `bankIdentifier` is the bank's sort/clearing code. */
export const SANDBOX_BANKS: readonly Bank[] = [
  { name: 'Access Bank', bankIdentifier: '044', currency: 'NGN' },
  { name: 'First Bank of Nigeria', bankIdentifier: '011', currency: 'NGN' },
  { name: 'Guaranty Trust Bank', bankIdentifier: '058', currency: 'NGN' },
  { name: 'United Bank for Africa', bankIdentifier: '033', currency: 'NGN' },
  { name: 'Zenith Bank', bankIdentifier: '057', currency: 'NGN' },
  { name: 'Equity Bank Kenya', bankIdentifier: '68', currency: 'KES' },
  { name: 'KCB Bank Kenya', bankIdentifier: '01', currency: 'KES' },
  { name: 'Ecobank Ghana', bankIdentifier: '130100', currency: 'GHS' },
  { name: 'GCB Bank', bankIdentifier: '040100', currency: 'GHS' },
  { name: 'First National Bank', bankIdentifier: '250655', currency: 'ZAR' },
  { name: 'Standard Bank South Africa', bankIdentifier: '051001', currency: 'ZAR' },
  { name: 'Bank of America', bankIdentifier: '026009593', currency: 'USD' },
  { name: 'JPMorgan Chase', bankIdentifier: '021000021', currency: 'USD' },
  // Where sort/clearing codes are not what a transfer names (the euro area, the CFA franc zones), the BIC.
  { name: 'BNP Paribas', bankIdentifier: 'BNPAFRPP', currency: 'EUR' },
  { name: 'Deutsche Bank', bankIdentifier: 'DEUTDEFF', currency: 'EUR' },
  { name: 'Barclays Bank UK', bankIdentifier: '200000', currency: 'GBP' },
  { name: 'HSBC UK', bankIdentifier: '400000', currency: 'GBP' },
  { name: 'Ecobank Côte d’Ivoire', bankIdentifier: 'ECOCCIAB', currency: 'XOF' },
  { name: 'Société Générale Sénégal', bankIdentifier: 'SGSNSNDA', currency: 'XOF' },
  { name: 'Afriland First Bank', bankIdentifier: 'CCEICMCX', currency: 'XAF' },
  { name: 'Ecobank Cameroun', bankIdentifier: 'ECOCCMCX', currency: 'XAF' },
];

export function banksFor(currency: FiatCode): Bank[] {
  return SANDBOX_BANKS.filter((bank) => bank.currency === currency);
}

export function findBank(by: {
  bankIdentifier?: string | undefined;
  bankName?: string | undefined;
}): Bank | undefined {
  if (by.bankIdentifier) return SANDBOX_BANKS.find((bank) => bank.bankIdentifier === by.bankIdentifier);
  const name = by.bankName?.trim().toLowerCase();
  return name ? SANDBOX_BANKS.find((bank) => bank.name.toLowerCase() === name) : undefined;
}

/** What the sandbox bank does with a payout to an account number (the table in README, "Balances, payouts and swaps"). */
export type PayoutOutcome = 'stays_pending' | 'declined' | 'fulfilled';

export const PENDING_TEST_ACCOUNT = '0000000001';
export const DECLINED_TEST_ACCOUNT = '0000000002';

export function outcomeForAccount(accountNumber: string): PayoutOutcome {
  if (accountNumber === PENDING_TEST_ACCOUNT) return 'stays_pending';
  if (accountNumber === DECLINED_TEST_ACCOUNT) return 'declined';
  return 'fulfilled';
}

/** Accounts whose holder's name the sandbox knows, at any of its banks (name enquiry). */
const KNOWN_ACCOUNT_NAMES: Readonly<Record<string, string>> = {
  [PENDING_TEST_ACCOUNT]: 'Pending Test Account',
  [DECLINED_TEST_ACCOUNT]: 'Declined Test Account',
  '0123456789': 'Ada Okafor',
  '1234567890': 'Tunde Bello',
};

export function accountHolderName(accountNumber: string): string | undefined {
  return KNOWN_ACCOUNT_NAMES[accountNumber];
}
