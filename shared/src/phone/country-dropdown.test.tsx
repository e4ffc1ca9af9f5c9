import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PhoneInput } from './phone-input';

const trigger = () => screen.getByRole('button');
const listbox = () => screen.getByRole('listbox');
const input = () => screen.getByRole('textbox');
const active = () => document.getElementById(listbox().getAttribute('aria-activedescendant') ?? '');
const activeIso = () => active()?.getAttribute('data-iso2');

function setup(props: Partial<Parameters<typeof PhoneInput>[0]> = {}) {
  return render(
    <div>
      <PhoneInput autoDetectCountry={false} defaultCountry="SA" {...props} />
      <p>outside</p>
    </div>,
  );
}

describe('country dropdown: keyboard and ARIA', () => {
  it('opens as a listbox with the selected country highlighted', async () => {
    setup();
    expect(trigger()).toHaveAttribute('aria-haspopup', 'listbox');
    expect(trigger()).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(trigger());
    expect(trigger()).toHaveAttribute('aria-expanded', 'true');
    expect(listbox()).toHaveFocus();
    expect(screen.getAllByRole('option').length).toBeGreaterThan(230);
    expect(activeIso()).toBe('SA');
    expect(active()).toHaveAttribute('aria-selected', 'true');
  });

  it('moves with arrows and picks with Enter, then focuses the input', async () => {
    setup({ preferredCountries: ['AE', 'EG'] });
    await userEvent.click(trigger());
    await userEvent.keyboard('{Home}');
    expect(activeIso()).toBe('AE');
    await userEvent.keyboard('{ArrowDown}');
    expect(activeIso()).toBe('EG');
    await userEvent.keyboard('{ArrowUp}{ArrowUp}');
    expect(activeIso()).toBe('AE');
    await userEvent.keyboard('{ArrowDown}{Enter}');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(trigger()).toHaveAccessibleName('+20 Egypt, selected country');
    expect(input()).toHaveFocus();
  });

  it('shows preferred countries first, then a separator', async () => {
    setup({ preferredCountries: ['EG'] });
    await userEvent.click(trigger());
    const options = screen.getAllByRole('option');
    expect(options[0]).toHaveAttribute('data-iso2', 'EG');
    expect(options[0]).toHaveClass('ui-phone-option--last-preferred');
    expect(options[1]).not.toHaveClass('ui-phone-option--last-preferred');
  });

  it('closes on Escape and returns focus to the trigger', async () => {
    setup();
    await userEvent.click(trigger());
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(trigger()).toHaveFocus();
    expect(trigger()).toHaveAccessibleName('+966 Saudi Arabia, selected country');
  });

  it('closes on Tab and on an outside click', async () => {
    setup();
    await userEvent.click(trigger());
    await userEvent.tab();
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    await userEvent.click(trigger());
    await userEvent.click(screen.getByText('outside'));
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
  });

  it('opens from the trigger with ArrowDown and picks with a click', async () => {
    setup();
    trigger().focus();
    await userEvent.keyboard('{ArrowDown}');
    expect(listbox()).toBeInTheDocument();
    await userEvent.click(screen.getByText('Egypt'));
    expect(trigger()).toHaveAccessibleName('+20 Egypt, selected country');
  });

  it('shows dial codes and flags (images, the same on every platform) unless turned off', async () => {
    const { unmount } = setup();
    await userEvent.click(trigger());
    expect(screen.getAllByText('+966').length).toBeGreaterThan(0);
    const flags = listbox().querySelectorAll('img.ui-phone-flag');
    expect(flags.length).toBeGreaterThan(1);
    expect(listbox().querySelector('[data-iso2="SA"] img')).toHaveAttribute('src', '/flags/sa.svg');
    expect(listbox().textContent).not.toMatch(/[\u{1F1E6}-\u{1F1FF}]/u);
    unmount();
    setup({ showDialCode: false, showFlags: false });
    await userEvent.click(trigger());
    expect(listbox().textContent).not.toContain('+966');
    expect(listbox().querySelector('img')).toBeNull();
  });

  it('filters with the optional search box', async () => {
    setup({ showSearchBox: true });
    await userEvent.click(trigger());
    const search = screen.getByRole('searchbox', { name: 'Search for a country' });
    expect(search).toHaveFocus();
    await userEvent.type(search, 'egy');
    expect(screen.getAllByRole('option').map((o) => o.dataset.iso2)).toEqual(['EG']);
    await userEvent.keyboard('{Enter}');
    expect(trigger()).toHaveAccessibleName('+20 Egypt, selected country');
  });

  it('has no search box by default', async () => {
    setup();
    await userEvent.click(trigger());
    expect(screen.queryByRole('searchbox')).not.toBeInTheDocument();
  });
});

