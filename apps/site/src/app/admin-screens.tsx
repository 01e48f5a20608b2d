import { UpdatePasswordScreen } from '@/features/account/screens/UpdatePasswordScreen';
import { UpdateProfileScreen } from '@/features/account/screens/UpdateProfileScreen';
import type { AdminScreen } from '@/features/admin/routes/AdminArea';
import { ChatAgentScreen } from '@/features/agent/screens/ChatAgentScreen';
import { JobApplicationsScreen } from '@/features/careers/screens/JobApplicationsScreen';
import { DEVICES_PATH, MAP_DETAIL_PATH, WPS_PATH } from '@/features/devices/paths';
import { EV_PATHS } from '@/features/ev-app/paths';
import { FEEDS_SECTIONS } from '@/features/feeds/feeds-sections';
import { FeedsScreen } from '@/features/feeds/screens/FeedsScreen';
import { SocialItemsScreen } from '@/features/feeds/screens/SocialItemsScreen';
import { HomeConfigurationScreen } from '@/features/home/screens/HomeConfigurationScreen';
import { CUSTOMER_INQUIRIES_PATH, QUOTE_REQUESTS_PATH } from '@/features/inquiries/paths';
import { CustomerInquiriesScreen } from '@/features/inquiries/screens/CustomerInquiriesScreen';
import { QuoteRequestsScreen } from '@/features/inquiries/screens/QuoteRequestsScreen';
import { MaintenanceScreen } from '@/features/maintenance/screens/MaintenanceScreen';
import { SavedRepliesScreen } from '@/features/saved-replies/screens/SavedRepliesScreen';
import { MPR_DASHBOARD_PATH, SUPPORT_DASHBOARD_PATH, SUPPORT_TICKETS_PATH } from '@/features/tickets/paths';
import { SupportTicketsScreen } from '@/features/tickets/screens/SupportTicketsScreen';
import { UsersScreen } from '@/features/users/screens/UsersScreen';
import { AGENT_PAGE_PATH } from '@/lib/agent-page';
import { lazyPage } from './lazy-page';

// Screens that draw charts (Recharts) or maps (Leaflet) and their drill-downs load on demand; AdminArea waits
// for them.
const DevicesScreen = lazyPage(() => import('@/features/devices/screens/DevicesScreen'), 'DevicesScreen');
const WpsScreen = lazyPage(() => import('@/features/devices/screens/WpsScreen'), 'WpsScreen');
const ProductsScreen = lazyPage(() => import('@/features/ota/screens/ProductsScreen'), 'ProductsScreen');
const ComponentsScreen = lazyPage(
  () => import('@/features/ota/screens/ComponentsScreen'),
  'ComponentsScreen',
);
const UploadOtaScreen = lazyPage(() => import('@/features/ota/screens/UploadOtaScreen'), 'UploadOtaScreen');
// The EV charger app's screens: each module loads once, the transaction's chart (Recharts) apart.
const session = () => import('@/features/ev-app/screens/SessionScreens');
const EvDashboardScreen = lazyPage(
  () => import('@/features/ev-app/screens/EvDashboardScreen'),
  'EvDashboardScreen',
);
const QrScreen = lazyPage(() => import('@/features/ev-app/screens/QrScreen'), 'QrScreen');
const ConnectingScreen = lazyPage(session, 'ConnectingScreen');
const PlugInScreen = lazyPage(session, 'PlugInScreen');
const CurrentLimitScreen = lazyPage(session, 'CurrentLimitScreen');
const BatteryChargingScreen = lazyPage(session, 'BatteryChargingScreen');
const ChargeSummaryScreen = lazyPage(session, 'ChargeSummaryScreen');
const HistoryScreen = lazyPage(() => import('@/features/ev-app/screens/HistoryScreen'), 'HistoryScreen');
const TransactionDetailScreen = lazyPage(
  () => import('@/features/ev-app/screens/TransactionDetailScreen'),
  'TransactionDetailScreen',
);
const MapDetailScreen = lazyPage(
  () => import('@/features/devices/screens/MapDetailScreen'),
  'MapDetailScreen',
);
const TicketDashboardScreen = lazyPage(
  () => import('@/features/tickets/screens/TicketDashboardScreen'),
  'TicketDashboardScreen',
);
const ExecutiveDashboardScreen = lazyPage(
  () => import('@/features/dashboards/screens/ExecutiveDashboardScreen'),
  'ExecutiveDashboardScreen',
);
const ChatAnalysisScreen = lazyPage(
  () => import('@/features/chat-analysis/screens/ChatAnalysisScreen'),
  'ChatAnalysisScreen',
);
const ConversationsScreen = lazyPage(
  () => import('@/features/chat-analysis/screens/ConversationsScreen'),
  'ConversationsScreen',
);
const HandoffsScreen = lazyPage(
  () => import('@/features/chat-analysis/screens/HandoffsScreen'),
  'HandoffsScreen',
);
const AcknowledgementsScreen = lazyPage(
  () => import('@/features/chat-analysis/screens/AcknowledgementsScreen'),
  'AcknowledgementsScreen',
);
const TranscriptScreen = lazyPage(
  () => import('@/features/chat-analysis/screens/TranscriptScreen'),
  'TranscriptScreen',
);

