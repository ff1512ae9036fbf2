import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { QRCodeSVG } from 'qrcode.react';
import { useId, useState } from 'react';
import type { PaymentLink } from '../../api/schemas/payment-link.js';
import { ConsoleLink } from '../ConsoleLink.js';
import { useConsole, useWords } from '../context.js';
import { CopyButton } from '../CopyButton.js';
import { errorText } from '../error-text.js';
import { formatDateTime, formatMoney } from '../format.js';
import { PageHeading } from '../PageHeading.js';
import { ShareableUrl } from '../ShareableUrl.js';
import { QueryView } from '../QueryView.js';
import { searchFromFilters } from '../payments/filters.js';
import { routePath } from '../router.js';
import { updateRequestFrom, valuesFromLink } from './link-form.js';
import { LinkForm } from './LinkForm.js';
import { linkKeys } from './query-keys.js';
import { hostedPageUrl, reactSnippet, scriptTagSnippet } from './snippets.js';
import { linksWords } from './words.js';

/** One payment link: its state (deactivate, reactivate), how to share it, and its edit form. */
export function LinkDetail({ id }: { id: string }) {
  const { client } = useConsole();
  const words = useWords(linksWords);
  const link = useQuery({
    queryKey: linkKeys.detail(id),
    queryFn: ({ signal }) => client.paymentLinks.get(id, { signal }),
  });

  return (
    <section className="console-section">
      <p className="console-back">
        <ConsoleLink to={routePath({ name: 'links' })}>{words.backToLinks}</ConsoleLink>
      </p>
      <PageHeading title={link.data?.name ?? words.title} />
      <QueryView query={link} place="page" words={words} notFound={words.notFound}>
        {(data) => <LinkFacts link={data} />}
      </QueryView>
    </section>
  );
}

function LinkFacts({ link }: { link: PaymentLink }) {
  const { client, locale } = useConsole();
  const words = useWords(linksWords);
  const queryClient = useQueryClient();
  const headingId = useId();
  // The notice's key, not its text, so it follows a change of language.
  const [notice, setNotice] = useState<
    'deactivated' | 'reactivated' | 'saved' | 'nothingChanged' | undefined
  >();
  const active = link.active !== false;
  const origin = window.location.origin;
  const pageUrl = hostedPageUrl(origin, link.id);

  const saved = async (updated: PaymentLink) => {
    queryClient.setQueryData(linkKeys.detail(link.id), updated);
    await queryClient.invalidateQueries({ queryKey: linkKeys.all, refetchType: 'none' });
  };
  const toggle = useMutation({
    mutationFn: () => client.paymentLinks.update(link.id, { active: !active }),
    onSuccess: async (updated) => {
      await saved(updated);
      setNotice(updated.active === false ? 'deactivated' : 'reactivated');
    },
  });

  return (
    <div className="console-detail" data-testid="link-detail" data-active={String(active)}>
      <div role="status" className="console-notice-slot">
        {notice ? <p className="console-notice">{words[notice]}</p> : null}
      </div>
      <dl className="console-facts">
        <dt>{words.amount}</dt>
        <dd>{formatMoney(link.amount, link.baseFiat, locale)}</dd>
        <dt>{words.state}</dt>
        <dd>
          <span className={`console-status ${active ? 'console-status-success' : 'console-status-expired'}`}>
            {active ? words.active : words.inactive}
          </span>{' '}
          {active ? words.activeExplained : words.inactiveExplained}
        </dd>
        <dt>{words.created}</dt>
        <dd>{formatDateTime(link.createdAt, locale)}</dd>
        <dt>{words.payments}</dt>
        <dd>
          <ConsoleLink
            to={`${routePath({ name: 'payments' })}${searchFromFilters({ paymentLinkId: link.id })}`}
          >
            {words.viewPayments}
          </ConsoleLink>
        </dd>
      </dl>
      <p>
        <button
          type="button"
          className={`console-button ${active ? 'console-button-danger' : ''}`}
          disabled={toggle.isPending}
          onClick={() => {
            setNotice(undefined);
            toggle.mutate();
          }}
        >
          {active ? words.deactivate : words.reactivate}
        </button>
      </p>
      {toggle.isError ? (
        <p role="alert" className="console-error">
          {errorText(toggle.error)}
        </p>
      ) : null}

      <h2>{words.share}</h2>
      <div className="console-share">
        <div>
          <p className="console-label">{words.hostedUrl}</p>
          <ShareableUrl url={pageUrl} testId="hosted-url" copyLabel={words.copyUrl} />
        </div>
        <div
          className="console-qr"
          role="img"
          aria-label={words.qrLabel(link.name)}
          data-uri={pageUrl}
          data-testid="link-qr"
        >
          <QRCodeSVG
            value={pageUrl}
            size={176}
            level="M"
            marginSize={4}
            bgColor="#ffffff"
            fgColor="#000000"
            aria-hidden="true"
          />
        </div>
      </div>

      <h2 id={headingId}>{words.snippets}</h2>
      <h3>{words.scriptTag}</h3>
      <p className="console-hint">{words.scriptTagHelp}</p>
      <pre className="console-code" tabIndex={0} data-testid="snippet-script">
        {scriptTagSnippet(origin, link.id)}
      </pre>
      <CopyButton
        value={scriptTagSnippet(origin, link.id)}
        label={`${words.copySnippet} · ${words.scriptTag}`}
      />
      <h3>{words.react}</h3>
      <p className="console-hint">{words.reactHelp}</p>
      <pre className="console-code" tabIndex={0} data-testid="snippet-react">
        {reactSnippet(origin, link.id)}
      </pre>
      <CopyButton value={reactSnippet(origin, link.id)} label={`${words.copySnippet} · ${words.react}`} />

      <h2>{words.edit}</h2>
      <LinkForm
        key={`${link.id}-${link.name}-${link.amount}-${link.description}-${link.successMessage}-${link.redirectLink}`}
        mode="edit"
        initialValues={valuesFromLink(link)}
        onSubmit={async (values) => {
          const body = updateRequestFrom(values, link);
          if (body === undefined) {
            setNotice('nothingChanged');
            return;
          }
          const updated = await client.paymentLinks.update(link.id, body);
          await saved(updated);
          setNotice('saved');
        }}
      />
    </div>
  );
}
