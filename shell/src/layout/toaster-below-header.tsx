import { useEffect, useState } from 'react';
import { Toaster } from 'react-hot-toast';

const HEADER = '.sh-header';
const heightOf = (header: Element | null) => header?.getBoundingClientRect().height ?? 0;

/**
 * Where the sticky header ends, kept up to date as it wraps or opens its menu: toasts show just
 * below it, so they never cover the account buttons (a toast stays while the pointer rests on it).
 * A layout change adds, removes or replaces the header (signing in leaves the sign-in layout,
 * which has none, and raises "Logged in" on the way), so the app's children are watched too and
 * the header found again.
 */
export function useHeaderHeight(): number {
  const [height, setHeight] = useState(() => heightOf(document.querySelector(HEADER)));
  useEffect(() => {
    if (typeof ResizeObserver === 'undefined') return undefined;
    let header: Element | null = null;
    const sizes = new ResizeObserver(() => setHeight(heightOf(header)));
    const follow = () => {
      const now = document.querySelector(HEADER);
      if (now === header) return;
      if (header) sizes.unobserve(header);
      header = now;
      if (header) sizes.observe(header);
      setHeight(heightOf(header));
    };
    const layouts = new MutationObserver(follow);
    const app = document.querySelector('.sh-app');
    if (app) layouts.observe(app, { childList: true });
    follow();
    return () => {
      layouts.disconnect();
      sizes.disconnect();
    };
  }, []);
  return height;
}

/** The page's toasts: top right, closing after a second, below the header. */
export default function ToasterBelowHeader() {
  const top = useHeaderHeight();
  return <Toaster position="top-right" toastOptions={{ duration: 1000 }} containerStyle={{ top: top + 8 }} />;
}
