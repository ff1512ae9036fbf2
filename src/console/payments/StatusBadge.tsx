import type { TransactionStatus } from '../../api/schemas/transaction.js';
import { useWords } from '../context.js';
import { paymentsWords } from './words.js';

/** A transaction's status in words, coloured by outcome (the words carry the meaning; the colour only helps). */
export function StatusBadge({ status }: { status: TransactionStatus }) {
  const words = useWords(paymentsWords);
  return <span className={`console-status console-status-${status}`}>{words.statusNames[status]}</span>;
}
