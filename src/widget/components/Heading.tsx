import { createContext, useContext, useEffect, useRef, type ReactNode, type RefObject } from 'react';
import { useCheckoutEnvironment } from '../context.js';

/**
 * Whether a newly shown screen should take the focus: not on the page's first render (the customer has not done
 * anything yet), but after every change of screen, so keyboard and screen-reader users land on what is new.
 */
export const ScreenFocusContext = createContext<RefObject<boolean> | null>(null);

/**
 * A heading whose level follows the checkout's top level (`headingLevel`): depth 0 is the checkout's title,
 * depth 1 a screen's title. A screen title takes the focus when its screen appears after a change.
 */
export function Heading({
  depth,
  children,
  screenTitle = false,
  className,
  id,
}: {
  depth: 0 | 1 | 2;
  children: ReactNode;
  screenTitle?: boolean;
  className?: string;
  id?: string;
}) {
  const { headingLevel } = useCheckoutEnvironment();
  const focusAllowed = useContext(ScreenFocusContext);
  const ref = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (screenTitle && focusAllowed?.current) ref.current?.focus({ preventScroll: false });
  }, [screenTitle, focusAllowed]);
  const level = Math.min(6, headingLevel + depth);
  const Tag = `h${level}` as 'h1' | 'h2' | 'h3' | 'h4' | 'h5' | 'h6';
  return (
    <Tag ref={ref} id={id} className={className} tabIndex={screenTitle ? -1 : undefined}>
      {children}
    </Tag>
  );
}
