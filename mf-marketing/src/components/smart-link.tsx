import type { ReactNode } from 'react';

interface Props {
  to: string;
  className?: string;
  children: ReactNode;
}

/**
 * A link that can point anywhere: a page of this site is a plain anchor (the shell turns its
 * click into an in-app navigation, and it works without JavaScript); another site opens in a
 * new tab.
 */
export function SmartLink({ to, className, children }: Props) {
  const external = /^https?:\/\//.test(to);
  return (
    <a href={to} className={className} {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}>
      {children}
    </a>
  );
}
