import { Suspense } from 'react';
import { DataView } from '../../../components/data-view';
import { Skeleton } from '../../../components/skeleton';
import { deferred } from '../../../lib/deferred';
import { useHome } from '../api/get-home';
import { Hero } from './hero';

/**
 * The sections below the hero are in a chunk of their own, fetched once the browser is idle: the
 * page's first load carries only the hero. The server renders them in place (server.tsx provides
 * them); in the browser they hydrate when their chunk arrives, inside the same area, under the
 * same error boundary and mismatch recovery.
 */
export const homeSections = deferred(() => import(/* webpackChunkName: "home-sections" */ './home-sections').then((m) => m.HomeSections));
const HomeSections = homeSections.Component;

export function HomePage() {
  const home = useHome();
  return (
    <div className="mk-page mk-home">
      <DataView result={home} skeleton={<Skeleton count={6} />}>
        {(content) => (
          <>
            <Hero hero={content.hero} />
            <Suspense fallback={null}>
              <HomeSections content={content} />
            </Suspense>
          </>
        )}
      </DataView>
    </div>
  );
}
