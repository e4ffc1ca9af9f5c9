import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { plans } from '../../../test/fixtures';
import { renderAt } from '../../../test/render';
import { PlanGrid } from './plan-grid';

const compact = (text: string | null) => (text ?? '').replace(/\s+/g, ' ');

describe('<PlanGrid>', () => {
  it('switches prices between monthly and yearly in SAR', async () => {
    const user = userEvent.setup();
    await renderAt(<PlanGrid plans={plans} />);
    const monthly = screen.getByRole('button', { name: 'Monthly' });
    expect(monthly).toHaveAttribute('aria-pressed', 'true');
    expect(compact(screen.getByTestId('price-p1').textContent)).toMatch(/SAR 99 per month/);

    await user.click(screen.getByRole('button', { name: 'Yearly' }));
    expect(screen.getByRole('button', { name: 'Yearly' })).toHaveAttribute('aria-pressed', 'true');
    expect(monthly).toHaveAttribute('aria-pressed', 'false');
    expect(compact(screen.getByTestId('price-p1').textContent)).toMatch(/SAR 990 per year/);
    expect(compact(screen.getByTestId('price-p2').textContent)).toMatch(/SAR 2,990 per year/);
  });

  it('marks the highlighted plan', async () => {
    await renderAt(<PlanGrid plans={plans} />);
    expect(screen.getAllByText('Most popular')).toHaveLength(1);
    expect(screen.getByRole('article', { name: 'Business' })).toHaveClass('mk-plan--highlighted');
  });

  it('shows Arabic prices with Arabic digits', async () => {
    await renderAt(<PlanGrid plans={plans} />, { lang: 'ar' });
    expect(screen.getByTestId('price-p1').textContent).toMatch(/٩٩/);
    expect(screen.getByRole('button', { name: 'شهري' })).toHaveAttribute('aria-pressed', 'true');
  });
});
