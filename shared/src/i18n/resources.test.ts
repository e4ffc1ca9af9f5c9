import { formTextsReady, i18n, initI18n } from './instance';
import en from './locales/en.json';
import ar from './locales/ar.json';
import { validationResources } from '../validation/messages';
import { phoneResources } from '../phone/phone-text';
import { uploadResources } from '../uploads/messages';
import { ticketResources } from '../tickets/messages';
import { compareLocales, IN_STEP } from './key-paths';
import { LANGS } from '../lang';

const NAMESPACES: Record<string, { en: object; ar: object }> = {
  common: { en, ar },
  validation: validationResources,
  phone: phoneResources,
  uploads: uploadResources,
};

/** The language switch names the other language in its own script. */
const LITERAL = ['language.switchTo'];

it.each(Object.entries({ ...NAMESPACES, tickets: ticketResources }))(
  "the '%s' texts have the same keys, placeholders and Arabic wording in both languages",
  (_ns, resources) => {
    expect(compareLocales(resources.en, resources.ar, LITERAL)).toEqual(IN_STEP);
  },
);

describe('initI18n', () => {
  beforeAll(async () => {
    await initI18n('en');
    await formTextsReady();
  });
  afterAll(() => i18n.changeLanguage('en'));

  it('fetches the common texts of the page\'s language only, the other\'s on a switch to it; validation, phone and uploads in both', async () => {
    expect(i18n.hasResourceBundle('en', 'common')).toBe(true);
    expect(i18n.hasResourceBundle('ar', 'common')).toBe(false);
    for (const lng of LANGS) {
      for (const ns of ['validation', 'phone', 'uploads']) expect(i18n.hasResourceBundle(lng, ns)).toBe(true);
    }
    expect(i18n.t('phoneLength', { ns: 'validation' })).toBe('Phone number must be between 9 and 15 digits.');
    expect(i18n.t('required', { ns: 'validation', lng: 'ar', field: 'البريد' })).toBe('حقل البريد مطلوب');
    await i18n.changeLanguage('ar');
    expect(i18n.hasResourceBundle('ar', 'common')).toBe(true);
    expect(i18n.t('language.switchTo')).toBe('English');
  });

  it('starts every English toast with a capital letter, as a sentence', async () => {
    await i18n.changeLanguage('en');
    const toasts = i18n.t('toasts', { returnObjects: true }) as Record<string, string>;
    expect(Object.keys(toasts).length).toBeGreaterThan(5);
    for (const [key, text] of Object.entries(toasts)) expect(`${key}: ${text[0]}`).toBe(`${key}: ${text[0]!.toUpperCase()}`);
    expect(i18n.t('toasts.loggedOut')).toBe('Logged out');
  });

  it('has the error and toast texts, worded as the product words them', async () => {
    await i18n.changeLanguage('en');
    expect(i18n.t('errors.generic')).toBe('Something went wrong.');
    expect(i18n.t('errors.disallowedProtocol', { protocol: 'javascript:' })).toBe("Cannot navigate to a URL with 'javascript:' protocol.");
    expect(i18n.t('toasts.registered')).toBe('Registered. Please log in to continue.');
    expect(i18n.t('language.switchTo')).toBe('العربية');
  });
});
