import { useRef, type KeyboardEvent, type ReactNode } from 'react';

interface Props<T extends string> {
  tabs: readonly T[];
  active: T;
  label: string;
  labelOf: (tab: T) => string;
  onChange: (tab: T) => void;
  children: ReactNode;
}

/**
 * WAI-ARIA tabs with automatic activation: arrows move and select (mirrored on RTL
 * pages, where the next tab is on the left), Home/End jump; only the active tab is in
 * the Tab order.
 */
export function ProfileTabs<T extends string>({ tabs, active, label, labelOf, onChange, children }: Props<T>) {
  const refs = useRef(new Map<T, HTMLButtonElement>());
  const select = (tab: T) => {
    onChange(tab);
    refs.current.get(tab)?.focus();
  };
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const rtl = event.currentTarget.closest('[dir]')?.getAttribute('dir') === 'rtl';
    const i = tabs.indexOf(active);
    const step: Record<string, number> = { ArrowRight: rtl ? -1 : 1, ArrowLeft: rtl ? 1 : -1 };
    let next: T | undefined;
    if (event.key in step) next = tabs[(i + (step[event.key] ?? 0) + tabs.length) % tabs.length];
    else if (event.key === 'Home') next = tabs[0];
    else if (event.key === 'End') next = tabs[tabs.length - 1];
    if (next === undefined) return;
    event.preventDefault();
    select(next);
  };
  return (
    <div className="pt-tabs">
      <div role="tablist" aria-label={label} className="pt-tablist" onKeyDown={onKeyDown}>
        {tabs.map((tab) => (
          <button
            key={tab}
            ref={(el) => {
              if (el) refs.current.set(tab, el);
              else refs.current.delete(tab);
            }}
            type="button"
            role="tab"
            id={`pt-tab-${tab}`}
            aria-selected={tab === active}
            aria-controls={`pt-panel-${tab}`}
            tabIndex={tab === active ? 0 : -1}
            className="pt-tab"
            onClick={() => onChange(tab)}
          >
            {labelOf(tab)}
          </button>
        ))}
      </div>
      <div role="tabpanel" id={`pt-panel-${active}`} aria-labelledby={`pt-tab-${active}`} tabIndex={0} className="pt-tabpanel">
        {children}
      </div>
    </div>
  );
}
