import { useCallback, useEffect, useRef, useState, type CSSProperties } from 'react';
import { REVEAL, prefersReducedMotion } from './reveal-options';

export interface RevealState<T extends Element> {
  ref: (node: T | null) => void;
  className: string;
  style: CSSProperties | undefined;
  revealed: boolean;
}

/**
 * Reveals an element once it scrolls 50 px into view. Without IntersectionObserver or
 * with reduced motion the content is shown at once, so nothing ever stays hidden.
 */
export function useReveal<T extends Element = HTMLElement>(): RevealState<T> {
  const [node, setNode] = useState<T | null>(null);
  const reduced = useRef(prefersReducedMotion());
  const canObserve = typeof IntersectionObserver !== 'undefined';
  const [revealed, setRevealed] = useState(reduced.current || !canObserve);
  const ref = useCallback((el: T | null) => setNode(el), []);

  useEffect(() => {
    if (!node || revealed) return undefined;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) {
          setRevealed(true);
          if (REVEAL.once) observer.disconnect();
        }
      },
      { rootMargin: `0px 0px -${REVEAL.offsetPx}px 0px` },
    );
    observer.observe(node);
    // Layout settles after images and fonts load: look again shortly after the page finishes.
    let timer: ReturnType<typeof setTimeout> | undefined;
    const refresh = () => {
      timer = setTimeout(() => {
        observer.unobserve(node);
        observer.observe(node);
      }, REVEAL.refreshAfterLoadMs);
    };
    if (document.readyState === 'complete') refresh();
    else window.addEventListener('load', refresh, { once: true });
    return () => {
      observer.disconnect();
      window.removeEventListener('load', refresh);
      if (timer) clearTimeout(timer);
    };
  }, [node, revealed]);

  const animated = !reduced.current && canObserve;
  return {
    ref,
    revealed,
    className: animated ? `mk-reveal${revealed ? ' mk-reveal--in' : ''}` : '',
    style: animated
      ? { transition: `opacity ${REVEAL.durationMs}ms ${REVEAL.easing} ${REVEAL.delayMs}ms, transform ${REVEAL.durationMs}ms ${REVEAL.easing} ${REVEAL.delayMs}ms` }
      : undefined,
  };
}
