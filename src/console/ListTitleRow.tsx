import { ConsoleLink } from './ConsoleLink.js';
import { PageHeading } from './PageHeading.js';

/** A list page's heading, with the button beside it that opens the form adding to the list. */
export function ListTitleRow({
  title,
  addPath,
  addLabel,
}: {
  title: string;
  addPath: string;
  addLabel: string;
}) {
  return (
    <div className="console-title-row">
      <PageHeading title={title} />
      <ConsoleLink to={addPath} className="console-button">
        {addLabel}
      </ConsoleLink>
    </div>
  );
}
