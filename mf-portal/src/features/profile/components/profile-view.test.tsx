import { screen } from '@testing-library/react';
import type { Account } from '@site/shared/types';
import { renderAt } from '../../../test/render';
import { ProfileView } from './profile-view';

const account = (area: string): Account => ({
  id: 'a1', fullName: 'Layla Hassan', accountName: 'layla', email: 'layla@example.com', phone: '+966500000001', country: 'SA', area,
  gender: 'female', birthDate: '1995-06-01', userType: 'individual', role: 'client', permissions: [], twoFactorEnabled: false,
  phoneVerified: true, emailVerified: true, lastLoginAt: null, lastPasswordChangeAt: null, createdAt: '2026-01-01T00:00:00Z',
});

describe('the profile area in the page language', () => {
  it('shows a Saudi region typed in English as its Arabic name on an Arabic page', async () => {
    await renderAt('/ar/profile', 'profile', <ProfileView account={account('Riyadh')} />, 'ar');
    expect(screen.getByText('الرياض')).toBeTruthy();
    expect(screen.queryByText('Riyadh')).toBeNull();
  });

  it('shows an area it does not know as typed', async () => {
    await renderAt('/en/profile', 'profile', <ProfileView account={account('Giza')} />, 'en');
    expect(screen.getByText('Giza')).toBeTruthy();
  });
});
