import { BrowserRouter, Route, Routes } from 'react-router';
import { ROUTES } from '@site/shared/routes';
import './i18n';
import { ComingSoon } from './features/groups/components/coming-soon';
import { GroupsPage } from './features/groups/components/groups-page';

const OWN_ROUTES = ROUTES.filter((route) => route.app === 'mf-groups');

/** Every mf-groups path from the shared route table; only the list is built so far. */
export function App() {
  return (
    <BrowserRouter>
      <Routes>
        {OWN_ROUTES.map((route) => (
          <Route
            key={route.id}
            path={`/:lang/${route.pattern}`}
            element={route.id === 'groups' ? <GroupsPage /> : <ComingSoon titleKey={route.titleKey} />}
          />
        ))}
        <Route path="*" element={null} />
      </Routes>
    </BrowserRouter>
  );
}
