/**
 * The one route table of the product (SPEC 2). The shell builds single-spa `activeWhen`
 * from it, picks the layout and title, guards protected prefixes; the API uses it to
 * answer unknown paths with HTTP 404.
 */
export type AppName = 'mf-marketing' | 'mf-portal' | 'mf-groups' | 'mf-chat';
export type LayoutName = 'default' | 'auth';

export interface RouteDef {
  /** Stable id used by `href()`. */
  id: string;
  /** Path without the language prefix, ':param' segments; '' is home. */
  pattern: string;
  app: Exclude<AppName, 'mf-chat'>;
  layout: LayoutName;
  /** Translation key in the 'common' namespace under `titles.` */
  titleKey?: string;
  /** Literal title that is not translated (SPEC 2: 'Support Assistance'). */
  title?: string;
  /** Needs the auth_user cookie (SPEC 6). */
  auth?: boolean;
  /** May be served on customer custom domains (SPEC 3 route metadata "domain flag"). */
  customDomain?: boolean;
}

const marketing = (id: string, pattern: string, titleKey: string): RouteDef => ({
  id, pattern, app: 'mf-marketing', layout: 'default', titleKey, customDomain: true,
});
const portalAuth = (id: string, pattern: string, titleKey: string): RouteDef => ({
  id, pattern, app: 'mf-portal', layout: 'auth', titleKey, customDomain: true,
});
const portalPrivate = (id: string, pattern: string, titleKey: string): RouteDef => ({
  id, pattern, app: 'mf-portal', layout: 'default', titleKey, auth: true, customDomain: true,
});

/** groups, support_services and supporting_members share one sub-route set (SPEC 2). */
const directory = (base: 'groups' | 'support_services' | 'supporting_members', titleKey: string): RouteDef[] => {
  const r = (id: string, pattern: string): RouteDef => ({
    id, pattern, app: 'mf-groups', layout: 'default', titleKey, customDomain: true,
  });
  const prefix = base.replace('_', '-');
  const list: RouteDef[] = base === 'groups' ? [r('groups', 'groups')] : [r(prefix, base)];
  return list.concat([
    r(`${prefix}-details`, `${base}/:id`),
    r(`${prefix}-criteria`, `${base}/:id/criteria`),
    r(`${prefix}-stats`, `${base}/:id/stats`),
    r(`${prefix}-product`, `${base}/:id/product/:productId`),
    r(`${prefix}-service`, `${base}/:id/service/:serviceId`),
  ]);
};

export const ROUTES: readonly RouteDef[] = [
  marketing('index', '', 'home'),
  marketing('about', 'about', 'aboutUs'),
  marketing('audios', 'audios', 'audios'),
  marketing('blog', 'blog', 'blog'),
  marketing('blog-details', 'blog/:id', 'blog'),
  marketing('branches', 'branches', 'branches'),
  marketing('contactus', 'contactus', 'contactUs'),
  marketing('features', 'features', 'features'),
  marketing('news', 'news', 'news'),
  marketing('partners', 'partners', 'partners'),
  marketing('plans', 'plans', 'plans'),
  marketing('projects', 'projects', 'projects'),
  marketing('project-details', 'projects/:id', 'projects'),
  marketing('questions', 'questions', 'help'),
  marketing('reviews', 'reviews', 'reviews'),
  marketing('service-details', 'services/:id', 'services'),
  marketing('subscriptionlist', 'subscriptionlist', 'subscriptions'),
  marketing('team', 'team', 'team'),
  marketing('terms', 'terms', 'termsAndConditions'),
  marketing('videos', 'videos', 'videos'),
  marketing('work-method-details', 'work-methods/:id', 'workMethods'),
  { id: 'support-assistance', pattern: 'support-assistance', app: 'mf-marketing', layout: 'default', title: 'Support Assistance', customDomain: true },
  marketing('changelog', 'changelog', 'changelog'),
  marketing('test', 'test', 'test'),
  marketing('test-test', 'test-test', 'test'),
  portalAuth('login', 'login', 'login'),
  portalAuth('register', 'register', 'register'),
  portalAuth('otp', 'otp', 'otp'),
  portalAuth('forgot-password', 'forgot-password', 'forgotPassword'),
  portalAuth('new-password', 'new-password', 'newPassword'),
  portalPrivate('profile', 'profile', 'profile'),
  portalPrivate('tickets', 'tickets', 'tickets'),
  portalPrivate('ticket-details', 'tickets/:id', 'tickets'),
  ...directory('groups', 'groups'),
  ...directory('support_services', 'supportServices'),
  ...directory('supporting_members', 'supportingMembers'),
];

/** Prefixes that need a signed-in user (SPEC 6, SPEC 9). */
export const PROTECTED_PREFIXES = ['/tickets', '/profile'] as const;
