import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { getAuthUser, clearAuthUser } from '@site/shared/api';
import { apiCall, apiCallCount, mockFetch } from '../../../test/fetch';
import { renderAt } from '../../../test/render';
import { LoginPage } from './login-page';

const grant = { token: 't'.repeat(43), user: { fullName: 'Demo Client' } };

beforeEach(() => {
  clearAuthUser();
  sessionStorage.clear();
  window.singleSpaNavigate = jest.fn();
});

describe('login validation', () => {
  it('asks for a phone number or email, and a password, in English', async () => {
    mockFetch();
    await renderAt('/en/login', 'login', <LoginPage />, 'en');
    await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByText('Please enter a valid phone number or email')).toBeInTheDocument();
    expect(screen.getByText('Password is required')).toBeInTheDocument();
  });

  it('shows the same rules in Arabic', async () => {
    mockFetch();
    await renderAt('/ar/login', 'login', <LoginPage />, 'ar');
    await userEvent.type(screen.getByLabelText(/رقم الجوال أو البريد الإلكتروني/), 'not an email');
    await userEvent.tab();
    expect(await screen.findByText('يرجى إدخال رقم هاتف أو بريد إلكتروني صالح')).toBeInTheDocument();
  });

  it('sends a national phone number as E.164 (Arabic-Indic digits too)', async () => {
    const fetch = mockFetch([200, grant]);
    await renderAt('/en/login', 'login', <LoginPage />, 'en');
    await userEvent.type(screen.getByLabelText(/Phone number or email/), '٠٥٠٠٠٠٠٠٠١');
    await userEvent.type(screen.getByLabelText(/^Password/), 'Demo@12345');
    await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
    await waitFor(() => expect(apiCallCount(fetch)).toBe(1));
    expect(apiCall(fetch, 0)).toMatchObject({
      url: '/api/auth/login',
      body: { identifier: '+966500000001', password: 'Demo@12345' },
    });
  });
});

describe('after login', () => {
  const signInFrom = async (from: string) => {
    mockFetch([200, grant]);
    await renderAt(`/en/login?from=${encodeURIComponent(from)}`, 'login', <LoginPage />, 'en');
    await userEvent.type(screen.getByLabelText(/Phone number or email/), 'demo@example.com');
    await userEvent.type(screen.getByLabelText(/^Password/), 'Demo@12345');
    await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
    await waitFor(() => expect(window.singleSpaNavigate).toHaveBeenCalled());
    return (window.singleSpaNavigate as jest.Mock).mock.calls[0][0] as string;
  };

  it('goes back to a safe `from` path and stores the session', async () => {
    expect(await signInFrom('/en/groups/3?tab=stats')).toBe('/en/groups/3?tab=stats');
    expect(getAuthUser()).toEqual({ token: grant.token, name: 'Demo Client', role: 'client' });
  });

  it.each(['//evil.example/x', 'https://evil.example', '/\\evil.example', 'javascript:alert(1)'])(
    'ignores the unsafe `from` %s and opens the tickets',
    async (from) => {
      expect(await signInFrom(from)).toBe('/en/tickets');
    },
  );

  it('goes to the OTP step when the API asks for a code', async () => {
    const challenge = { otpRequired: true, challengeId: 'c1', purpose: 'login', sentTo: '+9665•••••001', resendIn: 60, expiresIn: 600 };
    mockFetch([200, challenge]);
    await renderAt('/en/login?from=/en/profile', 'login', <LoginPage />, 'en');
    await userEvent.type(screen.getByLabelText(/Phone number or email/), 'demo@example.com');
    await userEvent.type(screen.getByLabelText(/^Password/), 'Demo@12345');
    await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByText('elsewhere')).toBeInTheDocument();
    expect(JSON.parse(sessionStorage.getItem('portal:otp-flow') ?? '{}')).toMatchObject({ purpose: 'login', from: '/en/profile', challenge });
    expect(getAuthUser()).toBeNull();
  });

  it('shows the server message and keeps the values when the password is wrong', async () => {
    mockFetch([401, { message: 'Wrong phone number, email or password.', errors: [] }]);
    await renderAt('/en/login', 'login', <LoginPage />, 'en');
    await userEvent.type(screen.getByLabelText(/Phone number or email/), 'demo@example.com');
    await userEvent.type(screen.getByLabelText(/^Password/), 'nope-nope');
    await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Wrong phone number, email or password.');
    expect(screen.getByLabelText(/Phone number or email/)).toHaveValue('demo@example.com');
  });
});
