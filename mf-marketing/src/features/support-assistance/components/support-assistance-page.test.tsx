import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { on } from '@site/shared/events';
import { renderAt } from '../../../test/render';
import { SupportAssistancePage } from './support-assistance-page';

describe('<SupportAssistancePage>', () => {
  it('keeps the literal English title in Arabic and opens the chat', async () => {
    const opened = jest.fn();
    const off = on('chat:open', opened);
    const user = userEvent.setup();
    await renderAt(<SupportAssistancePage />, { lang: 'ar' });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Support Assistance');
    await user.click(screen.getByRole('button', { name: 'ابدأ محادثة' }));
    expect(opened).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('link', { name: 'تصفّح الأسئلة' })).toHaveAttribute('href', '/ar/questions');
    expect(screen.getByRole('link', { name: 'الانتقال إلى صفحة التواصل' })).toHaveAttribute('href', '/ar/contactus');
    off();
  });
});
