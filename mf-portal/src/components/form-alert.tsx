import type { ReactNode } from 'react';

interface Props {
  message: string;
  details?: string[];
  /** A way on: usually a retry button. */
  action?: ReactNode;
}

/** Form-level error (server answers, network failures), announced to screen readers. */
export function FormAlert({ message, details = [], action }: Props) {
  return (
    <div className="pt-alert" role="alert">
      <p className="pt-alert-message">{message}</p>
      {details.length > 0 && (
        <ul className="pt-alert-details">
          {details.map((d) => (
            <li key={d}>{d}</li>
          ))}
        </ul>
      )}
      {action}
    </div>
  );
}
