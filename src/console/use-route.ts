import { useCallback, useEffect, useState } from 'react';
import { isConsolePath } from './router.js';

/** Where the browser is: the pathname and the query (with its `?`, or ''). */
export interface ConsoleLocation {
  pathname: string;
  search: string;
}

function currentLocation(): ConsoleLocation {
  return { pathname: window.location.pathname, search: window.location.search };
}

/**
 * Follows the address bar: the back and forward buttons (`popstate`) and the console's own `navigate`, which
 * pushes (or, with `replace`, replaces) a history entry. A path outside the console is a plain page load.
 */
export function useConsoleLocation(): {
  location: ConsoleLocation;
  navigate: (path: string, options?: { replace?: boolean }) => void;
} {
  const [location, setLocation] = useState(currentLocation);
  useEffect(() => {
    const onPopState = () => setLocation(currentLocation());
    window.addEventListener('popstate', onPopState);
    return () => window.removeEventListener('popstate', onPopState);
  }, []);
  const navigate = useCallback((path: string, options: { replace?: boolean } = {}) => {
    if (!isConsolePath(path)) {
      window.location.assign(path);
      return;
    }
    const target = new URL(path, window.location.origin);
    if (target.pathname + target.search === window.location.pathname + window.location.search) return;
    if (options.replace) window.history.replaceState(null, '', path);
    else window.history.pushState(null, '', path);
    setLocation(currentLocation());
  }, []);
  return { location, navigate };
}
