import { useId } from 'react';
import type { TicketDepartment } from '@site/shared/tickets';
import { useAdminT } from '../../../locales';

/** An agent's departments as checkboxes in a fieldset (its legend names whose they are). */
export function DepartmentChoices({ legend, value, onChange, options }: {
  legend: string;
  value: readonly TicketDepartment[];
  onChange: (next: TicketDepartment[]) => void;
  options: readonly TicketDepartment[];
}) {
  const { t } = useAdminT();
  const id = useId();
  const toggle = (department: TicketDepartment, on: boolean) =>
    onChange(on ? [...value, department] : value.filter((d) => d !== department));
  return (
    <fieldset className="ad-choices">
      <legend>{legend}</legend>
      {options.map((department) => (
        <label key={department} htmlFor={`${id}-${department}`}>
          <input id={`${id}-${department}`} type="checkbox" checked={value.includes(department)} onChange={(event) => toggle(department, event.target.checked)} />
          {t(`people.departmentNames.${department}`)}
        </label>
      ))}
    </fieldset>
  );
}
