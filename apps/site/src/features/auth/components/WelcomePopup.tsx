import { useRef, useState } from 'react';
import { Checkbox } from '@/components/form/Checkbox';
import { Modal } from '@/components/Modal';
import { updateSession } from '@/lib/session';
import { dismissWelcomePopup } from '../api/dismissWelcomePopup';
import { authText } from '../auth-words';
import './WelcomePopup.css';

const t = authText.welcome;

export interface WelcomePopupProps {
  firstName: string;
  userId: number;
  onClose: () => void;
  /** The dismissal call; replaceable for stories and tests. */
  dismiss?: (userId: number) => Promise<void>;
}

/**
 * The welcome popup after a sign-in (docs/product.md §3.2, §3.4). Closing it with 'Don't show again' ticked tells
 * the server (the answer is not awaited) and marks the stored user data, so it stays hidden from now on.
 */
export function WelcomePopup({
  firstName,
  userId,
  onClose,
  dismiss = dismissWelcomePopup,
}: WelcomePopupProps) {
  const [dontShowAgain, setDontShowAgain] = useState(false);
  const goRef = useRef<HTMLButtonElement>(null);
  const close = () => {
    if (dontShowAgain) {
      void dismiss(userId);
      updateSession({ isWelcomePopupShown: true });
    }
    onClose();
  };
  return (
    <Modal
      title={t.title(firstName)}
      closeLabel={t.close}
      size="sm"
      className="welcome-popup"
      initialFocus={goRef}
      onClose={close}
    >
      <p className="welcome-popup__text">{t.text}</p>
      <Checkbox
        label={t.dontShowAgain}
        name="dontShowAgain"
        checked={dontShowAgain}
        onChange={(event) => setDontShowAgain(event.target.checked)}
      />
      <button ref={goRef} type="button" className="welcome-popup__go" onClick={close}>
        {t.go}
      </button>
    </Modal>
  );
}
