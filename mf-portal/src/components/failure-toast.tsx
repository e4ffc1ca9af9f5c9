import toast from 'react-hot-toast';
import { i18n } from '@site/shared/i18n';
import { errorText } from '@site/shared/api';
import './failure-toast.css';

const tc = (key: string) => i18n.t(key, { ns: 'portal' });

/**
 * A failure toast with a way on: the title ("Failed to close ticket"), the server's reason when
 * it gave one for the user (a refusal, a validation message), "Please try again." and a retry
 * button. It stays until dismissed or retried: a button that vanished after a second could
 * not be reached by keyboard or read by a screen reader.
 */
export function showFailure(title: string, error: unknown, retry: () => void): string {
  const { message } = errorText(error, '');
  return toast.error(
    (item) => (
      <div className="pt-toast">
        <p className="pt-toast-title">{title}</p>
        {message && message !== title && <p>{message}</p>}
        <p>{tc('tickets.tryAgainPrompt')}</p>
        <div className="pt-actions">
          <button
            type="button"
            className="ui-btn ui-btn--primary ui-btn--sm"
            onClick={() => {
              toast.dismiss(item.id);
              retry();
            }}
          >
            {tc('common.retry')}
          </button>
          <button type="button" className="ui-btn ui-btn--ghost ui-btn--sm" onClick={() => toast.dismiss(item.id)}>
            {tc('common.dismiss')}
          </button>
        </div>
      </div>
    ),
    { duration: Infinity },
  );
}
