import { AdminArea } from '@/features/admin/routes/AdminArea';
import { ADMIN_REDIRECTS, ADMIN_SCREENS } from './admin-screens';

/** The admin area with every screen of the features that own them: one chunk, loaded after sign-in. */
export function AdminRoutes() {
  return <AdminArea screens={ADMIN_SCREENS} redirects={ADMIN_REDIRECTS} />;
}
