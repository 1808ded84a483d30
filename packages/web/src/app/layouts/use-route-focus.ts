import { useEffect, useRef, type RefObject } from 'react';
import { useLocation } from 'react-router';

/**
 * After a route change, keyboard and screen-reader users start at the new page's heading (or its
 * main region), not at the top of the document. Only a new path moves focus: filters, sorting and
 * tabs change the query and leave focus where it is. A page that shows its heading after loading
 * gets focus when the heading appears.
 */
export function useRouteFocus(main: RefObject<HTMLElement | null>) {
  const { pathname } = useLocation();
  const firstRender = useRef(true);
  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    const region = main.current;
    if (!region) return;
    const focusHeading = () => {
      const heading = region.querySelector('h1');
      if (!heading) return false;
      if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
      heading.focus();
      return true;
    };
    if (focusHeading()) return;
    region.focus();
    const observer = new MutationObserver(() => {
      if (document.activeElement !== region) observer.disconnect();
      else if (focusHeading()) observer.disconnect();
    });
    observer.observe(region, { childList: true, subtree: true });
    return () => observer.disconnect();
  }, [pathname, main]);
}
