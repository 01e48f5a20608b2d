import { Link } from 'react-router-dom';
import { adminText } from '../messages';
import { useScreenReady } from '../../../lib/screen-ready';
import { AdminPage } from '../../../components/admin/AdminPage';

/** A signed-in user on an admin page their roles do not include. */
export function AccessDenied() {
  useScreenReady();
  return (
    <AdminPage title={adminText.accessDenied} intro={adminText.accessDeniedHint}>
      <Link className="admin-button admin-button--secondary" to="/admin">
        {adminText.backToAdmin}
      </Link>
    </AdminPage>
  );
}
