import { type RefObject, useLayoutEffect } from 'react';

/**
 * Sets `--pt-fill-top` on the element to its distance from the top of the document, so the
 * stylesheet can make it exactly as tall as the viewport below the site header and what sits above
 * it (`calc(100dvh - var(--pt-fill-top))`). The header wraps to more rows at some widths, so the
 * distance is measured, and again whenever the page's layout changes.
 */
export function useFillViewport(ref: RefObject<HTMLElement | null>, active: boolean) {
  useLayoutEffect(() => {
    const element = ref.current;
    if (!active || !element) return undefined;
    const measure = () => {
      const top = element.getBoundingClientRect().top + window.scrollY;
      element.style.setProperty('--pt-fill-top', `${Math.max(0, Math.round(top))}px`);
    };
    measure();
    window.addEventListener('resize', measure);
    // What sits above (a banner, a header that wraps once fonts load) moves it without a resize.
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(measure);
    observer?.observe(document.body);
    return () => {
      window.removeEventListener('resize', measure);
      observer?.disconnect();
    };
  }, [ref, active]);
}
