import { useLayoutEffect, useRef } from 'react';

/** Places the remotes' own DOM nodes inside the layout; hidden (not removed) behind an error screen. */
export function RemoteSlot({ nodes, hidden, className }: { nodes: readonly HTMLElement[]; hidden: boolean; className?: string }) {
  const ref = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    const host = ref.current;
    if (!host) return;
    nodes.forEach((node) => {
      if (node.parentNode !== host) host.appendChild(node);
    });
  }, [nodes]);
  return <div ref={ref} className={className} hidden={hidden} />;
}
