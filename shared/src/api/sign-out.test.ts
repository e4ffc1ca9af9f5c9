import toast from 'react-hot-toast';
import { on } from '@site/shared/events';
import { initI18n } from '@site/shared/i18n';
import { getAuthUser, setAuthUser } from './auth-cookie';
import { retrySettings } from './retry';
import { signOut } from './sign-out';
import { fakeFetch } from './test-utils/fake-fetch';
import { waitFor } from '@testing-library/react';

jest.mock('react-hot-toast', () => ({ __esModule: true, default: { error: jest.fn(), success: jest.fn() } }));

beforeAll(async () => {
  await initI18n('en');
  retrySettings.delayMs = 0;
});

it.each([200, 401, 500])('signs out locally whatever the server answers (%i)', async (status) => {
  jest.clearAllMocks();
  setAuthUser({ token: 't', name: 'n' });
  const { calls } = fakeFetch({ status, body: { message: 'x' } });
  const changes: unknown[] = [];
  const off = on('auth:changed', (d) => changes.push(d));
  await signOut();
  off();
  expect(calls[0]?.url).toBe('/api/auth/logout');
  expect(calls[0]?.init.method).toBe('POST');
  expect(getAuthUser()).toBeNull();
  expect(changes.at(-1)).toEqual({ signedIn: false });
  // The toast module loads on first use.
  await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Logged out'));
  expect(toast.error).not.toHaveBeenCalled();
});
