import type { ReactNode } from 'react';
import { BrowserRouter, useParams, useRoutes } from 'react-router';
import { isLang } from '@site/shared/lang';
import { remoteRoutes } from '@site/shared/routes/remote-routes';
import './locales';
import './styles.css';
import { PAGES } from './pages/registry';

/** Renders only under /ar or /en; other prefixes belong to nobody (the shell shows 404). */
function Localized({ children }: { children: ReactNode }) {
  const { lang } = useParams();
  return isLang(lang) ? <div className="pt-root">{children}</div> : null;
}

/** Every portal page of the shared route table, each from the page map. */
const OWN_ROUTES = remoteRoutes('mf-portal', (route) => {
  const Page = PAGES[route.id];
  return <Localized><Page /></Localized>;
});

export const AppRoutes = () => useRoutes(OWN_ROUTES);

export function App() {
  return (
    <BrowserRouter>
      <AppRoutes />
    </BrowserRouter>
  );
}
