import { useEffect, useId, useRef, type ReactNode } from 'react';
import { useI18n } from '../context.js';

/**
 * A modal dialog on the native `<dialog>`: focus moves in (to the control marked
 * `data-autofocus`, else the first: the ×) and is kept there, `Esc` closes it (the browser's
 * `cancel`), and focus returns to where it was.
 */
export function Dialog({
  open,
  onClose,
  title,
  children,
  className,
  describedBy,
}: {
  open: boolean;
  onClose: () => void;
  title: string;
  children: ReactNode;
  className?: string;
  /**
   * The id of the sentence a screen reader should read with the title when the dialog opens (the
   * focus goes to a button inside, so without it only the title and that button are read).
   */
  describedBy?: string;
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
      // showModal focuses the first control (the ×); React's autoFocus ran before it and is lost.
      // A dialog that names its first control with data-autofocus gets the focus there.
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
      aria-describedby={open ? describedBy : undefined}
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
