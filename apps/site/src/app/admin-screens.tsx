import { AdminUpcoming } from '../features/admin/components/AdminUpcoming';
import type { AdminScreen } from '../features/admin/routes/AdminArea';
import { FeedsScreen } from '../features/admin/screens/feeds/FeedsScreen';
import { HomeConfigurationScreen } from '../features/admin/screens/HomeConfigurationScreen';
import { JobApplicationsScreen } from '../features/admin/screens/JobApplicationsScreen';
import { MaintenanceScreen } from '../features/admin/screens/MaintenanceScreen';
import { UpdatePasswordScreen } from '../features/admin/screens/UpdatePasswordScreen';
import { UpdateProfileScreen } from '../features/admin/screens/UpdateProfileScreen';
import { ChatAgentScreen } from '../features/admin/screens/ChatAgentScreen';
import { UsersScreen } from '../features/admin/screens/UsersScreen';
import { AGENT_PAGE_PATH } from '../lib/agent-page';
import { lazyPage } from './lazy-page';

// Screens that draw charts (Recharts) and their drill-downs: loaded only when opened.
const ExecutiveDashboardScreen = lazyPage(
  () => import('../features/dashboards/screens/ExecutiveDashboardScreen'),
  'ExecutiveDashboardScreen',
);
const ChatAnalysisScreen = lazyPage(
  () => import('../features/chat-analysis/screens/ChatAnalysisScreen'),
  'ChatAnalysisScreen',
);
const ConversationsScreen = lazyPage(
  () => import('../features/chat-analysis/screens/ConversationsScreen'),
  'ConversationsScreen',
);
const HandoffsScreen = lazyPage(
  () => import('../features/chat-analysis/screens/HandoffsScreen'),
  'HandoffsScreen',
);
const AcknowledgementsScreen = lazyPage(
  () => import('../features/chat-analysis/screens/AcknowledgementsScreen'),
  'AcknowledgementsScreen',
);
const TranscriptScreen = lazyPage(
  () => import('../features/chat-analysis/screens/TranscriptScreen'),
  'TranscriptScreen',
);

const upcoming = (path: string, title: string): AdminScreen => ({
  path,
  title,
  render: () => <AdminUpcoming title={title} />,
});

/**
 * Every page of the signed-in area (spec/03 §2), composed here from the features that own them (features do
 * not import each other; app composes them). Each is guarded by the capability the role table gives its
 * path (capabilityForPath); the screens a later release builds say so honestly.
 */
export const ADMIN_SCREENS: AdminScreen[] = [
  {
    path: '/admin/user-management/update-profile/1',
    title: 'Update Profile',
    render: () => <UpdateProfileScreen />,
  },
  {
    path: '/admin/user-management/update-profile/2',
    title: 'Update Password',
    render: () => <UpdatePasswordScreen />,
  },
  {
    path: '/admin/user-management/update-profile/3',
    title: 'Update Home Configuration',
    render: () => <HomeConfigurationScreen />,
  },
  { path: '/admin/user-management/users', title: 'User Management', render: () => <UsersScreen /> },
  {
    path: '/admin/maintenance-management',
    title: 'Maintenance Management',
    render: () => <MaintenanceScreen />,
  },
  upcoming('/admin/devices', 'Devices'),
  {
    path: '/admin/executive-dashboard',
    title: 'Executive Dashboard',
    render: () => <ExecutiveDashboardScreen />,
  },
  upcoming('/admin/jira/mpr-jira-dashboard', 'MPR Jira Dashboard'),
  upcoming('/admin/jira/st-jira-dashboard', 'Support Dashboard'),
  upcoming('/admin/jira/st-ticket-list', 'Support Tickets'),
  upcoming('/admin/wps', 'Application Engineering'),
  upcoming('/admin/wps/map-detail', 'Map Detail'),
  {
    path: '/admin/chatbot-analysis',
    title: 'CRM Chat Bot Analysis',
    render: () => <ChatAnalysisScreen />,
  },
  {
    path: '/admin/chatbot-analysis/conversations',
    title: 'Bot Conversations',
    render: () => <ConversationsScreen />,
  },
  { path: '/admin/chatbot-analysis/handoffs', title: 'Hand-offs', render: () => <HandoffsScreen /> },
  {
    path: '/admin/chatbot-analysis/acknowledgements',
    title: 'Safety Acknowledgements',
    render: () => <AcknowledgementsScreen />,
  },
  { path: '/admin/chatbot-analysis/transcript', title: 'Transcript', render: () => <TranscriptScreen /> },
  upcoming('/admin/quote-request-summary', 'Quote Request Summary'),
  upcoming('/admin/customer-inquiries', 'Customer Inquiries'),
  { path: '/admin/all-feeds', title: 'News & Events', render: () => <FeedsScreen /> },
  {
    path: '/admin/job-applications',
    title: 'Job Applications',
    render: () => <JobApplicationsScreen />,
  },
  upcoming('/admin/ota/products', 'Products'),
  upcoming('/admin/ota/product-components', 'Product Components'),
  upcoming('/admin/ota/upload-ota', 'Upload OTA'),
  { path: AGENT_PAGE_PATH, title: 'Chat Agent', render: () => <ChatAgentScreen />, subPaths: true },
  upcoming('/admin/ev-charging-dashboard', 'EV Charger App'),
  upcoming('/admin/app-qr-screen', 'Scan QR Code'),
  upcoming('/admin/app-ev-plugin', 'Plug In'),
  upcoming('/admin/app-ev-current-limit', 'Current Limit'),
  upcoming('/admin/app-ev-battery-charging', 'Battery Charging'),
  upcoming('/admin/app-ev-connectivity-processing', 'Connecting'),
  upcoming('/admin/app-ev-charge-summary', 'Charge Summary'),
  upcoming('/admin/app-device-transaction', 'Charging History'),
  upcoming('/admin/app-transaction-detail', 'Transaction Detail'),
  {
    path: '/admin/app-profile',
    title: 'Profile',
    render: () => <UpdateProfileScreen passwordPath="/user-mangement/app-update-password" />,
  },
  {
    path: '/user-mangement/app-update-password',
    title: 'Update Password',
    render: () => <UpdatePasswordScreen />,
  },
];

/** spec/03 §4 sends vendors to /admin/ev-charger-dashboard; §2 names the page /admin/ev-charging-dashboard. */
export const ADMIN_REDIRECTS: Record<string, string> = {
  '/admin/ev-charger-dashboard': '/admin/ev-charging-dashboard',
};
