import { FeatureCard } from '../../../components/cards/feature-card';
import { ListPage } from '../../../components/list-page';
import { useFeatures } from '../api/get-features';

/** The product's features (not the remote's feature folders). */
export const FeaturesPage = () => <ListPage texts="features" result={useFeatures()} renderItem={(f) => <FeatureCard feature={f} level={2} />} />;
