import { useEffect, useRef, type ReactNode } from 'react';
import { Modal, type ModalProps } from '@/components/Modal';
import './StaticModal.css';

export interface StaticModalProps extends Omit<ModalProps, 'onClose'> {
  /** Asked by the close icon and by Escape; ignored while `busy`. */
  onClose: () => void;
  /** While true nothing closes the dialog and its close icon is disabled. */
  busy?: boolean;
  children: ReactNode;
}

/**
 * The shared Modal made static (spec/02 §2 "the backdrop does not dismiss it"). Modal has no option for
 * that: its backdrop calls onClose. Without changing it, this wrapper lets backdrop clicks fall through
 * to the dialog's root, which ignores them (CSS), and disables Modal's close icon while busy: Modal does
 * not expose it, so it is found from inside the panel. Escape still closes, as the close icon does,
 * except while busy.
 */
export function StaticModal({ onClose, busy = false, className, children, ...modal }: StaticModalProps) {
  const contentRef = useRef<HTMLDivElement>(null);
  const busyRef = useRef(busy);

  useEffect(() => {
    busyRef.current = busy;
    const close = contentRef.current
      ?.closest('.modal__panel')
      ?.querySelector<HTMLButtonElement>('.modal__close');
    if (close) close.disabled = busy;
  }, [busy]);

  return (
    <Modal
      {...modal}
      className={['modal--static', className].filter(Boolean).join(' ')}
      onClose={() => {
        if (!busyRef.current) onClose();
      }}
    >
      <div ref={contentRef}>{children}</div>
    </Modal>
  );
}
