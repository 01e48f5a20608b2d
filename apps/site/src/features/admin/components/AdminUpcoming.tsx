import { Link } from 'react-router-dom';
import { adminText } from '../messages';
import { useScreenReady } from '../../../lib/screen-ready';
import { AdminPage } from '../../../components/admin/AdminPage';

/** An admin screen that a later release builds: it says so instead of showing invented data. */
export function AdminUpcoming({ title }: { title: string }) {
  useScreenReady();
  return (
    <AdminPage title={title}>
      <p className="admin-page__text">{adminText.upcoming}</p>
      <Link className="admin-button admin-button--secondary" to="/admin">
        {adminText.backToAdmin}
      </Link>
    </AdminPage>
  );
}
