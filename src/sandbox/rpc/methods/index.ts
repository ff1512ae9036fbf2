import type { RpcContext } from '../context.js';
import type { MethodTable } from '../protocol.js';
import { accountMethods } from './accounts.js';
import { chainMethods } from './chain.js';
import { transactionMethods } from './transactions.js';

/** Every method `POST /rpc` answers. */
export const httpMethods: MethodTable<RpcContext> = {
  ...chainMethods,
  ...accountMethods,
  ...transactionMethods,
};
