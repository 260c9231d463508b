import { useEffect, useLayoutEffect, useRef } from 'react';
import { useLocation, useNavigationType } from 'react-router-dom';

/**
 * What the data router's <ScrollRestoration/> did, for the declarative
 * router (routeHandles.ts says why): a new page starts at the top (or at its
 * #fragment); Back and Forward return to where that page was left.
 */
export function ScrollOnNavigate() {
  const location = useLocation();
  const navigationType = useNavigationType();
  const positions = useRef(new Map<string, number>());

  useEffect(() => {
    // The browser's own restoration runs before our lazily loaded pages have any height.
    const previous = window.history.scrollRestoration;
    window.history.scrollRestoration = 'manual';
    return () => {
      window.history.scrollRestoration = previous;
    };
  }, []);

  // A layout effect: its cleanup runs in the commit that leaves the page, before
  // the new, shorter page can clamp the scroll position and overwrite the saved one.
  useLayoutEffect(() => {
    const key = location.key;
    const saved = positions.current;
    const save = () => saved.set(key, window.scrollY);
    window.addEventListener('scroll', save, { passive: true });
    return () => window.removeEventListener('scroll', save);
  }, [location.key]);

  useLayoutEffect(() => {
    const saved = navigationType === 'POP' ? positions.current.get(location.key) : undefined;
    if (saved !== undefined) return window.scrollTo(0, saved);
    const target = location.hash ? document.getElementById(decodeURIComponent(location.hash.slice(1))) : null;
    if (target) return target.scrollIntoView();
    window.scrollTo(0, 0);
  }, [location.key, location.hash, navigationType]);

  return null;
}
