import { useWords } from '../context.js';
import { ApiKeys } from './ApiKeys.js';
import { DeliveryLog } from './DeliveryLog.js';
import { DEVELOPERS_WORDS } from './developers-words.js';
import { WebhookEndpoints } from './WebhookEndpoints.js';

/** The console's Developers section (`/dashboard/developers`): API keys, webhook endpoints, the delivery log. */
export function DevelopersSection() {
  const words = useWords(DEVELOPERS_WORDS);
  return (
    <div className="developers-section">
      <h1>{words.title}</h1>
      <p className="developers-hint">{words.intro}</p>
      <ApiKeys />
      <WebhookEndpoints />
      <DeliveryLog />
    </div>
  );
}
