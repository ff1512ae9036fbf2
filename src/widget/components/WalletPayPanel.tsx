import { useEffect, useId, useRef, useSyncExternalStore, type RefObject } from 'react';
import type { CryptoCode } from '../../api/currencies.js';
import type { SolanaCluster } from '../../api/solana-cluster.js';
import { explorerTransactionUrl } from '../../core/cluster.js';
import type {
  WalletOption,
  WalletPayFailure,
  WalletPaySession,
  WalletPaySnapshot,
  WalletPayStatus,
  WalletProviderOwner,
} from '../../wallet/wallet-pay.js';
import { useAnnounce, useStrings } from '../context.js';
import type { CheckoutStrings, WalletErrorKind } from '../strings/index.js';
import { Notice } from './Notice.js';

const WORKING: ReadonlySet<WalletPayStatus> = new Set([
  'preparing',
  'signing',
  'sending',
  'confirming',
  'funding',
]);
const CONNECTED: ReadonlySet<WalletPayStatus> = new Set([
  'ready',
  'preparing',
  'signing',
  'sending',
  'confirming',
  'sent',
  'funding',
]);

/** How the checkout words an error: a declined connection reads differently from a declined payment. */
export function walletErrorKind(error: WalletPayFailure): WalletErrorKind {
  if (error.code === 'rejected' && error.retry === 'connect') return 'connect_rejected';
  if (error.code === 'rpc_unreachable' && error.retry === 'resend') return 'resend';
  return error.code;
}

function progressText(snapshot: WalletPaySnapshot, strings: CheckoutStrings): string | null {
  const wallet = snapshot.pendingWallet ?? snapshot.connected?.walletName ?? '';
  switch (snapshot.status) {
    case 'connecting':
      return strings.walletConnecting(wallet);
    case 'preparing':
      return strings.walletPreparing;
    case 'signing':
      return snapshot.amount
        ? strings.walletApprove(wallet, snapshot.amount.value, snapshot.amount.crypto)
        : strings.walletPreparing;
    case 'sending':
      return strings.walletSending;
    case 'confirming':
      return strings.walletConfirming;
    case 'sent':
      return strings.walletSent;
    case 'funding':
      return strings.walletFunding;
    default:
      return null;
  }
}

function errorTexts(error: WalletPayFailure, snapshot: WalletPaySnapshot, strings: CheckoutStrings) {
  const kind = walletErrorKind(error);
  const chain = error.details.chain ?? snapshot.chain;
  return {
    kind,
    title: strings.walletErrorTitle[kind],
    body: strings.walletErrorBody(kind, {
      wallet: error.walletName ?? '',
      needed: error.details.needed,
      balance: error.details.balance,
      crypto: error.details.crypto,
      network: chain ? strings.walletNetworkName(chain) : undefined,
      reason: error.details.reason,
    }),
  };
}

/**
 * Wallet pay once its chunk is loaded: the wallets to choose from (Phantom first, installed ones marked, the last
 * one used marked and focused), then the connected account with "Pay", progress while the wallet signs and the
 * payment is sent and confirmed, and every error with its way forward. Each step is announced through the
 * checkout's live region, and the focus follows the customer's next step.
 */