/**
 * Every page of the signed-in area (docs/product.md §3.2), composed here from the features that own them (features do
 * not import each other; app composes them). Each is guarded by the capability the role table gives its
 * path (capabilityForPath).
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
  { path: DEVICES_PATH, title: 'Devices', render: () => <DevicesScreen />, subPaths: true },
  {
    path: '/admin/executive-dashboard',
    title: 'Executive Dashboard',
    render: () => <ExecutiveDashboardScreen />,
  },
  {
    path: MPR_DASHBOARD_PATH,
    title: 'MPR Jira Dashboard',
    render: () => <TicketDashboardScreen slice="mpr" />,
  },
  {
    path: SUPPORT_DASHBOARD_PATH,
    title: 'Support Dashboard',
    render: () => <TicketDashboardScreen slice="support" />,
  },
  {
    path: SUPPORT_TICKETS_PATH,
    title: 'Support Tickets',
    render: () => <SupportTicketsScreen />,
    subPaths: true,
  },
  { path: WPS_PATH, title: 'Application Engineering', render: () => <WpsScreen /> },
  { path: MAP_DETAIL_PATH, title: 'Map Detail', render: () => <MapDetailScreen /> },
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
  { path: QUOTE_REQUESTS_PATH, title: 'Quote Request Summary', render: () => <QuoteRequestsScreen /> },
  {
    path: CUSTOMER_INQUIRIES_PATH,
    title: 'Customer Inquiries',
    render: () => <CustomerInquiriesScreen />,
    subPaths: true,
  },
  { path: '/admin/all-feeds', title: 'News & Events', render: () => <FeedsScreen /> },
  // The social items and logos of News & Events, one page per kind.
  ...FEEDS_SECTIONS.flatMap(({ path, label, kind }) =>
    kind ? [{ path, title: label, render: () => <SocialItemsScreen kind={kind} /> }] : [],
  ),
  {
    path: '/admin/job-applications',
    title: 'Job Applications',
    render: () => <JobApplicationsScreen />,
  },
  { path: '/admin/ota/products', title: 'Products', render: () => <ProductsScreen /> },
  { path: '/admin/ota/product-components', title: 'Product Components', render: () => <ComponentsScreen /> },
  { path: '/admin/ota/upload-ota', title: 'Upload OTA', render: () => <UploadOtaScreen /> },
  { path: AGENT_PAGE_PATH, title: 'Chat Agent', render: () => <ChatAgentScreen />, subPaths: true },
  { path: '/admin/saved-replies', title: 'Saved Replies', render: () => <SavedRepliesScreen /> },
  { path: EV_PATHS.dashboard, title: 'EV Charger App', render: () => <EvDashboardScreen /> },
  { path: EV_PATHS.scan, title: 'Scan QR Code', render: () => <QrScreen /> },
  { path: EV_PATHS.plugIn, title: 'Plug In', render: () => <PlugInScreen /> },
  { path: EV_PATHS.currentLimit, title: 'Current Limit', render: () => <CurrentLimitScreen /> },
  { path: EV_PATHS.charging, title: 'Battery Charging', render: () => <BatteryChargingScreen /> },
  { path: EV_PATHS.connecting, title: 'Connecting', render: () => <ConnectingScreen /> },
  { path: EV_PATHS.summary, title: 'Charge Summary', render: () => <ChargeSummaryScreen /> },
  { path: EV_PATHS.history, title: 'Charging History', render: () => <HistoryScreen /> },
  { path: EV_PATHS.transaction, title: 'Transaction Detail', render: () => <TransactionDetailScreen /> },
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

/** docs/product.md §3.4 sends vendors to /admin/ev-charger-dashboard; §3.2 names the page /admin/ev-charging-dashboard. */
export const ADMIN_REDIRECTS: Record<string, string> = {
  '/admin/ev-charger-dashboard': '/admin/ev-charging-dashboard',
};
