import { StrictMode } from 'react';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PhoneInput } from './phone-input';
import type { PhoneResult } from './types';

const input = () => screen.getByRole<HTMLInputElement>('textbox');
const trigger = () => screen.getByRole('button');
const last = (fn: jest.Mock<void, [PhoneResult]>): PhoneResult | undefined => fn.mock.calls.at(-1)?.[0];

afterEach(() => {
  document.documentElement.lang = '';
  delete (globalThis as { fetch?: unknown }).fetch;
  jest.restoreAllMocks();
});

/** A field starting in Saudi Arabia with `text` typed into it; its change handler records every result. */
async function typedInSaudiField(text: string) {
  const onChange = jest.fn<void, [PhoneResult]>();
  render(<PhoneInput defaultCountry="SA" onChange={onChange} />);
  await userEvent.type(input(), text);
  return onChange;
}

describe('PhoneInput', () => {
  it('shows the invalid mark other fields show when the field marks it invalid', () => {
    const { container, rerender } = render(<PhoneInput autoDetectCountry={false} aria-invalid />);
    expect(input()).toHaveAttribute('aria-invalid', 'true');
    expect(container.querySelector('.ui-phone')).toHaveClass('is-invalid');
    rerender(<PhoneInput autoDetectCountry={false} />);
    expect(container.querySelector('.ui-phone')).not.toHaveClass('is-invalid');
  });

  it('renders the defaults as an LTR tel input', () => {
    render(<PhoneInput autoDetectCountry={false} />);
    const el = input();
    expect(el).toHaveAttribute('type', 'tel');
    expect(el).toHaveAttribute('name', 'telephone');
    expect(el).toHaveAttribute('maxLength', '25');
    expect(el).toHaveAttribute('placeholder', 'Enter a phone number');
    expect(el).toHaveAttribute('dir', 'ltr');
  });

  it('translates the placeholder from the page language', () => {
    document.documentElement.lang = 'ar';
    render(<PhoneInput autoDetectCountry={false} />);
    expect(input()).toHaveAttribute('placeholder', 'أدخل رقم الهاتف');
  });

  it('falls back to the first preferred country, else the first in the list, without lookup', () => {
    const { unmount } = render(<PhoneInput autoDetectCountry={false} preferredCountries={['EG', 'SA']} />);
    expect(trigger()).toHaveAccessibleName('+20 Egypt, selected country');
    unmount();
    render(<PhoneInput autoDetectCountry={false} />);
    expect(trigger()).toHaveAccessibleName('+93 Afghanistan, selected country');
  });

  it('formats as you type and reports the result', async () => {
    const onChange = await typedInSaudiField('0501234567');
    expect(input()).toHaveValue('050 123 4567');
    expect(last(onChange)).toMatchObject({ valid: true, possible: true, country: 'SA', countryCode: '966', e164: '+966501234567' });
  });

  it('does not re-add formatting while deleting', async () => {
    render(<PhoneInput defaultCountry="SA" defaultValue="050 123" />);
    expect(input()).toHaveValue('050 123');
    await userEvent.type(input(), '{Backspace}{Backspace}{Backspace}');
    // Trailing space kept: reformatting while deleting would fight the user.
    expect(input()).toHaveValue('050 ');
  });

  it('normalizes Arabic-Indic digits and switches country from international text', async () => {
    const onChange = await typedInSaudiField('+٤٤٢٠٧٩٤٦٠٩٥٨');
    expect(input()).toHaveValue('+44 20 7946 0958');
    expect(trigger()).toHaveAccessibleName('+44 United Kingdom, selected country');
    expect(last(onChange)).toMatchObject({ valid: true, country: 'GB' });
  });

  it('rejects characters outside the allowed set in valid-characters-only mode', async () => {
    render(<PhoneInput defaultCountry="SA" validCharactersOnly autoFormat={false} />);
    await userEvent.type(input(), '05a0.1');
    expect(input()).toHaveValue('0501');
  });

  it('applies a custom validation pattern', async () => {
    render(<PhoneInput defaultCountry="SA" customValidate={/^\d*$/} autoFormat={false} />);
    await userEvent.type(input(), '05 0');
    expect(input()).toHaveValue('050');
  });

  it('logs an invalid mode and uses international', async () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => {});
    const onChange = jest.fn<void, [PhoneResult]>();
    render(<PhoneInput defaultCountry="SA" mode="bogus" onChange={onChange} />);
    expect(error).toHaveBeenCalledWith(expect.stringContaining('bogus'));
    await userEvent.type(input(), '0501234567');
    expect(last(onChange)?.formatted).toBe('+966 50 123 4567');
  });

  it('follows a controlled value set from outside', () => {
    const { rerender } = render(<PhoneInput defaultCountry="SA" value="" onChange={() => {}} />);
    rerender(<PhoneInput defaultCountry="SA" value="+971501234567" onChange={() => {}} />);
    expect(input()).toHaveValue('+971 50 123 4567');
    expect(trigger()).toHaveAccessibleName('+971 United Arab Emirates, selected country');
  });

  it('replaces the dial code when a country is picked for international text', async () => {
    const onChange = jest.fn<void, [PhoneResult]>();
    render(<PhoneInput defaultCountry="SA" defaultValue="+966 50 123" onChange={onChange} preferredCountries={['AE']} />);
    await userEvent.click(trigger());
    await userEvent.keyboard('{Home}{Enter}');
    expect(input()).toHaveValue('+971 50 123');
    expect(last(onChange)).toMatchObject({ country: 'AE', countryCode: '971' });
    expect(input()).toHaveFocus();
  });
});

