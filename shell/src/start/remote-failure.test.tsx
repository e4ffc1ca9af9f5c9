import { act, render, screen, waitFor } from '@testing-library/react';
import { navigateToUrl, start } from 'single-spa';
import { initI18n } from '@site/shared/i18n';
import { ShellLayout } from '../layout/shell-layout';
import { LoadingBarMachine } from '../loading/loading-bar-machine';
import '../locales';
import { createAreaNodes } from '../remotes/area-nodes';
import { createStore } from '../state/shell-store';
import { wireErrors } from './error-wiring';
import { registerRemoteApps } from './register-apps';
import { wireRouting } from './routing';

jest.mock('@site/shared/api', () => ({
  ...jest.requireActual<object>('@site/shared/api'),
  useApi: () => ({ data: undefined }),
  signOut: jest.fn(),
}));

const fakeRemote = (label: string) => ({
  bootstrap: async () => undefined,
  mount: async (props: { domElement: HTMLElement }) => { props.domElement.textContent = label; },
  unmount: async (props: { domElement: HTMLElement }) => { props.domElement.textContent = ''; },
});

// single-spa drives the store from its own async events here; waitFor does the waiting.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;

describe('a remote that fails to load', () => {
  it('shows the error screen in its area, keeps the header, and other remotes still work', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    await initI18n('en');
    window.history.replaceState(null, '', '/en/groups');
    const store = createStore({ url: '/en/groups', error: null, broken: [], signedIn: false });
    const nodes = createAreaNodes();
    const bar = new LoadingBarMachine();
    const loadRemote = jest.fn(async (id: string) => {
      if (id === 'mf_groups/spa') throw new Error('Failed to fetch');
      return fakeRemote(`${id} mounted`);
    });
    const remotes = { 'mf-marketing': '/m.json', 'mf-portal': '/p.json', 'mf-groups': '/g.json' };
    wireErrors(store, remotes);
    wireRouting({ store, bar, signedIn: () => false, detect: () => 'en', onRouted: () => undefined });
    registerRemoteApps({
      remotes,
      nodes,
      runtime: { registerRemotes: jest.fn(), loadRemote },
      hostname: 'localhost',
    });
    render(<ShellLayout store={store} nodes={nodes} bar={bar} mainHost />);
    act(() => start());

    expect(await screen.findByText('something went wrong')).toBeInTheDocument();
    expect(screen.getByText('500')).toBeInTheDocument();
    expect(loadRemote.mock.calls.filter(([id]) => id === 'mf_groups/spa')).toHaveLength(1);
    expect(screen.getByRole('navigation', { name: 'Main navigation' })).toBeInTheDocument();
    expect(nodes['mf-groups'].parentElement).not.toBeVisible();

    act(() => navigateToUrl('/en/about'));
    await waitFor(() => expect(nodes['mf-marketing']).toHaveTextContent('mf_marketing/spa mounted'));
    await waitFor(() => expect(screen.queryByText('something went wrong')).not.toBeInTheDocument());
    expect(nodes['mf-marketing'].parentElement).toBeVisible();
    bar.dispose();
  });
});
