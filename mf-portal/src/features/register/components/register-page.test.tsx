import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { apiCall, apiCallCount, mockFetch } from '../../../test/fetch';
import { renderAt } from '../../../test/render';
import { RegisterPage } from './register-page';

beforeEach(() => sessionStorage.clear());

describe('register', () => {
  it('reports mismatched passwords and unaccepted terms (en)', async () => {
    const fetch = mockFetch();
    await renderAt('/en/register', 'register', <RegisterPage />, 'en');
    await userEvent.type(screen.getByLabelText(/^Password/), 'Demo@12345');
    await userEvent.type(screen.getByLabelText(/^Confirm password/), 'Other@12345');
    await userEvent.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await screen.findByText('Passwords do not match')).toBeInTheDocument();
    expect(screen.getByText('You must accept terms and conditions.')).toBeInTheDocument();
    expect(screen.getByText('Please enter a valid email.')).toBeInTheDocument();
    expect(apiCallCount(fetch)).toBe(0);
  });

  it.each(['en', 'ar'] as const)('focuses the first invalid field, not the last (%s)', async (lang) => {
    mockFetch();
    await renderAt(`/${lang}/register`, 'register', <RegisterPage />, lang);
    await userEvent.type(screen.getByLabelText(lang === 'en' ? /^Password/ : /^كلمة المرور/), 'Demo@12345');
    await userEvent.click(screen.getByRole('button', { name: lang === 'en' ? 'Create account' : 'إنشاء الحساب' }));
    await waitFor(() => expect(screen.getByLabelText(lang === 'en' ? /^Full name/ : /^الاسم الكامل/)).toHaveFocus());
  });

  it('reports them in Arabic too', async () => {
    mockFetch();
    await renderAt('/ar/register', 'register', <RegisterPage />, 'ar');
    await userEvent.type(screen.getByLabelText(/^كلمة المرور/), 'Demo@12345');
    await userEvent.type(screen.getByLabelText(/^تأكيد كلمة المرور/), 'Other@12345');
    await userEvent.click(screen.getByRole('button', { name: 'إنشاء الحساب' }));
    expect(await screen.findByText('كلمتا المرور غير متطابقتين')).toBeInTheDocument();
    expect(screen.getByText('يجب الموافقة على الشروط والأحكام.')).toBeInTheDocument();
  });

  it('sends the account and keeps the values when registration fails', async () => {
    const fetch = mockFetch([503, {}], [503, {}]);
    await renderAt('/en/register', 'register', <RegisterPage />, 'en');
    await userEvent.type(screen.getByLabelText(/^Full name/), 'Sara Ali');
    await userEvent.type(screen.getByLabelText(/^Account name/), 'sara');
    await userEvent.type(screen.getByLabelText(/^Email/), 'sara@example.com');
    await userEvent.type(screen.getByLabelText(/^Phone number/), '0551234567');
    await userEvent.selectOptions(screen.getByLabelText(/^Country/), 'SA');
    await userEvent.type(screen.getByLabelText(/^Area/), 'Riyadh');
    await userEvent.click(screen.getByLabelText('Female'));
    await userEvent.type(screen.getByLabelText(/^Birth date/), '1995-04-02');
    await userEvent.type(screen.getByLabelText(/^Password/), 'Demo@12345');
    await userEvent.type(screen.getByLabelText(/^Confirm password/), 'Demo@12345');
    await userEvent.click(screen.getByRole('checkbox'));
    await userEvent.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await screen.findByText('Registration failed. Please try again.')).toBeInTheDocument();
    expect(apiCall(fetch, 0)).toMatchObject({
      url: '/api/auth/register',
      body: { fullName: 'Sara Ali', phone: '+966551234567', country: 'SA', gender: 'female', userType: 'individual', acceptTerms: true },
    });
    expect(screen.getByLabelText(/^Email/)).toHaveValue('sara@example.com');
  });
});
