import { createAreaNodes } from '../remotes/area-nodes';
import { registerOverlaysOnceLoaded, registerRemoteApps } from './register-apps';

const remotes = { 'mf-marketing': '/m.json', 'mf-groups': '/g.json', 'mf-chat': '/c.json' };

function setup() {
  let arrive = () => undefined as void;
  const download = new Promise<void>((resolve) => { arrive = resolve; });
  const loadRemote = jest.fn(async () => {
    await download;
    return {};
  });
  const registerRemotes = jest.fn();
  const register = jest.fn();
  const options = { remotes, nodes: createAreaNodes(), runtime: { registerRemotes, loadRemote }, register, hostname: 'localhost' };
  return { options, arrive, loadRemote, registerRemotes, register };
}

describe('registering the remotes with single-spa', () => {
  it('registers the page remotes at once, and no overlay with them', () => {
    const { options, register, registerRemotes } = setup();
    expect(registerRemoteApps(options)).toEqual(expect.not.arrayContaining(['mf-chat']));
    expect(register.mock.calls.map(([app]) => (app as { name: string }).name)).toEqual(expect.arrayContaining(['mf-marketing', 'mf-groups']));
    expect(registerRemotes.mock.calls[0]?.[0]).toEqual(expect.arrayContaining([{ name: 'mf_groups', entry: '/g.json' }]));
  });

  it('registers the chat only once its code has arrived, so no navigation waits on its download', async () => {
    const { options, arrive, loadRemote, register, registerRemotes } = setup();
    const registered = registerOverlaysOnceLoaded(options);
    expect(registerRemotes).toHaveBeenCalledWith([{ name: 'mf_chat', entry: '/c.json' }]);
    await Promise.resolve();
    expect(loadRemote).toHaveBeenCalledWith('mf_chat/spa');
    expect(register).not.toHaveBeenCalled();
    arrive();
    expect(await registered).toEqual(['mf-chat']);
    expect(register).toHaveBeenCalledTimes(1);
  });

  it('leaves out a chat whose code did not arrive, so later navigations do not load it again', async () => {
    const { options, register } = setup();
    const failure = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    options.runtime.loadRemote = jest.fn(async () => { throw new Error('Failed to fetch'); });
    expect(await registerOverlaysOnceLoaded(options)).toEqual([]);
    expect(register).not.toHaveBeenCalled();
    expect(failure).toHaveBeenCalledWith(expect.objectContaining({ message: 'Failed to fetch' }));
    failure.mockRestore();
  });

  it('fetches the chat only once the visitor reaches a page that shows it, not on a sign-in page', async () => {
    const { options, arrive, loadRemote, register } = setup();
    window.history.replaceState(null, '', '/en/login');
    const registered = registerOverlaysOnceLoaded(options);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(loadRemote).not.toHaveBeenCalled();
    window.history.replaceState(null, '', '/en/tickets');
    window.dispatchEvent(new CustomEvent('single-spa:routing-event'));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(loadRemote).toHaveBeenCalledWith('mf_chat/spa');
    arrive();
    expect(await registered).toEqual(['mf-chat']);
    expect(register).toHaveBeenCalledTimes(1);
    window.history.replaceState(null, '', '/');
  });

  it('registers no overlay that is not configured', async () => {
    const { options, register, loadRemote } = setup();
    expect(await registerOverlaysOnceLoaded({ ...options, remotes: { 'mf-marketing': '/m.json' } })).toEqual([]);
    expect(loadRemote).not.toHaveBeenCalled();
    expect(register).not.toHaveBeenCalled();
  });
});
