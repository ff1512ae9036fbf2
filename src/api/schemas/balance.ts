import * as z from 'zod/mini';
import { cryptoCodeSchema } from './common.js';

/** A business's balance in one currency (an addition: `GET /v1/balances`; docs/api.md, "Balances"). */
export const balanceSchema = z.object({ currency: cryptoCodeSchema, amount: z.number() });
export type Balance = z.infer<typeof balanceSchema>;
export const balanceListSchema = z.array(balanceSchema);
