import type { ReactNode } from 'react';

/** A boxed message: `info` for notes, `warning` for cautions, `error` for problems (announced as alerts). */
export function Notice({
  tone,
  title,
  children,
  alert = false,
}: {
  tone: 'info' | 'warning' | 'error';
  title?: string;
  children: ReactNode;
  alert?: boolean;
}) {
  return (
    <div className={`cc-notice cc-notice-${tone}`} role={alert ? 'alert' : undefined}>
      {title ? <p className="cc-notice-title">{title}</p> : null}
      <div className="cc-notice-body">{children}</div>
    </div>
  );
}
