import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeApi } from '../../../test/api';
import { renderPage } from '../../../test/render';
import { JoinPage } from './join-page';

describe('the invite link’s page', () => {
  it('sets the invited person’s details and password, then sends them to sign in', async () => {
    const seen = fakeApi({
      'GET /auth/invites': [200, { email: 'sara@example.com', fullName: 'Sara', role: 'agent' }],
      'POST /auth/invites/accept': [201, { email: 'sara@example.com' }],
    });
    await renderPage('admin/join?token=tok123', <JoinPage />);
    expect(await screen.findByText(/invited as Support agent with the email sara@example.com/)).toBeVisible();
    await userEvent.click(screen.getByLabelText('Female'));
    await userEvent.type(screen.getByLabelText('Mobile number'), '0501234567');
    await userEvent.type(screen.getByLabelText('Date of birth'), '1990-01-01');
    await userEvent.type(screen.getByLabelText('Password'), 'Fresh-pass-1');
    await userEvent.type(screen.getByLabelText('Confirm the password'), 'Fresh-pass-1');
    await userEvent.click(screen.getByRole('button', { name: 'Join' }));
    expect(await screen.findByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/en/login');
    await waitFor(() => expect(seen.find((c) => c.method === 'POST')?.body).toMatchObject({ token: 'tok123', fullName: 'Sara', gender: 'female', phone: '0501234567' }));
  });

  it('says a used or unknown invite is invalid, in Arabic', async () => {
    fakeApi({ 'GET /auth/invites': [404, { message: 'x' }] });
    await renderPage('admin/join?token=gone', <JoinPage />, 'ar');
    expect(await screen.findByRole('alert')).toHaveTextContent('هذه الدعوة غير صالحة أو استُخدمت أو انتهت صلاحيتها. اطلب دعوة جديدة.');
  });
});
