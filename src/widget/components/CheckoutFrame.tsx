import { useEffect, useRef, type ReactNode } from 'react';
import { CheckoutRoot } from '../context.js';
import { ScreenFocusContext } from './Heading.js';

/**
 * The root every kind of checkout renders in (`.cc-checkout`), with the rule its headings follow: the screen shown
 * at first does not take the focus (the customer may be reading the merchant's page), every later one does.
 */
export function CheckoutFrame({ children }: { children: ReactNode }) {
  const focusAllowed = useRef(false);
  useEffect(() => {
    focusAllowed.current = true;
  }, []);
  return (
    <CheckoutRoot>
      <ScreenFocusContext.Provider value={focusAllowed}>{children}</ScreenFocusContext.Provider>
    </CheckoutRoot>
  );
}
