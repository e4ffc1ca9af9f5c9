import type { Lang } from '@site/shared/lang';
import { type FormEvent, useId, useState } from 'react';
import { useChatT } from '../../../locales';
import { chatConnection } from '../api/connection';
import { contactInput } from './contact-input';

/**
 * Optional: how the team can reach the visitor (name, email or phone), asked in their language,
 * before or during the chat. A ticket opened from the chat is theirs through it, and answers
 * they miss reach them by email (docs/chat.md, "Contact details").
 */
export function ContactForm({ lang, onSaved }: { lang: Lang; onSaved?: () => void }) {
  const { t } = useChatT({ lng: lang });
  const id = useId();
  const [form, setForm] = useState({ name: '', email: '', phone: '' });
  const [problem, setProblem] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = contactInput(form);
    if (!parsed) return setProblem(t('contact.empty'));
    if ('invalid' in parsed) return setProblem(t(`contact.invalid.${parsed.invalid}`));
    setBusy(true);
    try {
      await chatConnection().request('chat.contact', parsed.input);
      setProblem(null);
      setSaved(true);
      onSaved?.();
    } catch {
      setProblem(t('contact.failed'));
    } finally {
      setBusy(false);
    }
  };

  const field = (name: keyof typeof form, type: string, autoComplete: string) => (
    <div className="ch-contact__field">
      <label htmlFor={`${id}-${name}`}>{t(`contact.${name}`)}</label>
      <input
        id={`${id}-${name}`} type={type} autoComplete={autoComplete} value={form[name]} dir={type === 'text' ? 'auto' : 'ltr'}
        onChange={(e) => { setForm({ ...form, [name]: e.target.value }); setSaved(false); }}
      />
    </div>
  );

  return (
    <details className="ch-contact">
      <summary>{t('contact.summary')}</summary>
      <form onSubmit={(e) => void submit(e)} noValidate aria-describedby={`${id}-hint`}>
        <p id={`${id}-hint`} className="ch-contact__hint">{t('contact.hint')}</p>
        {field('name', 'text', 'name')}
        {field('email', 'email', 'email')}
        {field('phone', 'tel', 'tel')}
        {problem && <p className="ch-composer__problem" role="alert">{problem}</p>}
        {saved && <p className="ch-contact__saved" role="status">{t('contact.saved')}</p>}
        <button type="submit" className="ch-text-button ch-text-button--primary" disabled={busy}>{t('contact.save')}</button>
      </form>
    </details>
  );
}
