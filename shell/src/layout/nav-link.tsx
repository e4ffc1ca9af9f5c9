import { href } from '@site/shared/routes';
import type { Lang } from '@site/shared/lang';
import type { NavLink } from './links';
import { useShellT } from './use-shell-t';

/** A plain <a>: the shell's click interceptor turns it into a single-spa navigation. */
export function NavAnchor({ link, lang, pathname }: { link: NavLink; lang: Lang; pathname: string }) {
  const { t } = useShellT();
  const target = href(link.id, lang);
  const current = pathname === target || (link.id !== 'index' && pathname.startsWith(`${target}/`));
  return (
    <a className="sh-nav__link" href={target} aria-current={current ? 'page' : undefined}>
      {t(link.label)}
    </a>
  );
}