describe('country dropdown: type-ahead', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  const press = (key: string) => fireEvent.keyDown(listbox(), { key });

  it('jumps to the first name starting with the typed text', () => {
    setup();
    fireEvent.click(trigger());
    'sau'.split('').forEach(press);
    expect(activeIso()).toBe('SA');
  });

  it('keeps typed text for 699 ms', () => {
    setup();
    fireEvent.click(trigger());
    press('e');
    expect(activeIso()).toBe('EC');
    act(() => jest.advanceTimersByTime(699));
    press('g');
    expect(activeIso()).toBe('EG');
  });

  it('resets typed text after 700 ms', () => {
    setup();
    fireEvent.click(trigger());
    press('e');
    act(() => jest.advanceTimersByTime(700));
    press('g');
    expect(activeIso()).toBe('GA');
  });

  it('matches localized Arabic names', () => {
    setup({ lang: 'ar' });
    fireEvent.click(trigger());
    'مصر'.split('').forEach(press);
    expect(activeIso()).toBe('EG');
  });
});

describe('country dropdown: placement and language', () => {
  const originalHeight = window.innerHeight;
  afterEach(() => {
    Object.defineProperty(window, 'innerHeight', { configurable: true, value: originalHeight });
    document.documentElement.lang = '';
  });

  function openWithSpaceBelow(bottom: number, height: number) {
    Object.defineProperty(window, 'innerHeight', { configurable: true, value: height });
    setup();
    jest.spyOn(input(), 'getBoundingClientRect').mockReturnValue({ bottom } as DOMRect);
    fireEvent.click(trigger());
    return listbox().parentElement as HTMLElement;
  }

  it('opens below when more than 200 px remain', () => {
    expect(openWithSpaceBelow(500, 701)).toHaveAttribute('data-placement', 'below');
  });

  it('opens above when 200 px or less remain', () => {
    expect(openWithSpaceBelow(500, 700)).toHaveAttribute('data-placement', 'above');
  });

  it('names countries in the page language', async () => {
    document.documentElement.lang = 'ar';
    setup();
    await userEvent.click(trigger());
    expect(active()).toHaveTextContent('المملكة العربية السعودية');
    expect(screen.getByRole('listbox')).toHaveAccessibleName('الدول');
    expect(trigger()).toHaveAccessibleName('+966 المملكة العربية السعودية، الدولة المختارة');
  });
});

describe('the country button is named by what it shows first (WCAG 2.5.3, label in name)', () => {
  afterEach(() => {
    document.documentElement.lang = '';
  });

  it.each([
    ['en', '+966 Saudi Arabia, selected country'],
    ['ar', '+966 المملكة العربية السعودية، الدولة المختارة'],
  ])('%s', (lang, name) => {
    document.documentElement.lang = lang;
    setup();
    const shown = trigger().querySelector('.ui-phone-trigger-code')!.textContent;
    expect(shown).toBe('+966');
    expect(trigger()).toHaveAccessibleName(name);
    expect(trigger().getAttribute('aria-label')!.startsWith(shown)).toBe(true);
  });
});
