import { useState } from 'react';
import type { PersonSummary } from '@site/shared/people';
import { ROLES, type Role } from '@site/shared/permissions';
import { TICKET_DEPARTMENTS, type TicketDepartment } from '@site/shared/tickets';
import { Button } from '@site/shared/ui/core';
import { useAdminT } from '../../../locales';
import { peopleApi, saved } from '../api/people-api';
import { DepartmentChoices } from './department-choices';
import { StatusActions } from './status-actions';

/** Staff accounts: each one's role, an agent's departments, and deactivate / reactivate. */
export function StaffTable({ staff, meId }: { staff: readonly PersonSummary[]; meId: string }) {
  const { t } = useAdminT();
  return (
    <div className="ad-table-wrap" tabIndex={0} role="region" aria-label={t('people.staffTable')}>
      <table className="ad-table">
        <thead>
          <tr>
            <th scope="col">{t('people.name')}</th>
            <th scope="col">{t('people.role')}</th>
            <th scope="col">{t('people.departments')}</th>
            <th scope="col">{t('people.statusLabel')}</th>
            <th scope="col">{t('people.actions')}</th>
          </tr>
        </thead>
        <tbody>
          {staff.map((person) => <StaffRow key={person.id} person={person} self={person.id === meId} />)}
        </tbody>
      </table>
    </div>
  );
}

function StaffRow({ person, self }: { person: PersonSummary; self: boolean }) {
  const { t } = useAdminT();
  const [role, setRole] = useState<Role>(person.role);
  const [departments, setDepartments] = useState<TicketDepartment[]>(person.departments);
  const roleId = `ad-role-${person.id}`;
  return (
    <tr>
      <th scope="row">
        <bdi>{person.fullName}</bdi> {self && t('people.you')}
        <div dir="ltr" className="ad-muted">{person.email}</div>
      </th>
      <td>
        <label htmlFor={roleId} className="ui-visually-hidden">{t('people.roleFor', { name: person.fullName })}</label>
        <select id={roleId} className="ui-input" value={role} disabled={self} onChange={(event) => setRole(event.target.value as Role)}>
          {ROLES.map((value) => <option key={value} value={value}>{t(`people.roles.${value}`)}</option>)}
        </select>
        {!self && (
          <Button variant="secondary" disabled={role === person.role} onClick={() => void saved(() => peopleApi.setRole(person.id, role), t('people.saved'))}>
            {t('people.saveRole')}
          </Button>
        )}
      </td>
      <td>
        {person.role === 'agent' && (
          <>
            <DepartmentChoices legend={t('people.departmentsOf', { name: person.fullName })} value={departments} onChange={setDepartments} options={TICKET_DEPARTMENTS} />
            <Button variant="secondary" onClick={() => void saved(() => peopleApi.setDepartments(person.id, departments), t('people.saved'))}>
              {t('people.saveDepartments')}
            </Button>
          </>
        )}
      </td>
      <td>{t(`people.status.${person.status}`)}</td>
      <td>{!self && <StatusActions person={person} kind="staff" />}</td>
    </tr>
  );
}
