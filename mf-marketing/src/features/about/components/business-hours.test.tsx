import { screen, within } from '@testing-library/react';
import { company } from '../../../test/fixtures';
import { renderAt } from '../../../test/render';
import { BusinessHours } from './business-hours';

describe('<BusinessHours>', () => {
  it('shows "Open now" and highlights today during company hours', async () => {
    await renderAt(<BusinessHours hours={company.hours} timeZone="Asia/Riyadh" now={new Date('2026-11-22T07:00:00Z')} />);
    expect(screen.getByTestId('open-badge')).toHaveTextContent('Open now');
    const rows = screen.getAllByRole('row').slice(1);
    expect(rows).toHaveLength(7);
    expect(rows[0]).toHaveAttribute('aria-current', 'date');
    expect(within(rows[0] as HTMLElement).getByRole('rowheader')).toHaveTextContent('Sunday');
    expect(rows[5]).toHaveTextContent('Closed');
  });

  it('shows "Closed now" on Friday, with Friday highlighted, even late on Thursday UTC', async () => {
    // Thursday 21:30 UTC is Friday 00:30 in Riyadh.
    await renderAt(<BusinessHours hours={company.hours} timeZone="Asia/Riyadh" now={new Date('2026-11-26T21:30:00Z')} />);
    expect(screen.getByTestId('open-badge')).toHaveTextContent('Closed now');
    const rows = screen.getAllByRole('row').slice(1);
    expect(rows[5]).toHaveAttribute('aria-current', 'date');
  });

  it('speaks Arabic with Arabic-Indic digits', async () => {
    await renderAt(<BusinessHours hours={company.hours} timeZone="Asia/Riyadh" now={new Date('2026-11-22T07:00:00Z')} />, { lang: 'ar' });
    expect(screen.getByTestId('open-badge')).toHaveTextContent('مفتوح الآن');
    expect(screen.getByText('الأحد', { exact: false })).toBeInTheDocument();
    expect(screen.getAllByText(/٩:٠٠/).length).toBeGreaterThan(0);
  });
});
