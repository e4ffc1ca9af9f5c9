import { useEffect, useRef, type ReactNode } from 'react';

interface Props {
  open: boolean;
  onClose: () => void;
  /** The dialog's accessible name. */
  label: string;
  className?: string;
  children: ReactNode;
}

/**
 * A modal on the native <dialog>: the browser traps focus inside, closes it on Escape and
 * puts focus back on the control that opened it.
 */
export function ModalDialog({ open, onClose, label, className, children }: Props) {
  const ref = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      if (typeof dialog.showModal === 'function') dialog.showModal();
      else dialog.setAttribute('open', '');
    } else if (!open && dialog.open) {
      if (typeof dialog.close === 'function') dialog.close();
      else dialog.removeAttribute('open');
    }
  }, [open]);
  return (
    <dialog
      ref={ref}
      className={className ? `pt-dialog ${className}` : 'pt-dialog'}
      aria-label={label}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      onClick={(event) => {
        // A click on the backdrop (the dialog itself, outside its content) closes it.
        if (event.target === ref.current) onClose();
      }}
    >
      {open && children}
    </dialog>
  );
}
