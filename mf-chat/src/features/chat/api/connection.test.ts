import { ApiError, api, setAuthUser } from '@site/shared/api';
import { joinVisitorToAccount } from './connection';

const VISITOR_KEY = 'site-chat-visitor';

describe('joinVisitorToAccount', () => {
  let post: jest.SpyInstance;

  beforeEach(() => {
    localStorage.clear();
    post = jest.spyOn(api, 'post');
  });
  afterEach(() => post.mockRestore());

  const signIn = () => setAuthUser({ token: 't'.repeat(40), name: 'Demo' });

  it('hands the visitor identity to the signed-in account, then forgets it', async () => {
    localStorage.setItem(VISITOR_KEY, 'visitor-token');
    signIn();
    post.mockResolvedValue({ conversations: 1 });
    await expect(joinVisitorToAccount()).resolves.toBe(true);
    expect(post).toHaveBeenCalledWith('/chat/visitors/join', { token: 'visitor-token' }, { silent: true });
    expect(localStorage.getItem(VISITOR_KEY)).toBeNull();
  });

  it('forgets an identity the API no longer knows, but keeps it when the call fails otherwise', async () => {
    signIn();
    localStorage.setItem(VISITOR_KEY, 'gone');
    post.mockRejectedValueOnce(new ApiError(404, null, 'not found'));
    await expect(joinVisitorToAccount()).resolves.toBe(true);
    expect(localStorage.getItem(VISITOR_KEY)).toBeNull();

    localStorage.setItem(VISITOR_KEY, 'kept');
    post.mockRejectedValueOnce(new ApiError(0, null, 'offline'));
    await expect(joinVisitorToAccount()).resolves.toBe(false);
    expect(localStorage.getItem(VISITOR_KEY)).toBe('kept');
  });

  it('does nothing without a visitor identity', async () => {
    signIn();
    await expect(joinVisitorToAccount()).resolves.toBe(false);
    expect(post).not.toHaveBeenCalled();
  });
});
