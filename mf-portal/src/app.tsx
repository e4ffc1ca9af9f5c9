import type { ReactNode } from 'react';
import { BrowserRouter, Route, Routes, useParams } from 'react-router';
import { isLang } from '@site/shared/lang';
import { ROUTES } from '@site/shared/routes';
import './locales';
import './styles.css';
import { PAGES } from './pages/registry';

const OWN_ROUTES = ROUTES.filter((r) => r.app === 'mf-portal');

/** Renders only under /ar or /en; other prefixes belong to nobody (the shell shows 404). */
function Localized({ children }: { children: ReactNode }) {
  const { lang } = useParams();
  return isLang(lang) ? <div className="pt-root">{children}</div> : null;
}

/** Every portal page of the shared route table, each from the page map. */
export function AppRoutes() {
  return (
    <Routes>
      {OWN_ROUTES.map((route) => {
        const Page = PAGES[route.id];
        return <Route key={route.id} path={`/:lang/${route.pattern}`} element={<Localized><Page /></Localized>} />;
      })}
      <Route path="*" element={null} />
    </Routes>
  );
}

export function App() {
  return (
    <BrowserRouter>
      <AppRoutes />
    </BrowserRouter>
  );
}
