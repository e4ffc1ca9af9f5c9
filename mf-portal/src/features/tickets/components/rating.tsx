import { useLang, formatNumber } from '@site/shared/i18n';
import { RATING_MAX, RATING_MIN, TICKET_LIMITS, rateSchema } from '@site/shared/tickets';
import type { TicketDetail } from '@site/shared/types';
import { Button, Field, Form, Textarea } from '@site/shared/ui';
import { useSchema } from '@site/shared/validation';
import { usePortalT } from '../../../locales';
import type { useTicketCommand } from '../hooks/use-ticket-command';

const STARS = Array.from({ length: RATING_MAX - RATING_MIN + 1 }, (_, i) => RATING_MIN + i);

/** The rating once given: stars and comment, for both parties. */
export function RatingView({ ticket }: { ticket: TicketDetail }) {
  const { t } = usePortalT();
  const lang = useLang();
  if (ticket.rating === null) return null;
  const label = t('tickets.rate.value', { value: formatNumber(ticket.rating, lang), max: formatNumber(RATING_MAX, lang) });
  return (
    <section className="pt-card pt-rating" aria-labelledby="pt-rating-title">
      <h2 id="pt-rating-title" className="pt-section-title">{t('tickets.rate.given')}</h2>
      <p>
        <span className="pt-rating-stars" aria-hidden="true">{'★'.repeat(ticket.rating)}{'☆'.repeat(RATING_MAX - ticket.rating)}</span>{' '}
        <span>{label}</span>
      </p>
      {ticket.ratingComment && <p dir="auto">{ticket.ratingComment}</p>}
    </section>
  );
}

/** 1 to 5 stars and an optional comment, once the ticket is resolved or closed (once only). */
export function RatingForm({ command }: { command: ReturnType<typeof useTicketCommand> }) {
  const { t } = usePortalT();
  const lang = useLang();
  const schema = useSchema(rateSchema);
  return (
    <Form
      schema={schema}
      options={{ defaultValues: { comment: '' } }}
      className="pt-form pt-card"
      aria-label={t('tickets.rate.heading')}
      onSubmit={async (values) => {
        await command.run({ action: 'rate', body: values });
      }}
    >
      {({ register, formState, watch, setValue }) => (
        <>
          <fieldset className="pt-fieldset pt-stars" aria-describedby={formState.errors.rating ? 'pt-rating-error' : undefined}>
            <legend className="pt-section-title">{t('tickets.rate.heading')}</legend>
            {STARS.map((n) => (
              <label key={n} className="pt-star-choice">
                {/* A number, as the schema and the API want it (a radio's own value is text). */}
                <input
                  type="radio"
                  name="rating"
                  value={n}
                  checked={watch('rating') === n}
                  onChange={() => setValue('rating', n, { shouldValidate: formState.isSubmitted })}
                />
                <span aria-hidden="true">★</span>
                <span className="ui-visually-hidden">{t('tickets.rate.stars', { count: n, value: formatNumber(n, lang) })}</span>
              </label>
            ))}
          </fieldset>
          {formState.errors.rating && <p id="pt-rating-error" className="pt-field-error">{formState.errors.rating.message}</p>}
          <Field label={t('tickets.rate.comment')} error={formState.errors.comment}>
            <Textarea {...register('comment')} rows={3} maxLength={TICKET_LIMITS.ratingComment} dir="auto" />
          </Field>
          <div className="pt-actions">
            <Button type="submit" loading={formState.isSubmitting}>{t('tickets.rate.submit')}</Button>
          </div>
        </>
      )}
    </Form>
  );
}
