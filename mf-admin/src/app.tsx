import { type ReactNode, Suspense } from 'react';
import { BrowserRouter, useParams, useRoutes } from 'react-router';
import { isLang } from '@site/shared/lang';
import { remoteRoutes } from '@site/shared/routes/remote-routes';
import { Skeleton } from '@site/shared/ui/core';
import './locales';
import './styles.css';
import { PAGES } from './pages/registry';

/** Renders only under /ar or /en; other prefixes belong to nobody (the shell shows 404). */
function Localized({ children }: { children: ReactNode }) {
  const { lang } = useParams();
  return isLang(lang) ? <div className="ad-root">{children}</div> : null;
}

/** Every console page of the shared route table, each from the page map (a chunk of its own). */
const OWN_ROUTES = remoteRoutes('mf-admin', (route) => {
  const Page = PAGES[route.id];
  return <Localized><Suspense fallback={<Skeleton lines={3} />}><Page /></Suspense></Localized>;
});

export const AppRoutes = () => useRoutes(OWN_ROUTES);

export function App() {
  return (
    <BrowserRouter>
      <AppRoutes />
    </BrowserRouter>
  );
}
