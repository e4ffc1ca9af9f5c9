import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { ownerOf } from '@site/shared/routes';

interface Props {
  to: string;
  className?: string;
  children: ReactNode;
}

/** Router link for this app's pages; a plain anchor for other apps and other sites. */
export function SmartLink({ to, className, children }: Props) {
  if (to.startsWith('/') && ownerOf(to.split(/[?#]/)[0] ?? to) === 'mf-marketing') {
    return <Link to={to} className={className}>{children}</Link>;
  }
  const external = /^https?:\/\//.test(to);
  return (
    <a href={to} className={className} {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}>
      {children}
    </a>
  );
}
