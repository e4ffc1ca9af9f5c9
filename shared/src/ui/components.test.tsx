import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { i18n, initI18n } from '@site/shared/i18n';
import { Button } from './button';
import { EmptyState } from './empty-state';
import { ErrorScreen } from './error-screen';
import { pageRange } from './page-range';
import { Pagination } from './pagination';

beforeAll(() => initI18n('en'));
afterEach(() => i18n.changeLanguage('en'));

describe('ErrorScreen', () => {
  it('shows the status code, the fixed heading, the message and a way home', () => {
    render(<ErrorScreen statusCode={404} message="Page not found: /en/nope" />);
    expect(screen.getByText('404')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'something went wrong' })).toBeInTheDocument();
    expect(screen.getByText('Page not found: /en/nope')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to home' })).toHaveAttribute('href', '/en');
  });

  it('goes home in the page language', async () => {
    await i18n.changeLanguage('ar');
    render(<ErrorScreen statusCode={500} message="500 خطأ داخلي في الخادم" />);
    expect(screen.getByRole('heading', { name: 'حدث خطأ ما' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'العودة إلى الرئيسية' })).toHaveAttribute('href', '/ar');
  });
});

describe('Pagination', () => {
  it('windows the page numbers', () => {
    expect(pageRange(1, 1)).toEqual([1]);
    expect(pageRange(5, 10)).toEqual([1, 'gap', 4, 5, 6, 'gap', 10]);
    expect(pageRange(2, 5)).toEqual([1, 2, 3, 4, 5]);
  });

  it('marks the current page and moves with previous/next', async () => {
    const user = userEvent.setup();
    const onPageChange = jest.fn();
    render(<Pagination page={1} pageCount={3} onPageChange={onPageChange} />);
    expect(screen.getByText('1')).toHaveAttribute('aria-current', 'page');
    // On the first page "previous" is inert: no control to reach, nothing announced.
    expect(screen.queryByRole('button', { name: 'Previous page' })).toBeNull();
    expect(screen.queryByLabelText('Previous page')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    await user.click(screen.getByRole('button', { name: 'Page 3' }));
    expect(onPageChange.mock.calls).toEqual([[2], [3]]);
  });

  it('renders links when given hrefFor, and nothing for a single page', () => {
    const { container, rerender } = render(<Pagination page={2} pageCount={3} hrefFor={(p) => `/en/blog?page=${p}`} />);
    expect(screen.getByRole('link', { name: 'Previous page' })).toHaveAttribute('href', '/en/blog?page=1');
    rerender(<Pagination page={1} pageCount={1} />);
    expect(container).toBeEmptyDOMElement();
  });

  it('lets the arrows link apart from the numbers, and hands a router the href clicked', async () => {
    const user = userEvent.setup();
    const onPageChange = jest.fn();
    const hrefFor = (p: number, step?: string) => (step ? `/tickets?page=${p}&${step}=c` : `/tickets?page=${p}`);
    render(<Pagination page={2} pageCount={3} hrefFor={hrefFor} onPageChange={onPageChange} />);
    expect(screen.getByRole('link', { name: 'Next page' })).toHaveAttribute('href', '/tickets?page=3&next=c');
    expect(screen.getByRole('link', { name: 'Previous page' })).toHaveAttribute('href', '/tickets?page=1&previous=c');
    expect(screen.getByRole('link', { name: 'Page 3' })).toHaveAttribute('href', '/tickets?page=3');
    await user.click(screen.getByRole('link', { name: 'Next page' }));
    await user.click(screen.getByRole('link', { name: 'Page 1' }));
    expect(onPageChange.mock.calls).toEqual([[3, '/tickets?page=3&next=c'], [1, '/tickets?page=1']]);
  });
});

describe('Button and EmptyState', () => {
  it('disables a loading button and marks it busy', () => {
    render(<Button loading>Save</Button>);
    const button = screen.getByRole('button', { name: 'Save' });
    expect(button).toBeDisabled();
    expect(button).toHaveAttribute('aria-busy', 'true');
    expect(button).toHaveAttribute('type', 'button');
  });

  it('falls back to translated empty texts', () => {
    render(<EmptyState />);
    expect(screen.getByText('Nothing here yet')).toBeInTheDocument();
  });
});
