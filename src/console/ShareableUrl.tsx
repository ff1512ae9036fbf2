import { CopyButton } from './CopyButton.js';

/** An address to send to a customer (a hosted page, a checkout): opened in a new tab, or copied. */
export function ShareableUrl({ url, testId, copyLabel }: { url: string; testId: string; copyLabel: string }) {
  return (
    <>
      <p>
        <a
          className="console-mono console-break"
          href={url}
          target="_blank"
          rel="noopener"
          data-testid={testId}
        >
          {url}
        </a>
      </p>
      <p className="console-inline-actions">
        <CopyButton value={url} label={copyLabel} />
      </p>
    </>
  );
}
