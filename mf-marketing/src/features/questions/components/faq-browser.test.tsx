import { act, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { hydrateRoot } from 'react-dom/client';
import userEvent from '@testing-library/user-event';
import { faqs } from '../../../test/fixtures';
import { renderAt } from '../../../test/render';
import { FaqBrowser } from './faq-browser';
import { filterFaqs } from './filter-faqs';

const questions = () => screen.queryAllByRole('group').map((d) => d.querySelector('summary')?.textContent);

describe('FAQ search', () => {
  it('filters by every typed word, ignoring case', () => {
    expect(filterFaqs(faqs, 'CANCEL', '', 'en').map((f) => f.id)).toEqual(['q2']);
    expect(filterFaqs(faqs, 'pay plan', '', 'en').map((f) => f.id)).toEqual(['q1']);
    expect(filterFaqs(faqs, '', 'Product', 'en').map((f) => f.id)).toEqual(['q3']);
  });

  it('matches Arabic regardless of hamza forms and diacritics', () => {
    expect(filterFaqs(faqs, 'ادفع', '', 'ar').map((f) => f.id)).toEqual(['q4']);
    expect(filterFaqs(faqs, 'البَطاقات', '', 'ar').map((f) => f.id)).toEqual(['q4']);
  });

  it('narrows the list as the visitor types and by category', async () => {
    const user = userEvent.setup();
    await renderAt(<FaqBrowser faqs={faqs} />);
    expect(questions()).toHaveLength(4);
    await user.type(screen.getByRole('searchbox', { name: 'Search the questions' }), 'arabic');
    expect(questions()).toEqual(['Do you support Arabic?']);
    expect(screen.getByText('Matching questions: 1')).toBeInTheDocument();

    await user.clear(screen.getByRole('searchbox'));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Category' }), 'Billing');
    expect(questions()).toEqual(['How do I pay for a plan?', 'Can I cancel anytime?']);

    await user.type(screen.getByRole('searchbox'), 'zzz');
    expect(questions()).toEqual([]);
    expect(screen.getByText(/No questions match your search/)).toBeInTheDocument();
  });

  it('keeps what was typed into the server-rendered page before it hydrated', async () => {
    await renderAt(<></>);
    const container = document.createElement('div');
    container.innerHTML = renderToString(<FaqBrowser faqs={faqs} />);
    document.body.append(container);
    screen.getByRole<HTMLInputElement>('searchbox').value = 'arabic';
    await act(async () => {
      hydrateRoot(container, <FaqBrowser faqs={faqs} />);
    });
    expect(screen.getByRole('searchbox')).toHaveValue('arabic');
    expect(questions()).toEqual(['Do you support Arabic?']);
    container.remove();
  });
});
