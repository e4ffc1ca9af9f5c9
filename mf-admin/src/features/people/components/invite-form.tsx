import { type FormEvent, useId, useState } from 'react';
import type { InviteCreated } from '@site/shared/people';
import type { Role } from '@site/shared/permissions';
import { TICKET_DEPARTMENTS, type TicketDepartment } from '@site/shared/tickets';
import { Button } from '@site/shared/ui/core';
import { useAdminT } from '../../../locales';
import { peopleApi, reloadStaff } from '../api/people-api';
import { DepartmentChoices } from './department-choices';

const INVITE_ROLES: readonly Role[] = ['agent', 'editor', 'admin'];

/** Invites a staff member by email; the link is shown here once (the email carries it too). */
export function InviteForm() {
  const { t } = useAdminT();
  const id = useId();
  const [role, setRole] = useState<Role>('agent');
  const [departments, setDepartments] = useState<TicketDepartment[]>([]);
  const [created, setCreated] = useState<InviteCreated | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const element = event.currentTarget;
    const form = new FormData(element);
    const text = (name: string) => {
      const value = form.get(name);
      return typeof value === 'string' ? value.trim() : '';
    };
    setBusy(true);
    try {
      setCreated(await peopleApi.invite({ email: text('email'), fullName: text('fullName'), role, departments: role === 'agent' ? departments : [] }));
      element.reset();
      setDepartments([]);
      await reloadStaff();
    } catch {
      // The API's message is shown as a toast.
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className="ui-card ad-form" aria-labelledby={`${id}-title`} onSubmit={(event) => void submit(event)}>
      <h3 id={`${id}-title`}>{t('people.inviteHeading')}</h3>
      <label htmlFor={`${id}-email`}>{t('people.email')}</label>
      <input id={`${id}-email`} name="email" type="email" required autoComplete="off" className="ui-input" dir="ltr" />
      <label htmlFor={`${id}-name`}>{t('people.fullName')}</label>
      <input id={`${id}-name`} name="fullName" required maxLength={100} className="ui-input" />
      <label htmlFor={`${id}-role`}>{t('people.role')}</label>
      <select id={`${id}-role`} className="ui-input" value={role} onChange={(event) => setRole(event.target.value as Role)}>
        {INVITE_ROLES.map((value) => <option key={value} value={value}>{t(`people.roles.${value}`)}</option>)}
      </select>
      {role === 'agent' && <DepartmentChoices legend={t('people.departments')} value={departments} onChange={setDepartments} options={TICKET_DEPARTMENTS} />}
      <Button type="submit" disabled={busy}>{t('people.invite')}</Button>
      {created && (
        <div role="status" className="ad-invite-link">
          <p>{t('people.inviteSent', { email: created.invite.email })}</p>
          <label htmlFor={`${id}-link`}>{t('people.inviteLink')}</label>
          <input id={`${id}-link`} readOnly value={created.link} className="ui-input" dir="ltr" onFocus={(event) => event.target.select()} />
        </div>
      )}
    </form>
  );
}
