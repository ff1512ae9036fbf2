import { NotFoundError } from '../../api/errors.js';
import {
  bankListQuerySchema,
  resolveAccountRequestSchema,
  type ResolvedAccount,
} from '../../api/schemas/bank.js';
import { MESSAGES, sendSuccess } from '../http/envelope.js';
import type { ServiceApp } from '../http/validation.js';
import { accountHolderName, banksFor, findBank } from '../payouts/banks.js';

export function registerBankRoutes(app: ServiceApp): void {
  app.get(
    '/v1/banks',
    { config: { auth: 'secret' }, schema: { querystring: bankListQuerySchema } },
    async (request, reply) => sendSuccess(reply, MESSAGES.queried, banksFor(request.query.currency)),
  );

  app.post(
    '/v1/banks/resolve-account',
    { config: { auth: 'secret' }, schema: { body: resolveAccountRequestSchema } },
    async (request, reply) => {
      const { accountNumber, bankIdentifier } = request.body;
      const bank = findBank({ bankIdentifier });
      if (!bank) throw new NotFoundError(`No bank ${bankIdentifier}; see GET /v1/banks`);
      const accountName = accountHolderName(accountNumber);
      if (!accountName) throw new NotFoundError(`No account ${accountNumber} at ${bank.name}`);
      const resolved: ResolvedAccount = { accountNumber, accountName, bankIdentifier, bankName: bank.name };
      return sendSuccess(reply, MESSAGES.queried, resolved);
    },
  );
}
