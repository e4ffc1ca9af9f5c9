/** Public website content (mf-marketing). All text is in the request's language. */

export interface ImageRef {
  src: string;
  alt: string;
  /** A media-library image's narrower copies (`mediaSrcSet`), for the page to offer with `sizes`. */
  srcSet?: string;
}

export interface Hero {
  title: string;
  subtitle: string;
  ctaLabel: string;
  ctaHref: string;
  image: ImageRef;
}

export interface Feature {
  id: string;
  title: string;
  summary: string;
  icon: string;
}

export interface Service {
  id: string;
  title: string;
  summary: string;
  body: string;
  icon: string;
  image: ImageRef;
}

export interface WorkMethod {
  id: string;
  step: number;
  title: string;
  summary: string;
  body: string;
}

export interface Testimonial {
  id: string;
  author: string;
  role: string;
  quote: string;
  rating: number;
  avatar: ImageRef;
}

export interface Faq {
  id: string;
  question: string;
  answer: string;
  category: string;
}

/** GET /api/content/home */
export interface HomeContent {
  hero: Hero;
  features: Feature[];
  services: Service[];
  workMethods: WorkMethod[];
  testimonials: Testimonial[];
  faqs: Faq[];
}

export interface Article {
  id: string;
  kind: 'blog' | 'news';
  title: string;
  excerpt: string;
  /** Sanitised HTML (rich text from the console). */
  body: string;
  author: string;
  publishedAt: string;
  image: ImageRef;
  tags: string[];
}

export interface MediaItem {
  id: string;
  kind: 'video' | 'audio';
  title: string;
  description: string;
  src: string;
  mimeType: string;
  poster: string | null;
  captionsSrc: string | null;
  durationSeconds: number;
  publishedAt: string;
}

export interface Partner {
  id: string;
  name: string;
  description: string;
  logo: ImageRef;
  website: string;
}

export interface Branch {
  id: string;
  name: string;
  city: string;
  address: string;
  buildingNumber: string;
  floorNumber: string;
  mobile: string;
  website: string;
  whatsapp: string;
}

export interface TeamMember {
  id: string;
  name: string;
  role: string;
  bio: string;
  photo: ImageRef;
}

export interface Project {
  id: string;
  title: string;
  client: string;
  summary: string;
  body: string;
  image: ImageRef;
  tags: string[];
  year: number;
}

export interface Plan {
  id: string;
  name: string;
  description: string;
  /** Prices in Saudi riyals, the only currency the site sells in. */
  monthlyPrice: number;
  yearlyPrice: number;
  currency: 'SAR';
  features: string[];
  highlighted: boolean;
}

export interface Subscription {
  id: string;
  name: string;
  description: string;
  price: number;
  currency: 'SAR';
  period: 'monthly' | 'yearly' | 'one-time';
}

export interface ChangelogEntry {
  id: string;
  version: string;
  releasedAt: string;
  kind: 'new' | 'improved' | 'fixed';
  text: string;
}

export interface TermsSection {
  id: string;
  title: string;
  body: string;
}

/** Business hours: per weekday Sunday (0) to Saturday (6), hours or closed. */
export interface BusinessHours {
  weekday: 0 | 1 | 2 | 3 | 4 | 5 | 6;
  /** "09:00" in the company's time zone, or null when closed. */
  opens: string | null;
  closes: string | null;
}

/** GET /api/content/company: about + contact page facts. */
export interface CompanyInfo {
  name: string;
  story: string;
  mission: string;
  vision: string;
  /** IANA zone the hours are expressed in, e.g. Asia/Riyadh */
  timeZone: string;
  hours: BusinessHours[];
  taxNumber: string;
  commercialRegistration: string;
  phone: string;
  email: string;
  address: string;
  map: { lat: number; lng: number; embedUrl: string };
}
