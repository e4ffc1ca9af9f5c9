import { BrowserRouter, Route, Routes, StaticRouter } from 'react-router';
import { ROUTES } from '@site/shared/routes';
import './locales';
import { PAGES } from './pages/registry';

const OWN_ROUTES = ROUTES.filter((route) => route.app === 'mf-groups');

/** Every mf-groups path from the shared route table. */
function AppRoutes() {
  return (
    <Routes>
      {OWN_ROUTES.map((route) => (
        <Route
          key={route.id}
          path={`/:lang/${route.pattern}`}
          element={PAGES[route.id]}
        />
      ))}
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

/** The same routes for a server render: the router reads the page's address instead of the browser's. */
export function ServerApp({ url }: { url: string }) {
  return (
    <StaticRouter location={url}>
      <AppRoutes />
    </StaticRouter>
  );
}
