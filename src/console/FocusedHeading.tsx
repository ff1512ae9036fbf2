import { useEffect, useRef, type ReactNode } from 'react';

/**
 * The heading of what replaced a form once it was sent (the customer added, the payment created): it takes the
 * focus when it appears, since the form that had it is gone.
 */
export function FocusedHeading({ children }: { children: ReactNode }) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => headingRef.current?.focus(), []);
  return (
    <h2 ref={headingRef} tabIndex={-1}>
      {children}
    </h2>
  );
}
