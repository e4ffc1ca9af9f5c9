import { render, screen } from '@testing-library/react';
import { ApiCacheProvider } from '@site/shared/api';
import { initI18n } from '@site/shared/i18n';
import { AppRoutes } from './app';
import { installFetch } from './test/fetch-double';

jest.mock('react-hot-toast', () => ({ __esModule: true, default: { success: jest.fn(), error: jest.fn() } }));

const renderPath = (path: string) => {
  window.history.replaceState(null, '', path);
  return render(
    <ApiCacheProvider dedupeMs={2000}>
      <AppRoutes />
    </ApiCacheProvider>,
  );
};

describe('marketing routes', () => {
  beforeAll(() => initI18n('en'));

  it('renders the support page with its literal title', async () => {
    installFetch({});
    renderPath('/ar/support-assistance');
    expect(await screen.findByRole('heading', { level: 1, name: 'Support Assistance' })).toBeInTheDocument();
  });

  it('renders nothing for unknown sub-paths and other languages (the shell shows 404)', () => {
    installFetch({});
    const { container } = renderPath('/en/no-such-page');
    expect(container).toBeEmptyDOMElement();
    const other = renderPath('/fr/about');
    expect(other.container).toBeEmptyDOMElement();
  });
});
