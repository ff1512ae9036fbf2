import { useQueryClient } from '@tanstack/react-query';
import { ConsoleLink } from '../ConsoleLink.js';
import { useConsole, useWords } from '../context.js';
import { PageHeading } from '../PageHeading.js';
import { routePath } from '../router.js';
import { createRequestFrom, EMPTY_LINK_FORM } from './link-form.js';
import { LinkForm } from './LinkForm.js';
import { linkKeys } from './query-keys.js';
import { linksWords } from './words.js';

/** A new payment link; once created, its page (to share it). */
export function LinkCreate() {
  const { client, navigate } = useConsole();
  const words = useWords(linksWords);
  const queryClient = useQueryClient();
  return (
    <section className="console-section">
      <p className="console-back">
        <ConsoleLink to={routePath({ name: 'links' })}>{words.backToLinks}</ConsoleLink>
      </p>
      <PageHeading title={words.createTitle} />
      <LinkForm
        mode="create"
        initialValues={EMPTY_LINK_FORM}
        onCancel={() => navigate(routePath({ name: 'links' }))}
        onSubmit={async (values) => {
          const link = await client.paymentLinks.create(createRequestFrom(values));
          queryClient.setQueryData(linkKeys.detail(link.id), link);
          await queryClient.invalidateQueries({ queryKey: linkKeys.all });
          navigate(routePath({ name: 'link', id: link.id }));
        }}
      />
    </section>
  );
}
