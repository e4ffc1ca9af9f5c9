import type { PageLoaders, PageRequest } from '@site/shared/ssr';
import { articleKey } from '../features/blog/api/get-article';
import { articlesKey, pageOf, type ArticleKind } from '../api/get-articles';
import { branchesKey } from '../features/branches/api/get-branches';
import { changelogKey } from '../features/changelog/api/get-changelog';
import { companyKey } from '../api/get-company';
import { faqsKey } from '../features/questions/api/get-faqs';
import { featuresKey } from '../features/features/api/get-features';
import { homeKey } from '../features/home/api/get-home';
import { mediaKey } from '../api/get-media';
import { partnersKey } from '../features/partners/api/get-partners';
import { plansKey } from '../features/plans/api/get-plans';
import { projectKey } from '../features/projects/api/get-project';
import { projectsKey } from '../features/projects/api/get-projects';
import { testimonialsKey } from '../features/reviews/api/get-testimonials';
import { serviceKey } from '../features/services/api/get-service';
import { servicesKey } from '../features/services/api/get-services';
import { supportServicesKey } from '../features/support-assistance/api/get-support-services';
import { subscriptionsKey } from '../features/subscriptionlist/api/get-subscriptions';
import { teamKey } from '../api/get-team';
import { termsKey } from '../features/terms/api/get-terms';
import { workMethodKey } from '../features/work-methods/api/get-work-method';
import { workMethodsKey } from '../features/work-methods/api/get-work-methods';

const articles = (kind: ArticleKind) => ({ url }: PageRequest) => [articlesKey(kind, pageOf(new URL(url, 'http://page').searchParams))];
const id = ({ params }: PageRequest) => params.id ?? '';
const none = () => [];

/**
 * Route id -> the API paths the page reads on its first render, built with the same key
 * functions its hooks use. The page server fetches them and renders with the answers; the
 * browser hydrates with the same answers, embedded in the page. Every page has an entry (the
 * type says so), so a new page declares its data or says it has none.
 */
export const LOADERS = {
  index: () => [homeKey],
  about: () => [companyKey, teamKey],
  contactus: () => [companyKey],
  blog: articles('blog'),
  news: articles('news'),
  'blog-details': (page) => [articleKey(id(page))],
  videos: () => [mediaKey('video')],
  audios: () => [mediaKey('audio')],
  partners: () => [partnersKey],
  branches: () => [branchesKey],
  team: () => [teamKey],
  reviews: () => [testimonialsKey],
  features: () => [featuresKey],
  'service-details': (page) => [serviceKey(id(page)), servicesKey],
  projects: () => [projectsKey],
  'project-details': (page) => [projectKey(id(page))],
  'work-method-details': (page) => [workMethodKey(id(page)), workMethodsKey],
  plans: () => [plansKey],
  subscriptionlist: () => [subscriptionsKey],
  questions: () => [faqsKey],
  terms: () => [termsKey],
  changelog: () => [changelogKey],
  'support-assistance': () => [supportServicesKey],
  test: none,
  'test-test': none,
} satisfies PageLoaders<'mf-marketing'>;
