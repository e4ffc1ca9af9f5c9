import { isMainHost } from '@site/shared/config';
import { langOfPath } from '@site/shared/routes';
import { useCompany } from '../company/use-company';
import { ErrorArea } from '../error/error-area';
import { ErrorBoundary } from '../error/error-boundary';
import { selectError } from '../error/select-error';
import { LoadingBar } from '../loading/loading-bar';
import type { LoadingBarMachine } from '../loading/loading-bar-machine';
import { slotNodes, type AreaNodes } from '../remotes/area-nodes';
import { layoutFor } from '../remotes/remote-apps';
import { useShellState, type ShellStore } from '../state/shell-store';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';
import { LateToaster } from './late-toaster';
import { RemoteSlot } from './remote-slot';
import { AuthTop, TenantFooter, TenantHeader } from './tenant-chrome';
import { useShellT } from './use-shell-t';
import './layout.css';

export interface ShellLayoutProps {
  store: ShellStore;
  /** The remotes' DOM nodes; null on the server, which renders `slotHtml` instead. */
  nodes: AreaNodes | null;
  bar: LoadingBarMachine;
  /** Whether the page's host is one of the site's own (else a customer's domain); the browser's address decides when omitted. */
  mainHost?: boolean;
  /** Each slot's server-rendered contents (see RemoteSlot). */
  slotHtml?: Partial<Record<'main' | 'overlay', string>>;
}

const NO_NODES: readonly HTMLElement[] = [];

/** The root layout: chrome by host and route, the remotes' nodes in <main>, the error screen over them. */
export function ShellLayout({ store, nodes, bar, mainHost = isMainHost(window.location.hostname), slotHtml = {} }: ShellLayoutProps) {
  const state = useShellState(store);
  const { t } = useShellT();
  const company = useCompany();
  const pathname = state.url.split(/[?#]/, 1)[0] ?? '/';
  const lang = langOfPath(pathname);
  const layout = layoutFor(pathname, mainHost);
  const error = selectError(state);

  const main = (
    <main id="sh-main" className="sh-main" tabIndex={-1}>
      {error && <ErrorArea error={error} lang={lang} />}
      <RemoteSlot slot="main" nodes={nodes ? slotNodes(nodes, 'main') : NO_NODES} html={slotHtml.main} hidden={error !== null} />
    </main>
  );

  return (
    <div className={`sh-app sh-app--${layout}`} data-layout={layout === 'custom' ? 'custom-domain' : layout}>
      <a className="sh-skip" href="#sh-main">{t('skipToContent')}</a>
      <LoadingBar machine={bar} />
      <ErrorBoundary fallback={<ErrorArea error={{ statusCode: 500, message: null }} lang={lang} />}>
        {layout === 'default' && <SiteHeader lang={lang} url={state.url} />}
        {layout === 'custom' && <TenantHeader lang={lang} url={state.url} />}
        {layout === 'auth' && <AuthTop lang={lang} url={state.url} />}
        {/* same element either way, so switching layouts never remounts the remotes' nodes */}
        <div className={layout === 'auth' ? 'sh-auth-card' : 'sh-main-wrap'}>{main}</div>
        {layout === 'default' && <SiteFooter lang={lang} company={company} />}
        {layout === 'custom' && <TenantFooter company={company} />}
      </ErrorBoundary>
      <RemoteSlot slot="overlay" nodes={nodes ? slotNodes(nodes, 'overlay') : NO_NODES} html={slotHtml.overlay} hidden={layout === 'auth'} />
      <LateToaster />
    </div>
  );
}
