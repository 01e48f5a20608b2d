import { useNavigate } from 'react-router-dom';
import { signOutAndGoHome } from '@/lib/session';
import { SIGN_OUT_LABEL } from './site-navigation';

interface SignOutButtonProps {
  className: string;
  /** Closes the menu the button sits in, before the session ends. */
  onClose: () => void;
}

/** The account menus' Sign Out (the header's user menu, the side menu): signs out and goes home. */
export function SignOutButton({ className, onClose }: SignOutButtonProps) {
  const navigate = useNavigate();
  return (
    <button
      type="button"
      className={className}
      onClick={() => {
        onClose();
        signOutAndGoHome(navigate);
      }}
    >
      {SIGN_OUT_LABEL}
    </button>
  );
}
