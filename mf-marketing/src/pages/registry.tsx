import { lazy, type ComponentType } from 'react';
import { HomePage } from './home-page';

const load = <K extends string>(factory: () => Promise<Record<K, ComponentType>>, name: K) =>
  lazy(async () => ({ default: (await factory())[name] }));

/** Route id (from @site/shared/routes) -> page. Home is eager: it is the landing page. */
export const PAGES: Record<string, ComponentType> = {
  index: HomePage,
  about: load(() => import('./about-page'), 'AboutPage'),
  contactus: load(() => import('./contact-page'), 'ContactPage'),
  blog: load(() => import('./articles-page'), 'BlogPage'),
  news: load(() => import('./articles-page'), 'NewsPage'),
  'blog-details': load(() => import('./article-page'), 'ArticlePage'),
  videos: load(() => import('./media-page'), 'VideosPage'),
  audios: load(() => import('./media-page'), 'AudiosPage'),
  partners: load(() => import('./simple-pages'), 'PartnersPage'),
  branches: load(() => import('./simple-pages'), 'BranchesPage'),
  team: load(() => import('./simple-pages'), 'TeamPage'),
  reviews: load(() => import('./simple-pages'), 'ReviewsPage'),
  features: load(() => import('./simple-pages'), 'FeaturesPage'),
  'service-details': load(() => import('./service-page'), 'ServicePage'),
  projects: load(() => import('./project-pages'), 'ProjectsPage'),
  'project-details': load(() => import('./project-pages'), 'ProjectPage'),
  'work-method-details': load(() => import('./work-method-page'), 'WorkMethodPage'),
  plans: load(() => import('./pricing-pages'), 'PlansPage'),
  subscriptionlist: load(() => import('./pricing-pages'), 'SubscriptionsPage'),
  questions: load(() => import('./help-pages'), 'QuestionsPage'),
  terms: load(() => import('./help-pages'), 'TermsPage'),
  changelog: load(() => import('./help-pages'), 'ChangelogPage'),
  'support-assistance': load(() => import('./support-page'), 'SupportPage'),
  test: load(() => import('./test-pages'), 'TestPage'),
  'test-test': load(() => import('./test-pages'), 'TestTestPage'),
};
