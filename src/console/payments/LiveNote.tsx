import { useWords } from '../context.js';
import type { LiveState } from './use-live-transactions.js';
import { paymentsWords } from './words.js';

/** Says whether the page follows changes live, or is waiting for the stream to come back. */
export function LiveNote({ live }: { live: LiveState }) {
  const words = useWords(paymentsWords);
  return (
    <p className="console-live" data-live-state={live}>
      {live === 'reconnecting' ? words.liveReconnecting : words.liveConnected}
    </p>
  );
}