describe('country auto-detect', () => {
  it('preselects the country from the IP lookup', async () => {
    const fetchMock = jest.fn().mockResolvedValue({ ok: true, text: async () => '1;EG;EGY;Egypt' });
    globalThis.fetch = fetchMock;
    render(<PhoneInput preferredCountries={['SA']} />);
    await waitFor(() => expect(trigger()).toHaveAccessibleName('+20 Egypt, selected country'));
    expect(fetchMock).toHaveBeenCalledWith('/api/geo/country', expect.anything());
  });

  it('survives StrictMode double effects', async () => {
    globalThis.fetch = jest.fn().mockResolvedValue({ ok: true, text: async () => '1;AE;ARE;UAE' });
    const warn = jest.spyOn(console, 'warn');
    render(<StrictMode><PhoneInput /></StrictMode>);
    await waitFor(() => expect(trigger()).toHaveAccessibleName('+971 United Arab Emirates, selected country'));
    expect(warn).not.toHaveBeenCalled();
  });

  it('uses geoUrl and re-reports typed national text once the country is known', async () => {
    let answer: (v: unknown) => void = () => {};
    globalThis.fetch = jest.fn(() => new Promise((resolve) => { answer = resolve; })) as unknown as typeof fetch;
    const onChange = jest.fn<void, [PhoneResult]>();
    render(<PhoneInput geoUrl="/geo" onChange={onChange} />);
    await userEvent.type(input(), '0501234567');
    expect(last(onChange)?.reason).toBe('invalid-country');
    await act(async () => answer({ ok: true, text: async () => '1;SA;SAU;Saudi Arabia' }));
    expect(globalThis.fetch).toHaveBeenCalledWith('/geo', expect.anything());
    expect(last(onChange)).toMatchObject({ valid: true, country: 'SA' });
  });

  it('logs the failure and falls back to the first preferred country', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
    globalThis.fetch = jest.fn().mockRejectedValue(new Error('offline'));
    render(<PhoneInput preferredCountries={['AE', 'SA']} />);
    await waitFor(() => expect(trigger()).toHaveAccessibleName('+971 United Arab Emirates, selected country'));
    expect(warn).toHaveBeenCalledWith('unable to fetch the country', expect.any(Error));
  });

  it('falls back to the first country in the list when nothing is preferred', async () => {
    jest.spyOn(console, 'warn').mockImplementation(() => {});
    globalThis.fetch = jest.fn().mockResolvedValue({ ok: true, text: async () => '0;;;WRONG INPUT' });
    render(<PhoneInput onlyCountries={['SA', 'EG', 'AE']} />);
    await waitFor(() => expect(trigger()).toHaveAccessibleName('+20 Egypt, selected country'));
    expect(console.warn).toHaveBeenCalledWith('unable to fetch the country', expect.any(Error));
  });
});
