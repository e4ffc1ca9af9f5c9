/** Scroll-reveal animation: once per element, 800 ms, when it is 50 px inside the viewport. */
export const REVEAL = {
  durationMs: 800,
  easing: 'ease-in-out',
  once: true,
  offsetPx: 50,
  delayMs: 100,
  refreshAfterLoadMs: 100,
} as const;

export const prefersReducedMotion = (): boolean =>
  typeof window !== 'undefined' &&
  typeof window.matchMedia === 'function' &&
  window.matchMedia('(prefers-reduced-motion: reduce)').matches;
