import { useMemo } from 'react';
import { TENANT_PATH } from '@site/shared/listings/tenant';
import { createServerEntry, type ServerAppProps } from '@site/shared/ssr/server';
import { COMPANY_PATH } from './company/use-company';
import { ShellLayout } from './layout/shell-layout';
import { LoadingBarMachine } from './loading/loading-bar-machine';
import { slotMarkup } from './remotes/area-nodes';
import { createStore } from './state/shell-store';
import './locales';

/** The chrome of a page as its first paint: signed out, no error, the remotes' areas in their slots. */
function ShellPage({ page, areas }: ServerAppProps) {
  const store = useMemo(() => createStore({ url: page.url, error: null, broken: [], signedIn: false }), [page.url]);
  const slotHtml = useMemo(() => ({ main: slotMarkup('main', areas), overlay: slotMarkup('overlay', areas) }), [areas]);
  return <ShellLayout store={store} nodes={null} bar={new LoadingBarMachine()} mainHost={page.mainHost} slotHtml={slotHtml} />;
}

/** The page server's way in (docs/server-rendering.md): the chrome's data, and the tree the browser hydrates. */
export const entry = createServerEntry({ loaders: {}, data: (page) => (page.mainHost ? [COMPANY_PATH] : [COMPANY_PATH, TENANT_PATH]), app: ShellPage });
