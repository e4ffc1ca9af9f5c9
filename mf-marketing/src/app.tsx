import { Suspense, type ComponentType } from 'react';
import { BrowserRouter, Outlet, Route, Routes, useParams } from 'react-router';
import { ROUTES } from '@site/shared/routes';
import { Skeleton } from './components/skeleton';
import { isLang } from './lib/use-lang';
import { HomePage } from './pages/home-page';
import { PAGES } from './pages/registry';
import './i18n';
import './components/base.css';

const OWN_ROUTES = ROUTES.filter((r) => r.app === 'mf-marketing' && PAGES[r.id]);

/** Only /ar/... and /en/... belong here; anything else renders nothing (the shell answers 404). */
function LangGate() {
  const { lang } = useParams();
  if (!isLang(lang)) return null;
  return (
    <Suspense fallback={<div className="mk-page"><Skeleton /></div>}>
      <Outlet />
    </Suspense>
  );
}

/** SPEC 2: the bare root shows the home page in the current language. */
const HomeAtRoot = () => <HomePage />;

export function AppRoutes() {
  return (
    <Routes>
      <Route path="/:lang" element={<LangGate />}>
        {OWN_ROUTES.map((r) => {
          const Page = PAGES[r.id] as ComponentType;
          return r.pattern === ''
            ? <Route key={r.id} index element={<Page />} />
            : <Route key={r.id} path={r.pattern} element={<Page />} />;
        })}
        <Route path="*" element={null} />
      </Route>
      <Route path="/" element={<HomeAtRoot />} />
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
