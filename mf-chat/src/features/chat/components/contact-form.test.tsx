import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { initI18n } from '@site/shared/i18n';
import { ContactForm } from './contact-form';

const request = jest.fn();
jest.mock('../api/connection', () => ({ chatConnection: () => ({ request }) }));

beforeAll(async () => {
  await initI18n('en');
});
beforeEach(() => request.mockReset().mockResolvedValue({}));

it.each([
  ['en', 'Leave your contact details (optional)', 'Email', 'Phone, with country code (+966…)', 'Save my details', 'Thank you. We will reach you there.'],
  ['ar', 'اترك بيانات التواصل (اختياري)', 'البريد الإلكتروني', 'الجوال مع رمز الدولة (+966…)', 'حفظ بياناتي', 'شكرًا لك. سنتواصل معك عبرها.'],
] as const)('%s: the visitor leaves an email and a phone, asked in their language', async (lang, summary, email, phone, save, saved) => {
  const user = userEvent.setup();
  render(<ContactForm lang={lang} />);
  await user.click(await screen.findByText(summary));
  await user.type(screen.getByLabelText(email), 'sam@example.org');
  await user.type(screen.getByLabelText(phone), '+٩٦٦ ٥٠ ١١١ ٢٢٣٣');
  await user.click(screen.getByRole('button', { name: save }));
  expect(request).toHaveBeenCalledWith('chat.contact', { email: 'sam@example.org', phone: '+966501112233' });
  expect(await screen.findByRole('status')).toHaveTextContent(saved);
});

it('names a phone without its country code and sends nothing', async () => {
  const user = userEvent.setup();
  render(<ContactForm lang="en" />);
  await user.click(await screen.findByText('Leave your contact details (optional)'));
  await user.type(screen.getByLabelText('Phone, with country code (+966…)'), '0501112233');
  await user.click(screen.getByRole('button', { name: 'Save my details' }));
  expect(screen.getByRole('alert')).toHaveTextContent('Enter the phone number with its country code');
  expect(request).not.toHaveBeenCalled();
});
