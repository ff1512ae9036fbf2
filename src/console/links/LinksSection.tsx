import type { ConsoleRoute } from '../router.js';
import { LinkCreate } from './LinkCreate.js';
import { LinkDetail } from './LinkDetail.js';
import { LinksList } from './LinksList.js';

/** Payment links: the list, the creation form, and one link (share, edit, deactivate). */
export function LinksSection({
  route,
}: {
  route: Extract<ConsoleRoute, { name: 'links' | 'newLink' | 'link' }>;
}) {
  switch (route.name) {
    case 'links':
      return <LinksList />;
    case 'newLink':
      return <LinkCreate />;
    case 'link':
      return <LinkDetail key={route.id} id={route.id} />;
  }
}
