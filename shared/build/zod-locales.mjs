// zod's locale packs, as the browser builds see them: English only. The site's messages come from
// its own translation files (`@site/shared/validation`), and zod is one shared module per page,
// loaded whole, where its forty packs would weigh more than the rest of it.
export { default as en } from 'zod/v4/locales/en.js';
