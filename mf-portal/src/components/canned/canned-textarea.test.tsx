import { render, screen } from '@testing-library/react';
import { i18n, initI18n } from '@site/shared/i18n';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import type { CannedResponse } from '@site/shared/desk';
import type { Lang } from '@site/shared/lang';
import '../../locales';
import { CannedTextarea } from './canned-textarea';

const items: CannedResponse[] = [
  { id: 'g', shortcut: 'greeting', title: { en: 'Greeting', ar: 'ترحيب' }, body: { en: 'Hello {client.name}, I am {agent.name}.', ar: 'مرحبًا {client.name}، معك {agent.name}.' }, department: null, shared: true },
  { id: 'r', shortcut: 'received', title: { en: 'Request received', ar: 'تم الاستلام' }, body: { en: 'We got #{ticket.number}.', ar: 'استلمنا {ticket.number}.' }, department: null, shared: false },
];

function Box({ lang = 'en' as Lang, start = '' }) {
  const [value, setValue] = useState(start);
  return (
    <>
      <label htmlFor="box">Reply</label>
      <CannedTextarea
        id="box"
        value={value}
        onChange={setValue}
        canned={{ items, lang, department: null, values: { 'client.name': 'Sara', 'agent.name': 'Omar', 'ticket.number': '1042' } }}
      />
    </>
  );
}

beforeAll(async () => {
  await initI18n('en');
  await i18n.changeLanguage('en');
});

describe('the saved-reply picker', () => {
  it('opens on /, lists the replies as options of a combobox, and inserts the chosen one filled in', async () => {
    render(<Box />);
    const box = screen.getByRole('combobox', { name: 'Reply' });
    expect(box).toHaveAttribute('aria-expanded', 'false');
    await userEvent.type(box, '/');
    expect(box).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual([expect.stringContaining('Greeting'), expect.stringContaining('Request received')]);
    await userEvent.keyboard('{ArrowDown}');
    expect(screen.getByRole('option', { selected: true })).toHaveTextContent('Request received');
    expect(box.getAttribute('aria-activedescendant')).toBe(screen.getByRole('option', { selected: true }).id);
    await userEvent.keyboard('{Enter}');
    expect(box).toHaveValue('We got #1042.');
    expect(box).toHaveAttribute('aria-expanded', 'false');
  });

  it('narrows by what follows the slash and inserts in the conversation\'s language, keeping the text around it', async () => {
    render(<Box lang="ar" />);
    const box = screen.getByRole('combobox');
    await userEvent.type(box, 'شكرًا /gre');
    expect(screen.getAllByRole('option')).toHaveLength(1);
    await userEvent.keyboard('{Tab}');
    expect(box).toHaveValue('شكرًا مرحبًا Sara، معك Omar.');
  });

  it('closes on Escape and leaves the text as typed; a slash inside a word opens nothing', async () => {
    render(<Box />);
    const box = screen.getByRole('combobox');
    await userEvent.type(box, '/re');
    await userEvent.keyboard('{Escape}');
    expect(box).toHaveAttribute('aria-expanded', 'false');
    expect(box).toHaveValue('/re');
    await userEvent.clear(box);
    await userEvent.type(box, 'and/or');
    expect(box).toHaveAttribute('aria-expanded', 'false');
  });

  it('inserts a reply chosen with the pointer', async () => {
    render(<Box />);
    await userEvent.type(screen.getByRole('combobox'), '/');
    await userEvent.click(screen.getByRole('option', { name: /Greeting/ }));
    expect(screen.getByRole('combobox')).toHaveValue('Hello Sara, I am Omar.');
  });
});
