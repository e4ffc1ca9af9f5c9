import { type FormEvent, useId, useState } from 'react';
import { useSearchParams } from 'react-router';
import { api, errorText, useApi } from '@site/shared/api';
import { useLang } from '@site/shared/i18n';
import type { InviteView } from '@site/shared/people';
import { href } from '@site/shared/routes';
import { Button, ButtonLink, PageHeader, Skeleton } from '@site/shared/ui/core';
import { useAdminT } from '../../../locales';

const FIELDS = ['phone', 'birthDate', 'password', 'passwordConfirmation'] as const;
const TYPES: Record<(typeof FIELDS)[number], string> = { phone: 'tel', birthDate: 'date', password: 'password', passwordConfirmation: 'password' };
const AUTOCOMPLETE: Record<(typeof FIELDS)[number], string> = { phone: 'tel', birthDate: 'bday', password: 'new-password', passwordConfirmation: 'new-password' };

/** /admin/join?token=…: an invited person sets their details and password (signed out). */
export function JoinPage() {
  const { t } = useAdminT();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const invite = useApi<InviteView>(token ? `/auth/invites?token=${encodeURIComponent(token)}` : null, { request: { silent: true } });
  return (
    <section className="ad-page" aria-labelledby="ad-join-title">
      <PageHeader title={<span id="ad-join-title">{t('join.heading')}</span>} subtitle={null} />
      {!token || invite.error ? <p role="alert">{t('join.invalid')}</p> : !invite.data ? <Skeleton lines={3} /> : <JoinForm token={token} invite={invite.data} />}
    </section>
  );
}

function JoinForm({ token, invite }: { token: string; invite: InviteView }) {
  const { t } = useAdminT();
  const lang = useLang();
  const id = useId();
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<{ message: string; details: string[] } | null>(null);
  const [done, setDone] = useState(false);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = Object.fromEntries(new FormData(event.currentTarget));
    setBusy(true);
    setProblem(null);
    try {
      await api.post('/auth/invites/accept', { ...form, token }, { silent: true });
      setDone(true);
    } catch (error) {
      setProblem(errorText(error, t('join.invalid')));
    } finally {
      setBusy(false);
    }
  };

  if (done) {
    return (
      <div role="status" className="ui-card">
        <p>{t('join.done', { email: invite.email })}</p>
        <ButtonLink href={href('login', lang)}>{t('join.signIn')}</ButtonLink>
      </div>
    );
  }
  return (
    <form className="ui-card ad-form" onSubmit={(event) => void submit(event)} aria-describedby={`${id}-intro`}>
      <p id={`${id}-intro`}>{t('join.intro', { name: invite.fullName, role: t(`people.roles.${invite.role}`), email: invite.email })}</p>
      {problem && (
        <div role="alert">
          <p>{problem.message}</p>
          {problem.details.length > 0 && <ul>{problem.details.map((detail) => <li key={detail}>{detail}</li>)}</ul>}
        </div>
      )}
      <label htmlFor={`${id}-fullName`}>{t('people.fullName')}</label>
      <input id={`${id}-fullName`} name="fullName" required defaultValue={invite.fullName} autoComplete="name" className="ui-input" />
      <fieldset className="ad-choices">
        <legend>{t('join.gender')}</legend>
        {(['female', 'male'] as const).map((gender) => (
          <label key={gender} htmlFor={`${id}-${gender}`}>
            <input id={`${id}-${gender}`} type="radio" name="gender" value={gender} required />
            {t(`join.${gender}`)}
          </label>
        ))}
      </fieldset>
      {FIELDS.map((field) => (
        <div key={field} className="ad-form">
          <label htmlFor={`${id}-${field}`}>{t(`join.${field}`)}</label>
          <input id={`${id}-${field}`} name={field} type={TYPES[field]} required autoComplete={AUTOCOMPLETE[field]} className="ui-input" dir={field === 'phone' ? 'ltr' : undefined} />
        </div>
      ))}
      <Button type="submit" disabled={busy}>{t('join.submit')}</Button>
    </form>
  );
}
