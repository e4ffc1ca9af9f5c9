import { lazy, type ComponentType } from 'react';
import type { RouteIdOf } from '@site/shared/routes';
import { HomePage } from '../features/home/components/home-page';
import { pageTexts } from '../locales';

// A page other than home arrives with the texts of the pages (home's are in from the start).
const load = <K extends string>(factory: () => Promise<Record<K, ComponentType>>, name: K) =>
  lazy(async () => ({ default: (await Promise.all([factory(), pageTexts()]))[0][name] }));

/**
 * Route id (from @site/shared/routes) -> page. Home is eager: it is the landing page. Each lazy
 * page's chunk is named `page-<route id>`: the manifest lists its files under that id, so the
 * page server preloads exactly them.
 */
export const PAGES = {
  index: HomePage,
  about: load(() => import(/* webpackChunkName: "page-about" */ '../features/about/components/about-page'), 'AboutPage'),
  contactus: load(() => import(/* webpackChunkName: "page-contactus" */ '../features/contactus/components/contactus-page'), 'ContactusPage'),
  blog: load(() => import(/* webpackChunkName: "page-blog" */ '../features/blog/components/blog-page'), 'BlogPage'),
  news: load(() => import(/* webpackChunkName: "page-news" */ '../features/news/components/news-page'), 'NewsPage'),
  'blog-details': load(() => import(/* webpackChunkName: "page-blog-details" */ '../features/blog/components/blog-details-page'), 'BlogDetailsPage'),
  videos: load(() => import(/* webpackChunkName: "page-videos" */ '../features/videos/components/videos-page'), 'VideosPage'),
  audios: load(() => import(/* webpackChunkName: "page-audios" */ '../features/audios/components/audios-page'), 'AudiosPage'),
  partners: load(() => import(/* webpackChunkName: "page-partners" */ '../features/partners/components/partners-page'), 'PartnersPage'),
  branches: load(() => import(/* webpackChunkName: "page-branches" */ '../features/branches/components/branches-page'), 'BranchesPage'),
  team: load(() => import(/* webpackChunkName: "page-team" */ '../features/team/components/team-page'), 'TeamPage'),
  reviews: load(() => import(/* webpackChunkName: "page-reviews" */ '../features/reviews/components/reviews-page'), 'ReviewsPage'),
  features: load(() => import(/* webpackChunkName: "page-features" */ '../features/features/components/features-page'), 'FeaturesPage'),
  'service-details': load(() => import(/* webpackChunkName: "page-service-details" */ '../features/services/components/service-details-page'), 'ServiceDetailsPage'),
  projects: load(() => import(/* webpackChunkName: "page-projects" */ '../features/projects/components/projects-page'), 'ProjectsPage'),
  'project-details': load(() => import(/* webpackChunkName: "page-project-details" */ '../features/projects/components/project-details-page'), 'ProjectDetailsPage'),
  'work-method-details': load(() => import(/* webpackChunkName: "page-work-method-details" */ '../features/work-methods/components/work-method-details-page'), 'WorkMethodDetailsPage'),
  plans: load(() => import(/* webpackChunkName: "page-plans" */ '../features/plans/components/plans-page'), 'PlansPage'),
  subscriptionlist: load(() => import(/* webpackChunkName: "page-subscriptionlist" */ '../features/subscriptionlist/components/subscriptionlist-page'), 'SubscriptionListPage'),
  questions: load(() => import(/* webpackChunkName: "page-questions" */ '../features/questions/components/questions-page'), 'QuestionsPage'),
  terms: load(() => import(/* webpackChunkName: "page-terms" */ '../features/terms/components/terms-page'), 'TermsPage'),
  changelog: load(() => import(/* webpackChunkName: "page-changelog" */ '../features/changelog/components/changelog-page'), 'ChangelogPage'),
  'support-assistance': load(() => import(/* webpackChunkName: "page-support-assistance" */ '../features/support-assistance/components/support-assistance-page'), 'SupportAssistancePage'),
  test: load(() => import(/* webpackChunkName: "page-test" */ '../features/test/components/test-page'), 'TestPage'),
  'test-test': load(() => import(/* webpackChunkName: "page-test-test" */ '../features/test-test/components/test-test-page'), 'TestTestPage'),
} satisfies Record<RouteIdOf<'mf-marketing'>, ComponentType>;
