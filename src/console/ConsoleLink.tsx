import type { MouseEvent, ReactNode } from 'react';
import { useConsole } from './context.js';
import { isPlainLeftClick } from './router.js';

/**
 * A link to another console page: a real `<a href>` (open in a new tab, copy the address, read by screen readers
 * as a link), whose plain click changes the page without reloading it.
 */
export function ConsoleLink({
  to,
  children,
  className,
  current,
  testId,
}: {
  to: string;
  children: ReactNode;
  className?: string;
  /** Marks the link as the current page (the navigation's). */
  current?: boolean;
  testId?: string;
}) {
  const { navigate } = useConsole();
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (!isPlainLeftClick(event)) return;
    event.preventDefault();
    navigate(to);
  };
  return (
    <a
      href={to}
      onClick={onClick}
      className={className}
      aria-current={current ? 'page' : undefined}
      data-testid={testId}
    >
      {children}
    </a>
  );
}
