import type { ReactNode } from 'react';

/** Labelled facts: a description list, each label over its value. */
export function Facts({ className, items }: { className: string; items: ReadonlyArray<readonly [label: string, value: ReactNode]> }) {
  return (
    <dl className={className}>
      {items.map(([label, value]) => <div key={label}><dt>{label}</dt><dd>{value}</dd></div>)}
    </dl>
  );
}
