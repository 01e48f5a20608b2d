import type { RefObject } from 'react';
import { Modal } from '@/components/Modal';
import type { StoredUser } from '@/lib/session';
import { authText as t } from '../auth-words';
import { useCompleteSignIn } from '../use-complete-sign-in';
import { LoginForm } from './LoginForm';

export interface LoginDialogProps {
  onClose: () => void;
  returnFocusTo?: RefObject<HTMLElement | null>;
}

/** The header's login (docs/product.md §3.2): the login form in a modal dialog, closed on success. */
export function LoginDialog({ onClose, returnFocusTo }: LoginDialogProps) {
  const completeSignIn = useCompleteSignIn();
  const signedIn = (user: StoredUser) => {
    onClose();
    completeSignIn(user);
  };
  return (
    <Modal title={t.pageTitle} hideTitle size="sm" onClose={onClose} returnFocusTo={returnFocusTo}>
      <LoginForm onSignedIn={signedIn} headingLevel={2} />
    </Modal>
  );
}
