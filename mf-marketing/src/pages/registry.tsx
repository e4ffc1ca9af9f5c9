import { lazy, type ComponentType } from 'react';
import type { RouteIdOf } from '@site/shared/routes';
import { HomePage } from './home-page';

const load = <K extends string>(factory: () => Promise<Record<K, ComponentType>>, name: K) =>
  lazy(async () => ({ default: (await factory())[name] }));

/**
 * Route id (from @site/shared/routes) -> page. Home is eager: it is the landing page. Each lazy
 * page's chunk is named `page-<route id>`: the manifest lists its files under that id, so the
 * page server preloads exactly them.
 */
export const PAGES = {
  index: HomePage,
  about: load(() => import(/* webpackChunkName: "page-about" */ './about-page'), 'AboutPage'),
  contactus: load(() => import(/* webpackChunkName: "page-contactus" */ './contact-page'), 'ContactPage'),
  blog: load(() => import(/* webpackChunkName: "page-blog" */ './articles-page'), 'BlogPage'),
  news: load(() => import(/* webpackChunkName: "page-news" */ './articles-page'), 'NewsPage'),
  'blog-details': load(() => import(/* webpackChunkName: "page-blog-details" */ './article-page'), 'ArticlePage'),
  videos: load(() => import(/* webpackChunkName: "page-videos" */ './media-page'), 'VideosPage'),
  audios: load(() => import(/* webpackChunkName: "page-audios" */ './media-page'), 'AudiosPage'),
  partners: load(() => import(/* webpackChunkName: "page-partners" */ './simple-pages'), 'PartnersPage'),
  branches: load(() => import(/* webpackChunkName: "page-branches" */ './simple-pages'), 'BranchesPage'),
  team: load(() => import(/* webpackChunkName: "page-team" */ './simple-pages'), 'TeamPage'),
  reviews: load(() => import(/* webpackChunkName: "page-reviews" */ './simple-pages'), 'ReviewsPage'),
  features: load(() => import(/* webpackChunkName: "page-features" */ './simple-pages'), 'FeaturesPage'),
  'service-details': load(() => import(/* webpackChunkName: "page-service-details" */ './service-page'), 'ServicePage'),
  projects: load(() => import(/* webpackChunkName: "page-projects" */ './project-pages'), 'ProjectsPage'),
  'project-details': load(() => import(/* webpackChunkName: "page-project-details" */ './project-pages'), 'ProjectPage'),
  'work-method-details': load(() => import(/* webpackChunkName: "page-work-method-details" */ './work-method-page'), 'WorkMethodPage'),
  plans: load(() => import(/* webpackChunkName: "page-plans" */ './pricing-pages'), 'PlansPage'),
  subscriptionlist: load(() => import(/* webpackChunkName: "page-subscriptionlist" */ './pricing-pages'), 'SubscriptionsPage'),
  questions: load(() => import(/* webpackChunkName: "page-questions" */ './help-pages'), 'QuestionsPage'),
  terms: load(() => import(/* webpackChunkName: "page-terms" */ './help-pages'), 'TermsPage'),
  changelog: load(() => import(/* webpackChunkName: "page-changelog" */ './help-pages'), 'ChangelogPage'),
  'support-assistance': load(() => import(/* webpackChunkName: "page-support-assistance" */ './support-page'), 'SupportPage'),
  test: load(() => import(/* webpackChunkName: "page-test" */ './test-pages'), 'TestPage'),
  'test-test': load(() => import(/* webpackChunkName: "page-test-test" */ './test-pages'), 'TestTestPage'),
} satisfies Record<RouteIdOf<'mf-marketing'>, ComponentType>;
