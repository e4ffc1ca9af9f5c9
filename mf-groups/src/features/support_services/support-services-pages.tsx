import { sectionPages } from '../../listings/section-pages';

/** /support_services and a support service's pages: the directory's shared pages (src/listings). */
export const SUPPORT_SERVICES_PAGES = sectionPages('support-services');
