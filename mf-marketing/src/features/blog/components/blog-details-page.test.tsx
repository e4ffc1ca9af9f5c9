import { screen, waitFor } from '@testing-library/react';
import { on } from '@site/shared/events';
import type { Article } from '@site/shared/types';
import { installFetch } from '../../../test/fetch-double';
import { renderAt } from '../../../test/render';
import { BlogDetailsPage } from './blog-details-page';

jest.mock('react-hot-toast', () => ({ __esModule: true, default: { success: jest.fn(), error: jest.fn() } }));

const article: Article = {
  id: 'a1', kind: 'news', title: 'We opened in Jeddah', excerpt: '', body: 'Body text', author: 'Lina',
  publishedAt: '2026-03-15T10:00:00Z', image: { src: '', alt: '' }, tags: ['launch'],
};

const page = <BlogDetailsPage />;

describe('<BlogDetailsPage>', () => {
  it('shows a news item with its date in the page locale', async () => {
    installFetch({ 'GET /articles/a1': { body: article } });
    await renderAt(page, { lang: 'ar', path: '/blog/a1' });
    expect(await screen.findByRole('heading', { level: 1, name: 'We opened in Jeddah' })).toBeInTheDocument();
    expect(screen.getByText('١٥ مارس ٢٠٢٦')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'العودة إلى الأخبار' })).toHaveAttribute('href', '/ar/news');
  });

  it('leaves an unknown id to the shell 404 screen', async () => {
    installFetch({});
    const errors = jest.fn();
    const off = on('app:error', errors);
    const { container } = await renderAt(page, { path: '/blog/nope' });
    await waitFor(() => expect(errors).toHaveBeenCalledWith(expect.objectContaining({ statusCode: 404 })));
    expect(container.querySelector('.mk-state--error')).toBeNull();
    off();
  });
});
