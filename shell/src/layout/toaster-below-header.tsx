import { useEffect, useState } from 'react';
import { Toaster } from 'react-hot-toast';

/**
 * Where the sticky header ends, kept up to date as it wraps or opens its menu: toasts show just
 * below it, so they never cover the account buttons (a toast stays while the pointer rests on it).
 */
function useHeaderHeight(): number {
  const [height, setHeight] = useState(0);
  useEffect(() => {
    const header = document.querySelector('.sh-header');
    if (!header || typeof ResizeObserver === 'undefined') return undefined;
    const observer = new ResizeObserver(() => setHeight(header.getBoundingClientRect().height));
    observer.observe(header);
    return () => observer.disconnect();
  }, []);
  return height;
}

/** The page's toasts: top right, closing after a second, below the header. */
export default function ToasterBelowHeader() {
  const top = useHeaderHeight();
  return <Toaster position="top-right" toastOptions={{ duration: 1000 }} containerStyle={{ top: top + 8 }} />;
}
