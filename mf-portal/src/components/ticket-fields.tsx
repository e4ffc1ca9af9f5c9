import { TICKET_DEPARTMENTS, TICKET_LIMITS, TICKET_TYPES, type CreateTicketFormValues } from '@site/shared/tickets';
import { Field, Input, Select, Textarea, type FieldErrors, type UseFormRegister } from '@site/shared/ui';
import { usePortalT, useTicketsT } from '../locales';

interface Props {
  register: UseFormRegister<CreateTicketFormValues>;
  errors: FieldErrors<CreateTicketFormValues>;
  /** Rows of the details box. */
  rows?: number;
  detailsHint?: string;
  /** Offer an empty choice (a new ticket) rather than the current value (an edit). */
  placeholder?: boolean;
}

/** Type, department, subject and details: the fields of a ticket wherever one is written. */
export function TicketFields({ register, errors, rows = 6, detailsHint, placeholder = false }: Props) {
  const { t } = usePortalT();
  const { t: tt } = useTicketsT();
  const choose = placeholder ? { placeholder: t('common.select') } : {};
  return (
    <>
      <div className="pt-form-grid">
        <Field label={t('tickets.type')} error={errors.type} required>
          <Select {...register('type')} {...choose} options={TICKET_TYPES.map((v) => ({ value: v, label: tt(`types.${v}`) }))} />
        </Field>
        <Field label={t('tickets.department')} error={errors.department} required>
          <Select {...register('department')} {...choose} options={TICKET_DEPARTMENTS.map((v) => ({ value: v, label: tt(`departments.${v}`) }))} />
        </Field>
      </div>
      <Field label={t('tickets.subject')} error={errors.subject} required>
        <Input {...register('subject')} maxLength={TICKET_LIMITS.subject} dir="auto" />
      </Field>
      <Field label={t('tickets.details')} error={errors.details} hint={detailsHint} required>
        <Textarea {...register('details')} rows={rows} maxLength={TICKET_LIMITS.details} dir="auto" />
      </Field>
    </>
  );
}
