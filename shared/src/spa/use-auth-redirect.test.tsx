import { renderHook } from '@testing-library/react';
import { ApiError } from '@site/shared/api';
import { i18n, initI18n } from '@site/shared/i18n';
import { useAuthRedirect } from './use-auth-redirect';

describe('useAuthRedirect', () => {
  const navigate = jest.fn();
  beforeAll(async () => {
    await initI18n('ar');
    await i18n.changeLanguage('ar');
    window.singleSpaNavigate = navigate;
  });
  afterAll(() => {
    delete (window as { singleSpaNavigate?: unknown }).singleSpaNavigate;
  });
  beforeEach(() => navigate.mockClear());

  it('sends an ended session to login and back to the page it was on', () => {
    window.history.pushState({}, '', '/ar/tickets?box=open');
    renderHook(() => useAuthRedirect(new ApiError(401, {}, 'unauthorized')));
    expect(navigate).toHaveBeenCalledWith(`/ar/login?from=${encodeURIComponent('/ar/tickets?box=open')}`);
  });

  it('leaves any other error to the page', () => {
    renderHook(() => useAuthRedirect(new ApiError(500, {}, 'failed')));
    renderHook(() => useAuthRedirect(undefined));
    expect(navigate).not.toHaveBeenCalled();
  });
});
