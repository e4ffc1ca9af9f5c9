import { DataView } from '../../../components/data-view';
import { Skeleton } from '../../../components/skeleton';
import { useHome } from '../api/get-home';
import { Hero } from './hero';
import { HomeSections } from './home-sections';

export function HomePage() {
  const home = useHome();
  return (
    <div className="mk-page mk-home">
      <DataView result={home} skeleton={<Skeleton count={6} />}>
        {(content) => (
          <>
            <Hero hero={content.hero} />
            <HomeSections content={content} />
          </>
        )}
      </DataView>
    </div>
  );
}
