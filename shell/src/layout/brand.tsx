import { href } from '@site/shared/routes';
import type { Lang } from '@site/shared/lang';

/** Logo mark + name; the name is a tenant's on custom domains. */
export function Brand({ lang, name }: { lang: Lang; name: string }) {
  return (
    <a className="sh-brand" href={href('index', lang)}>
      <svg className="sh-brand__mark" viewBox="0 0 32 32" width="32" height="32" aria-hidden="true" focusable="false">
        <rect width="32" height="32" rx="8" fill="currentColor" />
        <path d="M9 22V10l14 12V10" fill="none" stroke="var(--color-primary-contrast)" strokeWidth="3" strokeLinecap="round" strokeLinejoin="round" />
      </svg>
      <span className="sh-brand__name">{name}</span>
    </a>
  );
}
