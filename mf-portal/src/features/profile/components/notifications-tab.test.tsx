import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { NotificationPreferences } from '@site/shared/notifications';
import { apiCall, mockFetch } from '../../../test/fetch';
import { renderAt } from '../../../test/render';
import { NotificationsTab } from './notifications-tab';

const prefs = (over: Partial<NotificationPreferences> = {}): NotificationPreferences => ({
  lang: 'en',
  emailVerified: true,
  settings: [
    { category: 'security', channels: { email: true }, locked: true },
    { category: 'ticket-reply', channels: { email: true, sms: false }, locked: false },
    { category: 'chat-reply', channels: { email: true }, locked: false },
  ],
  ...over,
});

describe('notifications tab', () => {
  it('shows each category with a switch per channel; security is on and cannot be changed', async () => {
    mockFetch([200, prefs()]);
    await renderAt('/en/profile', 'profile', <NotificationsTab />);
    const security = await screen.findByRole('checkbox', { name: 'Email: Account security' });
    expect(security).toBeChecked();
    expect(security).toBeDisabled();
    expect(security).toHaveAccessibleDescription('Security messages are always sent and cannot be turned off.');
    expect(screen.getByRole('checkbox', { name: 'Text message: Replies to my tickets' })).not.toBeChecked();
    // A channel a category never uses has no switch.
    expect(screen.queryByRole('checkbox', { name: 'Text message: Chat answers' })).toBeNull();
  });

  it('saves a switch by keyboard at once, and the language of messages', async () => {
    const fetch = mockFetch([200, prefs()], [200, prefs({ settings: [{ category: 'ticket-reply', channels: { email: true, sms: true }, locked: false }] })], [200, prefs({ lang: 'ar' })]);
    await renderAt('/en/profile', 'profile', <NotificationsTab />);
    const sms = await screen.findByRole('checkbox', { name: 'Text message: Replies to my tickets' });
    sms.focus();
    await userEvent.keyboard(' ');
    await waitFor(() => expect(screen.getByRole('checkbox', { name: 'Text message: Replies to my tickets' })).toBeChecked());
    expect(apiCall(fetch, 1)).toEqual({ url: '/api/profile/notifications', method: 'PATCH', body: { settings: [{ category: 'ticket-reply', channel: 'sms', enabled: true }] } });
    await userEvent.selectOptions(screen.getByLabelText('Emails and text messages are written in'), 'ar');
    await waitFor(() => expect(apiCall(fetch, 2).body).toEqual({ lang: 'ar' }));
  });

  it('says why emails will not arrive, and keeps the switch as it was when saving fails, in Arabic', async () => {
    mockFetch([200, prefs({ emailVerified: false })], [500, { message: 'حدث خطأ ما.', errors: [] }]);
    await renderAt('/ar/profile', 'profile', <NotificationsTab />, 'ar');
    expect(await screen.findByText(/لا تُرسل الرسائل إلا إلى بريد موثّق/)).toBeInTheDocument();
    const email = screen.getByRole('checkbox', { name: 'البريد الإلكتروني: الردود على تذاكري' });
    await userEvent.click(email);
    expect(await screen.findByRole('alert')).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'البريد الإلكتروني: الردود على تذاكري' })).toBeChecked();
  });
});
