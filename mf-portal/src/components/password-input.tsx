import { useState, type ComponentProps } from 'react';
import { Input } from '@site/shared/ui';
import { usePortalT } from '../locales';

/** Password field with a show/hide toggle; takes react-hook-form's register() props. */
export function PasswordInput({ className, ...rest }: Omit<ComponentProps<'input'>, 'type'>) {
  const { t } = usePortalT();
  const [visible, setVisible] = useState(false);
  return (
    // The whole control is LTR (like the text in it), so the toggle sits at its end on every page.
    <div className="pt-password" dir="ltr">
      <Input {...rest} className={className} type={visible ? 'text' : 'password'} dir="ltr" />
      <button
        type="button"
        className="pt-password-toggle"
        aria-pressed={visible}
        aria-label={t(visible ? 'common.hidePassword' : 'common.showPassword')}
        aria-controls={rest.id}
        onClick={() => setVisible((v) => !v)}
      >
        <svg aria-hidden="true" viewBox="0 0 24 24" width="20" height="20" fill="none" stroke="currentColor" strokeWidth="2">
          <path d="M2 12s3.6-7 10-7 10 7 10 7-3.6 7-10 7S2 12 2 12z" />
          <circle cx="12" cy="12" r="3" />
          {visible && <path d="M3 3l18 18" />}
        </svg>
      </button>
    </div>
  );
}
