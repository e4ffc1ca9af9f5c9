import { href } from '@site/shared/routes';
import type { Lang } from '@site/shared/lang';

/** Logo mark + name, linking home; on custom domains the tenant's logo, name and home. */
export function Brand({ lang, name, logo, home }: { lang: Lang; name: string; logo?: string; home?: string }) {
  return (
    <a className="sh-brand" href={home ?? href('index', lang)}>
      {logo ? (
        <img className="sh-brand__logo" src={logo} alt="" width="32" height="32" />
      ) : (
        <svg className="sh-brand__mark" viewBox="0 0 32 32" width="32" height="32" aria-hidden="true" focusable="false">
          <rect width="32" height="32" rx="8" fill="currentColor" />
          <path d="M9 22V10l14 12V10" fill="none" stroke="var(--color-primary-contrast)" strokeWidth="3" strokeLinecap="round" strokeLinejoin="round" />
        </svg>
      )}
      <span className="sh-brand__name">{name}</span>
    </a>
  );
}
