import { screen } from '@testing-library/react';
import { home } from '../../../test/fixtures';
import { installFetch } from '../../../test/fetch-double';
import { renderAt } from '../../../test/render';
import { HomePage } from './home-page';

describe('<HomePage>', () => {
  it('shows a skeleton, then the hero and every section with links to its page', async () => {
    installFetch({ 'GET /content/home': { body: home } });
    await renderAt(<HomePage />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading');

    expect(await screen.findByRole('heading', { level: 1, name: 'Build faster' })).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('link', { name: 'Talk to us' })).toHaveAttribute('href', '/en/contactus');
    expect(screen.getByTestId('falling-stars').children).toHaveLength(40);
    // The sections below the hero come from a chunk of their own, loaded once the browser is idle.
    expect(await screen.findByRole('heading', { level: 2, name: 'Why choose us' })).toBeInTheDocument();

    for (const name of ['Why choose us', 'Our services', 'How we work', 'What our clients say', 'Frequently asked questions']) {
      expect(screen.getByRole('heading', { level: 2, name })).toBeInTheDocument();
    }
    expect(screen.getByRole('link', { name: 'All features' })).toHaveAttribute('href', '/en/features');
    expect(screen.getByRole('link', { name: 'Web apps' })).toHaveAttribute('href', '/en/services/s1');
    expect(screen.getByRole('link', { name: 'Discover' })).toHaveAttribute('href', '/en/work-methods/w1');
    expect(screen.getByRole('link', { name: 'All reviews' })).toHaveAttribute('href', '/en/reviews');
    expect(screen.getByRole('link', { name: 'Visit the help center' })).toHaveAttribute('href', '/en/questions');
    expect(screen.getByRole('img', { name: 'Rated 4 out of 5' })).toBeInTheDocument();
    // Steps are shown in order even when the API sends them shuffled.
    const steps = screen.getAllByRole('listitem').filter((li) => li.className.includes('mk-card'));
    expect(steps.map((li) => li.querySelector('h3')?.textContent)).toEqual(['Discover', 'Build']);
  });

  it('renders in Arabic with localized links', async () => {
    installFetch({ 'GET /content/home': { body: home } });
    await renderAt(<HomePage />, { lang: 'ar' });
    expect(await screen.findByRole('heading', { level: 2, name: 'لماذا تختارنا' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'جميع المزايا' })).toHaveAttribute('href', '/ar/features');
  });
});
