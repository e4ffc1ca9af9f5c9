import { useEffect, useId, useState } from 'react';
import type { Lang } from '@site/shared/lang';
import { Brand } from './brand';
import { HeaderTools } from './header-tools';
import { HEADER_LINKS } from './links';
import { NavAnchor } from './nav-link';
import { useShellT } from './use-shell-t';

/** Default-layout header: main nav, account, language and theme; a menu button on small screens. */
export function SiteHeader({ lang, url }: { lang: Lang; url: string }) {
  const { t } = useShellT();
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const pathname = url.split('?')[0] ?? '/';

  useEffect(() => setOpen(false), [url]);
  useEffect(() => {
    if (!open) return undefined;
    const onKey = (e: KeyboardEvent) => e.key === 'Escape' && setOpen(false);
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [open]);

  return (
    <header className="sh-header">
      <div className="sh-header__bar sh-container">
        <Brand lang={lang} name={t('common:siteName')} />
        <button
          type="button"
          className="sh-icon-btn sh-header__menu-btn"
          aria-expanded={open}
          aria-controls={menuId}
          aria-label={open ? t('nav.closeMenu') : t('nav.openMenu')}
          onClick={() => setOpen(!open)}
        >
          <span aria-hidden="true">{open ? '✕' : '☰'}</span>
        </button>
        <div id={menuId} className={`sh-header__menu${open ? ' sh-header__menu--open' : ''}`}>
          <nav className="sh-nav" aria-label={t('nav.label')}>
            <ul className="sh-nav__list">
              {HEADER_LINKS.map((link) => (
                <li key={link.id}><NavAnchor link={link} lang={lang} pathname={pathname} /></li>
              ))}
            </ul>
          </nav>
          <HeaderTools lang={lang} url={url} />
        </div>
      </div>
    </header>
  );
}
