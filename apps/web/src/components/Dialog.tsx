import { useEffect, useId, useRef, type ReactNode } from 'react';
import { useI18n } from '../context.js';

/**
 * A modal dialog on the native `<dialog>`: focus moves in and is kept there, `Esc` closes it
 * (the browser's `cancel`), and focus returns to where it was. The focus starts on the element
 * marked `data-autofocus`, else on the first control.
 */
export function Dialog({
  open,
  onClose,
  title,
  children,
  className,
}: {
  open: boolean;
  onClose: () => void;
  title: string;
  children: ReactNode;
  className?: string;
}) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const { t } = useI18n();
  useEffect(() => {
    const d = ref.current;
    if (!d) return;
    if (open && !d.open) {
      const before = document.activeElement as HTMLElement | null;
      d.showModal();
      // showModal gives the focus to the first control (the "×"); a dialog that names its main
      // button with `data-autofocus` (React's `autoFocus` runs before the dialog is shown, so the
      // browser ignores it) gets it there, so Enter presses that button.
      d.querySelector<HTMLElement>('[data-autofocus]')?.focus();
      return () => {
        if (d.open) d.close();
        before?.focus();
      };
    }
    return undefined;
  }, [open]);
  return (
    <dialog
      ref={ref}
      aria-labelledby={titleId}
      className={`dialog ${className ?? ''}`}
      onCancel={(e) => {
        e.preventDefault();
        onClose();
      }}
    >
      {open && (
        <>
          <div className="dialog-head">
            <h2 id={titleId}>{title}</h2>
            <button type="button" className="icon-button" onClick={onClose} aria-label={t('close')}>
              <span aria-hidden="true">×</span>
            </button>
          </div>
          <div className="dialog-body">{children}</div>
        </>
      )}
    </dialog>
  );
}