export function WalletPayPanel({
  session,
  shortAddress,
  due,
  crypto,
  testMode,
  cluster,
  providerOwner,
}: {
  session: WalletPaySession;
  shortAddress: (address: string) => string;
  due: string;
  crypto: CryptoCode;
  testMode: boolean;
  cluster: SolanaCluster;
  /** Whose wallet-adapter provider holds the connection: the merchant app's, or the checkout's own. */
  providerOwner: WalletProviderOwner;
}) {
  const strings = useStrings();
  const announce = useAnnounce();
  const id = useId();
  const snapshot = useSyncExternalStore(session.subscribe, session.getSnapshot, session.getSnapshot);
  const { status, error, connected, wallets, mobile } = snapshot;
  const listRef = useRef<HTMLUListElement>(null);
  const payRef = useRef<HTMLButtonElement>(null);
  const errorRef = useRef<HTMLDivElement>(null);
  const previous = useRef<{
    status: WalletPayStatus;
    error: WalletPayFailure | null;
    funded: boolean;
  } | null>(null);

  // Announce each step, and move the focus to what the customer does next.
  useEffect(() => {
    const before = previous.current;
    previous.current = { status, error, funded: snapshot.funded };
    const focusList = () => {
      const buttons = listRef.current?.querySelectorAll<HTMLButtonElement>('button');
      const remembered = listRef.current?.querySelector<HTMLButtonElement>('button[data-remembered="true"]');
      (remembered ?? buttons?.[0])?.focus();
    };
    if (!before) {
      // The panel just replaced the "Pay with wallet" button, which had the focus.
      if (status === 'ready') payRef.current?.focus();
      else focusList();
      return;
    }
    if (error && error !== before.error) {
      const texts = errorTexts(error, snapshot, strings);
      announce(`${texts.title}. ${texts.body}`);
      errorRef.current?.focus();
      return;
    }
    if (snapshot.funded && !before.funded) {
      announce(strings.walletFunded);
      payRef.current?.focus();
      return;
    }
    if (status === before.status) return;
    const text = progressText(snapshot, strings);
    if (status === 'ready' && before.status === 'connecting' && connected) {
      announce(strings.announceWalletConnected(connected.walletName));
      payRef.current?.focus();
    } else if (status === 'choosing' && CONNECTED.has(before.status)) {
      announce(strings.announceWalletDisconnected);
      focusList();
    } else if (text) {
      announce(text);
    }
  }, [status, error, connected, snapshot, strings, announce]);

  const progress = progressText(snapshot, strings);
  const isConnected = connected !== null && CONNECTED.has(status);
  const working = WORKING.has(status);
  const amount = snapshot.amount ?? { value: due, crypto };

  return (
    <div className="cc-wallet-panel" data-status={status} data-wallet-provider={providerOwner}>
      {testMode ? <p className="cc-hint cc-wallet-test-note">{strings.walletTestNote}</p> : null}

      {mobile && !isConnected ? (
        <div className="cc-wallet-mobile">
          <p>{strings.openInWalletAppHint}</p>
          <p className="cc-actions">
            {mobile.openInApp.map((app, index) => (
              <a
                key={app.walletName}
                className={`cc-button ${index === 0 ? 'cc-button-primary' : 'cc-button-secondary'}`}
                href={app.url}
                data-testid={`open-in-${app.walletName.toLowerCase()}`}
              >
                {strings.openInWalletApp(app.walletName)}
              </a>
            ))}
          </p>
        </div>
      ) : null}

      {isConnected ? (
        <div className="cc-wallet-account" data-testid="wallet-account">
          <p className="cc-wallet-account-name">{strings.walletConnectedAs(connected.walletName)}</p>
          <p className="cc-wallet-account-address">
            <span className="cc-visually-hidden">{strings.walletAccountLabel}: </span>
            <code
              dir="ltr"
              title={connected.address}
              data-testid="wallet-address"
              data-address={connected.address}
            >
              {shortAddress(connected.address)}
            </code>
          </p>
        </div>
      ) : (
        <WalletList
          listRef={listRef}
          wallets={wallets}
          status={status}
          pendingWallet={snapshot.pendingWallet}
          onChoose={(name) => void session.connect(name)}
          labelId={`${id}-choose`}
        />
      )}

      {progress ? (
        <p
          className={`cc-wallet-progress${status === 'sent' ? ' cc-wallet-progress-done' : ''}`}
          data-testid="wallet-progress"
        >
          {status === 'sent' ? null : <span className="cc-spinner" aria-hidden="true" />}
          {progress}
        </p>
      ) : null}
      {snapshot.signature && (status === 'confirming' || status === 'sent') ? (
        <p className="cc-reference">
          {strings.walletSignatureLabel}: <SignatureText signature={snapshot.signature} cluster={cluster} />
        </p>
      ) : null}
      {snapshot.funded && status === 'ready' && !error ? (
        <Notice tone="info">
          <p>{strings.walletFunded}</p>
        </Notice>
      ) : null}

      {error ? (
        <WalletError
          error={error}
          snapshot={snapshot}
          errorRef={errorRef}
          onRetry={() => void session.retry()}
          onFund={() => void session.fundTestWallet()}
          onDismiss={() => session.dismissError()}
        />
      ) : null}

      {isConnected && (status === 'ready' || working) ? (
        <div className="cc-actions cc-wallet-actions">
          {status === 'ready' && !(error && error.retry) ? (
            <button
              ref={payRef}
              type="button"
              className="cc-button cc-button-primary cc-wallet-pay"
              onClick={() => void session.pay()}
            >
              {strings.payFromWallet(amount.value, amount.crypto)}
            </button>
          ) : null}
          {status === 'ready' ? (
            <>
              <button
                type="button"
                className="cc-button cc-button-secondary"
                onClick={() => void session.changeWallet()}
              >
                {strings.changeWallet}
              </button>
              <button
                type="button"
                className="cc-button cc-button-secondary"
                onClick={() => void session.disconnect()}
              >
                {strings.disconnectWallet}
              </button>
            </>
          ) : null}
        </div>
      ) : null}
    </div>
  );
}

