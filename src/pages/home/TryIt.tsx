import { useEffect, useState } from 'react';
import type { CryptoCheckoutClient, SandboxDemo } from '../../api/index.js';

type Load =
  { state: 'loading' } | { state: 'loaded'; demo: SandboxDemo } | { state: 'failed'; message: string };

/**
 * The things to open first: the demo pay page, the demo shop, the docs and the HTTP reference. Where they are
 * comes from `GET /v1/sandbox/demo`, since only the service knows the seeded link and whether `npm start` started the shop.
 */
export function TryIt({ client }: { client: CryptoCheckoutClient }) {
  const [load, setLoad] = useState<Load>({ state: 'loading' });

  useEffect(() => {
    const controller = new AbortController();
    client.sandbox.demo({ signal: controller.signal }).then(
      (demo) => setLoad({ state: 'loaded', demo }),
      (error: unknown) => {
        if (!controller.signal.aborted) {
          setLoad({ state: 'failed', message: error instanceof Error ? error.message : String(error) });
        }
      },
    );
    return () => controller.abort();
  }, [client]);

  if (load.state === 'loading') return <p aria-busy="true">Loading the demo…</p>;
  if (load.state === 'failed') return <p role="alert">Could not load the demo: {load.message}</p>;
  const { demo } = load;
  return (
    <ul className="try-it">
      <li>
        <a href={demo.payPageUrl}>Pay the demo payment link</a>
        <p>
          The hosted page a customer sees for a payment link, with a test-mode panel that pays it from a
          sandbox wallet.
        </p>
      </li>
      <li>
        {demo.shopUrl === null ? (
          <>
            <span className="try-it-title">Demo shop</span>
            <p>
              A coffee roaster on another origin that sells through one script tag. It runs beside the service
              with <code>npm start</code>, and is not running here.
            </p>
          </>
        ) : (
          <>
            <a href={demo.shopUrl}>Visit the demo shop</a>
            <p>A coffee roaster on another origin that sells through one script tag.</p>
          </>
        )}
      </li>
      <li>
        <a href={demo.docsUrl}>Read the documentation</a>
        <p>How it is built, the reference of every route, and what survives a crash.</p>
      </li>
      <li>
        <a href={`${demo.docsUrl}reference.html`}>Browse the HTTP reference</a>
        <p>
          Every <code>/v1</code> route, its parameters and answers, made from the OpenAPI document the service
          serves at <code>/v1/openapi.json</code>.
        </p>
      </li>
    </ul>
  );
}
