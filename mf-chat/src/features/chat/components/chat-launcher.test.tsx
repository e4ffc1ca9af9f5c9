import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { emit } from '@site/shared/events';
import { initI18n } from '@site/shared/i18n';
import { ChatLauncher } from './chat-launcher';

beforeAll(async () => {
  await initI18n('en');
});

const launcher = () => screen.getByRole('button', { name: 'Chat with support' });

describe('ChatLauncher', () => {
  it('opens a labelled dialog on click, moves focus into it and closes on a second click', async () => {
    const user = userEvent.setup();
    render(<ChatLauncher lang="en" />);
    expect(launcher()).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await user.click(launcher());
    const dialog = screen.getByRole('dialog', { name: 'Support chat' });
    expect(launcher()).toHaveAttribute('aria-expanded', 'true');
    expect(launcher()).toHaveAttribute('aria-controls', dialog.id);
    expect(dialog).toHaveFocus();
    expect(screen.getByText('Hello and welcome! How can we help you today?')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Your message' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Share my location' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Record a voice note' })).toBeInTheDocument();

    await user.click(launcher());
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(launcher()).toHaveFocus();
  });

  it('closes on Escape and returns focus to the launcher', async () => {
    const user = userEvent.setup();
    render(<ChatLauncher lang="en" />);
    await user.click(launcher());
    await user.tab();
    expect(screen.getByRole('button', { name: 'Close chat' })).toHaveFocus();

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(launcher()).toHaveFocus();
    expect(launcher()).toHaveAttribute('aria-expanded', 'false');
  });

  it('closes from its close button', async () => {
    const user = userEvent.setup();
    render(<ChatLauncher lang="en" />);
    await user.click(launcher());
    await user.click(screen.getByRole('button', { name: 'Close chat' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(launcher()).toHaveFocus();
  });

  it('opens on the shared chat:open event', () => {
    render(<ChatLauncher lang="en" />);
    act(() => emit('chat:open', {}));
    expect(screen.getByRole('dialog', { name: 'Support chat' })).toHaveFocus();
    expect(launcher()).toHaveAttribute('aria-expanded', 'true');
  });

  it('speaks Arabic, right to left, when given ar', async () => {
    const user = userEvent.setup();
    const { container } = render(<ChatLauncher lang="ar" />);
    expect(container.firstChild).toHaveAttribute('dir', 'rtl');
    // The Arabic texts (the page is in English) are fetched when first needed.
    await user.click(await screen.findByRole('button', { name: 'تحدّث مع فريق الدعم' }));
    expect(screen.getByRole('dialog', { name: 'محادثة الدعم' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'رسالتك' })).toBeInTheDocument();
  });
});
