import { useMutation, useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { formErrorsFrom } from '../money/api-errors.js';
import { useConsole, useWords } from '../context.js';
import { QueryView } from '../QueryView.js';
import { CopyButton } from '../CopyButton.js';
import { API_KEYS_WORDS } from './api-keys-words.js';
import { ConfirmDialog } from './ConfirmDialog.js';
import { DEVELOPERS_QUERY_KEYS } from './query-keys.js';
import { SecretReveal } from './SecretReveal.js';

/**
 * The business's keys: its public key (`GET /v1/business` answers it), copyable, the settlement wallet (an address,
 * not a key), and rolling the secret key behind a typed confirmation.
 */
export function ApiKeys() {
  const { client } = useConsole();
  const words = useWords(API_KEYS_WORDS);
  const id = useId();
  const business = useQuery({
    queryKey: DEVELOPERS_QUERY_KEYS.business,
    queryFn: () => client.business.get(),
  });
  const [revealed, setRevealed] = useState(false);
  const [copy, setCopy] = useState<'idle' | 'copied' | 'failed'>('idle');
  const [confirming, setConfirming] = useState(false);
  const [newSecretKey, setNewSecretKey] = useState<string | undefined>();
  const roll = useMutation({
    // `POST /v1/business/secret-key/roll` through the typed client: the session client sends the CSRF token, and
    // the session asking survives the roll (the business's other console sessions end).
    mutationFn: () => client.business.rollSecretKey(),
    onSuccess: ({ secretKey }) => {
      setConfirming(false);
      setNewSecretKey(secretKey);
    },
  });
  const publicKey = business.data?.publicKey;
  const wallet = business.data?.testPublicAddress;
  const copyWallet = async () => {
    if (!wallet) return;
    try {
      await navigator.clipboard.writeText(wallet);
      setCopy('copied');
    } catch {
      setCopy('failed');
    }
  };
  return (
    <section className="developers-part" aria-labelledby="developers-keys-heading">
      <h2 id="developers-keys-heading">{words.heading}</h2>
      <h3>{words.publicKey}</h3>
      <p className="developers-hint">{words.publicKeyHint}</p>
      <QueryView query={business} place="panel" words={words}>
        {() =>
          publicKey ? (
            <div className="developers-key">
              <code className="console-code" data-testid="public-key">
                {publicKey}
              </code>
              <CopyButton value={publicKey} label={words.copyPublicKey} />
            </div>
          ) : (
            <p className="developers-hint" data-testid="public-key-missing">
              {words.publicKeyMissing}
            </p>
          )
        }
      </QueryView>

      <h3>{words.settlementWallet}</h3>
      <p className="developers-hint">{words.settlementWalletHint}</p>
      {/* The public key above already says whether the business is loading or failed to load. */}
      {business.isPending || business.isError ? null : (
        <div className="developers-key">
          <code id={`${id}-wallet`} className="console-code" data-testid="settlement-wallet">
            {revealed ? wallet : '•'.repeat(12)}
          </code>
          <span className="console-actions">
            <button
              type="button"
              className="console-secondary"
              aria-expanded={revealed}
              aria-controls={`${id}-wallet`}
              onClick={() => setRevealed(!revealed)}
            >
              {revealed ? words.hide : words.reveal}
            </button>
            <button type="button" className="console-secondary" onClick={() => void copyWallet()}>
              {words.copy}
            </button>
          </span>
          <p role="status">{copy === 'copied' ? words.copied : copy === 'failed' ? words.copyFailed : ''}</p>
        </div>
      )}

      <h3>{words.secretKey}</h3>
      <p className="developers-hint">{words.secretKeyHint}</p>
      <button type="button" className="console-danger" onClick={() => setConfirming(true)}>
        {words.roll}
      </button>
      <ConfirmDialog
        open={confirming}
        title={words.rollTitle}
        confirmLabel={roll.isPending ? words.rolling : words.rollConfirm}
        confirmPhrase={words.rollPhrase}
        busy={roll.isPending}
        error={roll.error ? formErrorsFrom(roll.error, []).general : undefined}
        onConfirm={() => roll.mutate()}
        onClose={() => {
          setConfirming(false);
          roll.reset();
        }}
      >
        <p>{words.rollExplanation}</p>
      </ConfirmDialog>
      <SecretReveal
        secret={newSecretKey}
        title={words.rolledTitle}
        warning={words.rolledWarning}
        label={words.newSecretKey}
        onDone={() => setNewSecretKey(undefined)}
      />
    </section>
  );
}
