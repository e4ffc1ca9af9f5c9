import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { OtpChallenge } from '@site/shared/types';
import { apiCall, mockFetch } from '../../../test/fetch';
import { currentLocation, renderAt } from '../../../test/render';
import { OtpPage } from './otp-page';

const challenge = (resendIn: number): OtpChallenge => ({
  otpRequired: true, challengeId: '7d8f3c1e-1111-4222-8333-944455556666', purpose: 'register',
  sentTo: '+9665•••••567', resendIn, expiresIn: 600,
});

const start = (resendIn: number, purpose: OtpChallenge['purpose'] = 'register') =>
  sessionStorage.setItem('portal:otp-flow', JSON.stringify({ challenge: { ...challenge(resendIn), purpose }, purpose }));

beforeEach(() => {
  sessionStorage.clear();
  jest.useFakeTimers();
});
afterEach(() => jest.useRealTimers());

describe('OTP step', () => {
  it('counts down before offering a resend, then restarts from the new challenge', async () => {
    const fetch = mockFetch([200, challenge(60)]);
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    start(3);
    await renderAt('/en/otp', 'otp', <OtpPage />, 'en');
    expect(screen.getByText('+9665•••••567')).toBeInTheDocument();
    expect(screen.getByText('You can resend the code in 3 seconds')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Resend code' })).not.toBeInTheDocument();

    act(() => jest.advanceTimersByTime(2000));
    expect(screen.getByText('You can resend the code in 1 second')).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(1000));
    await user.click(screen.getByRole('button', { name: 'Resend code' }));

    expect(await screen.findByText('You can resend the code in 60 seconds')).toBeInTheDocument();
    expect(apiCall(fetch, 0)).toMatchObject({ url: '/api/auth/otp/resend', body: { challengeId: challenge(0).challengeId } });
  });

  it('shows the countdown with Arabic plural forms and digits', async () => {
    mockFetch();
    start(2);
    await renderAt('/ar/otp', 'otp', <OtpPage />, 'ar');
    expect(screen.getByText('يمكنك إعادة إرسال الرمز بعد ثانيتين')).toBeInTheDocument();
  });

  it('shows Invalid OTP with the attempts left, then clears the code', async () => {
    mockFetch([422, { message: 'Invalid OTP.', errors: ['You have 4 attempts left.'] }]);
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    start(60, 'reset');
    await renderAt('/en/otp', 'otp', <OtpPage />, 'en');
    await user.type(screen.getByLabelText('Verification code'), '111111');
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid OTP.');
    expect(screen.getByRole('alert')).toHaveTextContent('You have 4 attempts left.');
    expect(screen.getByLabelText('Verification code')).toHaveValue('');
  });

  it('turns a reset code into a reset token and opens the new-password step', async () => {
    mockFetch([200, { resetToken: 'r'.repeat(40) }]);
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    start(60, 'reset');
    await renderAt('/en/otp', 'otp', <OtpPage />, 'en');
    await user.type(screen.getByLabelText('Verification code'), '123456');
    expect(await screen.findByText('elsewhere')).toBeInTheDocument();
    expect(currentLocation).toBe('/en/new-password');
    expect(sessionStorage.getItem('portal:reset-token')).toBe(JSON.stringify('r'.repeat(40)));
    expect(sessionStorage.getItem('portal:otp-flow')).toBeNull();
  });

  it('explains what to do when there is no challenge', async () => {
    mockFetch();
    await renderAt('/en/otp', 'otp', <OtpPage />, 'en');
    expect(screen.getByRole('link', { name: 'Start again' })).toHaveAttribute('href', '/en/login');
  });
});