function WalletList({
  listRef,
  wallets,
  status,
  pendingWallet,
  onChoose,
  labelId,
}: {
  listRef: RefObject<HTMLUListElement | null>;
  wallets: readonly WalletOption[];
  status: WalletPayStatus;
  pendingWallet: string | null;
  onChoose: (name: string) => void;
  labelId: string;
}) {
  const strings = useStrings();
  if (wallets.length === 0) return <p>{strings.noWalletFound}</p>;
  const busy = status === 'connecting';
  return (
    <>
      <p id={labelId} className="cc-wallet-choose">
        {strings.chooseWallet}
      </p>
      <ul ref={listRef} className="cc-wallet-list" aria-labelledby={labelId}>
        {wallets.map((wallet) => (
          <li key={wallet.name}>
            <button
              type="button"
              className="cc-wallet-option"
              data-remembered={wallet.remembered ? 'true' : undefined}
              data-testid={`wallet-option-${wallet.name}`}
              aria-disabled={busy}
              onClick={() => {
                if (!busy) onChoose(wallet.name);
              }}
            >
              {wallet.icon ? (
                <img className="cc-wallet-icon" src={wallet.icon} alt="" width={28} height={28} />
              ) : null}
              <span className="cc-wallet-name">{wallet.name}</span>
              <span className="cc-wallet-badges">
                {busy && pendingWallet === wallet.name ? (
                  <span className="cc-spinner" aria-hidden="true" />
                ) : null}
                {wallet.remembered ? <span className="cc-wallet-badge">{strings.walletLastUsed}</span> : null}
                <span
                  className={`cc-wallet-badge cc-wallet-badge-${wallet.readiness === 'installed' ? 'installed' : 'missing'}`}
                >
                  {wallet.readiness === 'installed'
                    ? strings.walletDetected
                    : wallet.readiness === 'loadable'
                      ? strings.walletOpensInApp
                      : strings.walletNotInstalled}
                </span>
              </span>
            </button>
          </li>
        ))}
      </ul>
    </>
  );
}

function WalletError({
  error,
  snapshot,
  errorRef,
  onRetry,
  onFund,
  onDismiss,
}: {
  error: WalletPayFailure;
  snapshot: WalletPaySnapshot;
  errorRef: RefObject<HTMLDivElement | null>;
  onRetry: () => void;
  onFund: () => void;
  onDismiss: () => void;
}) {
  const strings = useStrings();
  const id = useId();
  const { kind, title, body } = errorTexts(error, snapshot, strings);
  const technical = ['wallet_error', 'transaction_failed', 'mismatch', 'rpc_unreachable'].includes(kind);
  return (
    <div
      ref={errorRef}
      tabIndex={-1}
      className="cc-wallet-error"
      aria-labelledby={`${id}-title`}
      role="group"
      data-testid="wallet-error"
      data-code={error.code}
    >
      <Notice tone={kind === 'not_installed' ? 'info' : 'error'}>
        <p className="cc-notice-title" id={`${id}-title`}>
          {title}
        </p>
        <p>{body}</p>
        <p className="cc-wallet-qr-hint">{strings.walletUseQrInstead}</p>
        {technical && error.message ? (
          <details className="cc-wallet-details">
            <summary>{strings.walletTechnicalDetails}</summary>
            <code>{error.message}</code>
          </details>
        ) : null}
      </Notice>
      <div className="cc-actions cc-wallet-actions">
        {error.retry ? (
          <button type="button" className="cc-button cc-button-primary" onClick={onRetry}>
            {strings.tryAgain}
          </button>
        ) : null}
        {error.openInWalletUrl ? (
          <a className="cc-button cc-button-primary" href={error.openInWalletUrl}>
            {strings.openInWalletApp(error.walletName ?? '')}
          </a>
        ) : null}
        {error.installUrl ? (
          <a
            className="cc-button cc-button-secondary"
            href={error.installUrl}
            target="_blank"
            rel="noopener noreferrer"
          >
            {strings.walletInstall(error.walletName ?? '')}
            <span className="cc-visually-hidden"> {strings.opensInNewTab}</span>
          </a>
        ) : null}
        {error.canFund ? (
          <button type="button" className="cc-button cc-button-secondary" onClick={onFund}>
            {strings.walletFundTest}
          </button>
        ) : null}
        {!error.retry ? (
          <button type="button" className="cc-button cc-button-secondary" onClick={onDismiss}>
            {strings.walletDismiss}
          </button>
        ) : null}
      </div>
    </div>
  );
}

/** The sent transaction's signature, linked to Solana's explorer where one can see it (not on localnet). */
function SignatureText({ signature, cluster }: { signature: string; cluster: SolanaCluster }) {
  const explorer = explorerTransactionUrl(cluster, signature);
  const code = (
    <code dir="ltr" data-testid="wallet-signature">
      {signature}
    </code>
  );
  return explorer ? (
    <a href={explorer} target="_blank" rel="noopener noreferrer">
      {code}
    </a>
  ) : (
    code
  );
}
