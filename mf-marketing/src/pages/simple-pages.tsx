import { FeatureCard } from '../components/cards/feature-card';
import { MemberCard } from '../components/cards/member-card';
import { TestimonialCard } from '../components/cards/testimonial-card';
import { ListPage } from '../components/list-page';
import { useBranches } from '../features/branches/api/get-branches';
import { BranchCard } from '../features/branches/components/branch-card';
import { useFeatures } from '../features/product-features/api/get-features';
import { usePartners } from '../features/partners/api/get-partners';
import { PartnerCard } from '../features/partners/components/partner-card';
import { useTestimonials } from '../features/reviews/api/get-testimonials';
import { useTeam } from '../features/team/api/get-team';
import { useMk } from '../locales';

export function PartnersPage() {
  const { t } = useMk();
  return <ListPage title={t('partners.title')} lead={t('partners.lead')} result={usePartners()} emptyText={t('partners.empty')} renderItem={(p) => <PartnerCard partner={p} />} />;
}

export function BranchesPage() {
  const { t } = useMk();
  return <ListPage title={t('branches.title')} lead={t('branches.lead')} result={useBranches()} emptyText={t('branches.empty')} renderItem={(b) => <BranchCard branch={b} />} />;
}

export function TeamPage() {
  const { t } = useMk();
  return <ListPage title={t('team.title')} lead={t('team.lead')} result={useTeam()} emptyText={t('team.empty')} renderItem={(m) => <MemberCard member={m} showBio level={2} />} />;
}

export function ReviewsPage() {
  const { t } = useMk();
  return <ListPage title={t('reviews.title')} lead={t('reviews.lead')} result={useTestimonials()} emptyText={t('reviews.empty')} renderItem={(x) => <TestimonialCard item={x} />} />;
}

export function FeaturesPage() {
  const { t } = useMk();
  return <ListPage title={t('features.title')} lead={t('features.lead')} result={useFeatures()} emptyText={t('features.empty')} renderItem={(f) => <FeatureCard feature={f} level={2} />} />;
}
