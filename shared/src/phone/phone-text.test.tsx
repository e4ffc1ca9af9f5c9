import i18next from 'i18next';
import { render, screen } from '@testing-library/react';
import { PhoneInput } from './phone-input';
import { PHONE_NS, phoneResources } from './phone-text';
import { bindI18n } from '@site/shared/i18n/react-binding';

describe('phone translations', () => {
  it('word the placeholder in both languages', () => {
    expect(phoneResources.en.placeholder).toBe('Enter a phone number');
    expect(phoneResources.ar.placeholder).toBe('أدخل رقم الهاتف');
  });

  it('read from the i18next instance when it has the phone namespace', async () => {
    const i18n = i18next.createInstance();
    bindI18n(i18n);
    await i18n.init({
      lng: 'en',
      resources: { en: { [PHONE_NS]: { ...phoneResources.en, placeholder: 'Phone from i18next' } } },
      interpolation: { escapeValue: false },
    });
    render(<PhoneInput autoDetectCountry={false} />);
    expect(screen.getByRole('textbox')).toHaveAttribute('placeholder', 'Phone from i18next');
    // No ar bundle registered: the bundled JSON answers.
    render(<PhoneInput autoDetectCountry={false} lang="ar" />);
    expect(screen.getAllByRole('textbox')[1]).toHaveAttribute('placeholder', 'أدخل رقم الهاتف');
  });
});
