import { useEffect, type ReactNode } from 'react';
import { useWords } from './context.js';
import { shellWords } from './shell-words.js';

/**
 * A page's h1. It can take focus (tabIndex -1) so the shell can move focus to it when the page changes, and it
 * names the browser tab after the page.
 */
export function PageHeading({ title, children }: { title: string; children?: ReactNode }) {
  const words = useWords(shellWords);
  useEffect(() => {
    document.title = `${title} · ${words.consoleTitle}`;
  }, [title, words.consoleTitle]);
  return (
    <h1 className="console-page-title" tabIndex={-1}>
      {children ?? title}
    </h1>
  );
}
