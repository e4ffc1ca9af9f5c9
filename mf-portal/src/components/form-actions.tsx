import { Button } from '@site/shared/ui';
import { usePortalT } from '../locales';

/** A form's submit button (busy while it sends) and the way out without sending. */
export function FormActions({ submit, busy, onCancel }: { submit: string; busy: boolean; onCancel: () => void }) {
  const { t } = usePortalT();
  return (
    <div className="pt-actions">
      <Button type="submit" loading={busy}>{submit}</Button>
      <Button variant="ghost" onClick={onCancel}>{t('common.cancel')}</Button>
    </div>
  );
}
