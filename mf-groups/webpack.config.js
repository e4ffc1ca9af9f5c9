const { require: requireTs } = require('tsx/cjs/api');
const { remoteWebpackConfig } = require('@site/shared/webpack');
/** @type {typeof import('@site/shared/routes')} */
const { SECTION_PAGES, SECTION_ROUTES } = requireTs('@site/shared/routes', __filename);

// The sections' pages share two chunks (src/listings/section-pages.tsx): the lists', and the records'.
const sectionRoutes = (/** @type {(page: string) => boolean} */ pick) =>
  Object.values(SECTION_ROUTES).flatMap((ids) => SECTION_PAGES.filter(pick).map((page) => ids[page]));

module.exports = remoteWebpackConfig(__dirname, {
  pageRoutes: { 'section-list': sectionRoutes((page) => page === 'list'), 'section-record': sectionRoutes((page) => page !== 'list') },
});
