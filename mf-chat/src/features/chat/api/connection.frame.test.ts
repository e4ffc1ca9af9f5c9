import { api, setAuthUser } from '@site/shared/api';
import { chatToken, ensureIdentity, joinVisitorToAccount, keepSeparateIdentity, uploadHeaders } from './connection';

/** The embed frame: another website's page around the chat (connection.ts, `keepSeparateIdentity`). */
describe('the chat in a frame another website embeds', () => {
  let post: jest.SpyInstance;
  beforeEach(() => {
    localStorage.clear();
    post = jest.spyOn(api, 'post');
    setAuthUser({ token: 's'.repeat(40), name: 'Demo' });
    // This browser also chats on the site itself, as a visitor.
    localStorage.setItem('site-chat-visitor', 'site-visitor');
  });
  afterEach(() => post.mockRestore());

  it('never speaks as the signed-in account or the site’s own visitor, and never joins its identity to the account', async () => {
    keepSeparateIdentity('https://shop.example.org');
    expect(chatToken()).toBeNull();
    post.mockResolvedValueOnce({ token: 'frame-visitor', id: 'v1' });
    await ensureIdentity();
    expect(post).toHaveBeenCalledWith('/chat/visitors', {}, { silent: true });
    expect(chatToken()).toBe('frame-visitor');
    expect(uploadHeaders()).toEqual({ Authorization: 'Bearer frame-visitor' });
    await expect(joinVisitorToAccount()).resolves.toBe(false);
    expect(post).toHaveBeenCalledTimes(1);
  });

  it('keeps one identity per embedding website', async () => {
    keepSeparateIdentity('https://shop.example.org');
    expect(chatToken()).toBe('frame-visitor');
    keepSeparateIdentity('https://blog.example.org');
    expect(chatToken()).toBeNull();
    post.mockResolvedValueOnce({ token: 'blog-visitor', id: 'v2' });
    await ensureIdentity();
    expect(chatToken()).toBe('blog-visitor');
    keepSeparateIdentity('https://shop.example.org');
    expect(chatToken()).toBe('frame-visitor');
  });
});
