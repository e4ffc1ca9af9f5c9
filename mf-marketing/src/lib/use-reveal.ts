import { useCallback, useEffect, useState, type CSSProperties } from 'react';
import { REVEAL, prefersReducedMotion } from './reveal-options';

export interface RevealState<T extends Element> {
  ref: (node: T | null) => void;
  className: string;
  style: CSSProperties | undefined;
  revealed: boolean;
}

/** as rendered (on the server too) -> hidden below the fold -> revealed once scrolled into view */
type Phase = 'static' | 'hidden' | 'in';

const TRANSITION: CSSProperties = {
  transition: `opacity ${REVEAL.durationMs}ms ${REVEAL.easing} ${REVEAL.delayMs}ms, transform ${REVEAL.durationMs}ms ${REVEAL.easing} ${REVEAL.delayMs}ms`,
};

/**
 * Reveals an element once it scrolls 50 px into view. Every render starts with the element shown
 * as is, the same on the server and in hydration (so a page reads without JavaScript); after
 * mounting, an element still below the fold hides and waits for its scroll. Without
 * IntersectionObserver or with reduced motion nothing ever hides.
 */
export function useReveal<T extends Element = HTMLElement>(): RevealState<T> {
  const [node, setNode] = useState<T | null>(null);
  const [phase, setPhase] = useState<Phase>('static');
  const ref = useCallback((el: T | null) => setNode(el), []);

  useEffect(() => {
    if (!node || phase !== 'static' || prefersReducedMotion() || typeof IntersectionObserver === 'undefined') return;
    if (node.getBoundingClientRect().top >= window.innerHeight - REVEAL.offsetPx) setPhase('hidden');
  }, [node, phase]);

  useEffect(() => {
    if (!node || phase !== 'hidden') return undefined;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) {
          setPhase('in');
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
  }, [node, phase]);

  return {
    ref,
    revealed: phase !== 'hidden',
    className: phase === 'static' ? '' : `mk-reveal${phase === 'in' ? ' mk-reveal--in' : ''}`,
    style: phase === 'static' ? undefined : TRANSITION,
  };
}
