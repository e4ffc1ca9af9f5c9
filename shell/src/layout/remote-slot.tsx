import { useLayoutEffect, useRef } from 'react';

/** The class of each layout slot's element (the page server's markup and hydration find them by it). */
export const SLOT_CLASS = { main: 'sh-areas', overlay: 'sh-chat-slot' } as const;

export interface RemoteSlotProps {
  slot: keyof typeof SLOT_CLASS;
  /** The remotes' own DOM nodes, placed here once (none on the server). */
  nodes: readonly HTMLElement[];
  /**
   * The slot's server-rendered contents (the area nodes with their HTML): rendered by the server,
   * and passed the same string when hydrating, so React takes the nodes over as they are and
   * never touches them again.
   */
  html?: string;
  hidden: boolean;
}

/** Places the remotes' own DOM nodes inside the layout; hidden (not removed) behind an error screen. */
export function RemoteSlot({ slot, nodes, html, hidden }: RemoteSlotProps) {
  const ref = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    const host = ref.current;
    if (!host) return;
    // When the shell's hydration falls back to a fresh render, React writes the served HTML
    // again: copies of the areas beside the live nodes, which are what stays.
    [...host.children].forEach((child) => {
      if (!nodes.includes(child as HTMLElement)) child.remove();
    });
    nodes.forEach((node) => {
      if (node.parentNode !== host) host.appendChild(node);
    });
  }, [nodes]);
  return html === undefined
    ? <div ref={ref} className={SLOT_CLASS[slot]} hidden={hidden} />
    : <div ref={ref} className={SLOT_CLASS[slot]} hidden={hidden} dangerouslySetInnerHTML={{ __html: html }} />;
}
