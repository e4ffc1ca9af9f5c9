import { Suspense } from 'react';
import { BrowserRouter, StaticRouter, useRoutes } from 'react-router';
import { remoteRoutes } from '@site/shared/routes/remote-routes';
import { Skeleton } from '@site/shared/ui/core';
import './locales';
import { PAGES } from './pages/registry';

/** Every mf-groups path from the shared route table. */
const OWN_ROUTES = remoteRoutes('mf-groups', (route) => PAGES[route.id]);

/** Pages load as chunks of their own (the page server preloads the page's): a skeleton while one arrives. */
function AppRoutes() {
  const routes = useRoutes(OWN_ROUTES);
  return <Suspense fallback={<Skeleton />}>{routes}</Suspense>;
}

export function App() {
  return (
    <BrowserRouter>
      <AppRoutes />
    </BrowserRouter>
  );
}

/** The same routes for a server render: the router reads the page's address instead of the browser's. */
export function ServerApp({ url }: { url: string }) {
  return (
    <StaticRouter location={url}>
      <AppRoutes />
    </StaticRouter>
  );
}
