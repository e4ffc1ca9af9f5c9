import { useCallback, useEffect, useRef, useState, type KeyboardEvent, type RefObject } from 'react';
import { findByTypedText } from './countries';
import type { CountryEntry } from './types';

/** Typed letters jump to a country until 700 ms pass; the list opens upward when less than 200 px remain below. */
export const TYPE_AHEAD_RESET_MS = 700;
export const DROPDOWN_SPACE_THRESHOLD = 200;

export type DropdownPlacement = 'below' | 'above';

interface Options {
  items: readonly CountryEntry[];
  selected?: string;
  lang: string;
  anchorRef: RefObject<HTMLElement | null>;
  rootRef: RefObject<HTMLElement | null>;
  onPick: (entry: CountryEntry) => void;
  onDismiss: (reason: 'escape' | 'tab' | 'outside') => void;
}

/** Below when more than 200 px remain under the anchor, otherwise above. */
export function placementFor(anchor: HTMLElement | null): DropdownPlacement {
  if (!anchor || typeof window === 'undefined') return 'below';
  const spaceBelow = window.innerHeight - anchor.getBoundingClientRect().bottom;
  return spaceBelow > DROPDOWN_SPACE_THRESHOLD ? 'below' : 'above';
}

export function useCountryDropdown({ items, selected, lang, anchorRef, rootRef, onPick, onDismiss }: Options) {
  const [open, setOpen] = useState(false);
  const [highlight, setHighlight] = useState(-1);
  const [placement, setPlacement] = useState<DropdownPlacement>('below');
  const typed = useRef('');
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  const clearTyped = useCallback(() => {
    clearTimeout(timer.current);
    typed.current = '';
  }, []);

  const openList = useCallback(() => {
    setPlacement(placementFor(anchorRef.current));
    const index = items.findIndex((c) => c.iso2 === selected);
    setHighlight(index >= 0 ? index : 0);
    setOpen(true);
  }, [anchorRef, items, selected]);

  const close = useCallback(() => {
    setOpen(false);
    clearTyped();
  }, [clearTyped]);

  useEffect(() => {
    if (!open) return undefined;
    const onPointer = (event: MouseEvent | TouchEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) {
        close();
        onDismiss('outside');
      }
    };
    document.addEventListener('mousedown', onPointer);
    document.addEventListener('touchstart', onPointer);
    return () => {
      document.removeEventListener('mousedown', onPointer);
      document.removeEventListener('touchstart', onPointer);
    };
  }, [open, rootRef, close, onDismiss]);

  useEffect(() => () => clearTimeout(timer.current), []);

  const typeAhead = (key: string) => {
    clearTimeout(timer.current);
    typed.current += key;
    timer.current = setTimeout(() => {
      typed.current = '';
    }, TYPE_AHEAD_RESET_MS);
    const index = findByTypedText(items, typed.current, lang);
    if (index >= 0) setHighlight(index);
  };

  const onKeyDown = (event: KeyboardEvent) => {
    const last = items.length - 1;
    switch (event.key) {
      case 'ArrowDown':
        event.preventDefault();
        setHighlight((i) => Math.min(i + 1, last));
        return;
      case 'ArrowUp':
        event.preventDefault();
        setHighlight((i) => Math.max(i - 1, 0));
        return;
      case 'Home':
      case 'End':
        event.preventDefault();
        setHighlight(event.key === 'Home' ? 0 : last);
        return;
      case 'Enter': {
        event.preventDefault();
        const entry = items[highlight];
        close();
        if (entry) onPick(entry);
        return;
      }
      case 'Escape':
        event.preventDefault();
        close();
        onDismiss('escape');
        return;
      case 'Tab':
        close();
        onDismiss('tab');
        return;
      default:
        if (event.key.length === 1 && !event.ctrlKey && !event.metaKey && !event.altKey) {
          if (event.key === ' ' && !typed.current) return;
          event.preventDefault();
          typeAhead(event.key);
        }
    }
  };

  return { open, openList, close, highlight, setHighlight, placement, onKeyDown, typedText: () => typed.current };
}
