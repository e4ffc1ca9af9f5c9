import { Suspense, type ComponentType } from 'react';
import { usePageMatch } from '@site/shared/address';
import { Skeleton } from './components/skeleton';
import { PAGES } from './pages/registry';
import './locales';
import './components/base.css';

/**
 * The page of the address bar, from the shared route table: no router of its own (links are
 * plain anchors the shell navigates with). Anything this remote does not own renders nothing
 * (the shell answers 404); the bare root shows home in the current language.
 */
export function AppRoutes() {
  const match = usePageMatch();
  const route = match?.route;
  const Page: ComponentType | undefined = route?.app === 'mf-marketing' ? PAGES[route.id] : undefined;
  if (!Page) return null;
  return (
    <Suspense fallback={<div className="mk-page"><Skeleton /></div>}>
      <Page />
    </Suspense>
  );
}

export const App = AppRoutes;
