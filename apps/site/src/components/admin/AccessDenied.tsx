import { Link } from 'react-router-dom';
import { useScreenReady } from '@/lib/screen-ready';
import { adminWords } from './admin-words';
import { AdminPage } from './AdminPage';

/** A signed-in user on an admin page their roles do not include. */
export function AccessDenied() {
  useScreenReady();
  return (
    <AdminPage title={adminWords.accessDenied} intro={adminWords.accessDeniedHint}>
      <Link className="admin-button admin-button--secondary" to="/admin">
        {adminWords.backToAdmin}
      </Link>
    </AdminPage>
  );
}
