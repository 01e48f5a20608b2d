/**
 * The one role table (docs/product.md §3.6). The site's menu shows what it allows and the server refuses
 * what it does not: both read it from here. Kept free of zod so the site's shell can import it.
 */

export const ROLES = [
  'SuperAdmin',
  'Admin',
  'Vendor',
  'Installer',
  'Customer',
  'NewsEditor',
  'DeviceUser',
  'DeviceTester',
  'Dispatcher',
  'Manager',
] as const;
export type Role = (typeof ROLES)[number];

export const isRole = (value: string): value is Role => (ROLES as readonly string[]).includes(value);

/** `signedIn` means any signed-in user, whatever the roles. */
type Audience = 'signedIn' | readonly Role[];

const DASHBOARD_ROLES = [
  'SuperAdmin',
  'Admin',
  'Vendor',
  'DeviceTester',
  'Customer',
  'Installer',
  'Manager',
  'Dispatcher',
] as const;
const STAFF = ['SuperAdmin', 'Admin', 'Manager'] as const;

/** Each capability and who has it, exactly as the spec's visibility table. */
export const ACCESS = {
  account: 'signedIn',
  homeConfiguration: ['SuperAdmin', 'Admin'],
  dashboard: DASHBOARD_ROLES,
  devices: DASHBOARD_ROLES,
  executiveDashboards: STAFF,
  supportTickets: ['Customer', 'Manager'],
  feedbackAndInquiries: STAFF,
  newsAndEvents: ['SuperAdmin', 'Admin', 'NewsEditor', 'Manager'],
  jobApplications: STAFF,
  ota: STAFF,
  userManagement: ['SuperAdmin', 'Admin'],
  maintenance: STAFF,
  evChargerAndChatAgent: ['SuperAdmin', 'Admin', 'Vendor', 'Manager'],
  // Every agent reads the saved replies (evChargerAndChatAgent); these roles keep the list.
  savedReplies: ['SuperAdmin', 'Admin'],
} as const satisfies Record<string, Audience>;
export type Capability = keyof typeof ACCESS;

export function can(roles: readonly string[], capability: Capability): boolean {
  const audience: Audience = ACCESS[capability];
  if (audience === 'signedIn') return true;
  return roles.some((role) => (audience as readonly string[]).includes(role));
}

export interface MenuItem {
  label: string;
  path: string;
  capability: Capability;
}
export interface MenuGroup {
  label: string;
  /** Who sees the group heading; items inside may be narrower. */
  capability: Capability;
  items: MenuItem[];
}

/** The signed-in menu (docs/product.md §3.2 "Admin routes reachable from the menu", §3.6 visibility). */
export const ADMIN_MENU: MenuGroup[] = [
  {
    label: 'Account Management',
    capability: 'account',
    items: [
      { label: 'Update Profile', path: '/admin/user-management/update-profile/1', capability: 'account' },
      { label: 'Update Password', path: '/admin/user-management/update-profile/2', capability: 'account' },
      {
        label: 'Update Home Configuration',
        path: '/admin/user-management/update-profile/3',
        capability: 'homeConfiguration',
      },
    ],
  },
  {
    label: 'Dashboard',
    capability: 'dashboard',
    items: [
      { label: 'Devices', path: '/admin/devices', capability: 'devices' },
      { label: 'Executive Dashboard', path: '/admin/executive-dashboard', capability: 'executiveDashboards' },
      {
        label: 'MPR Jira Dashboard',
        path: '/admin/jira/mpr-jira-dashboard',
        capability: 'executiveDashboards',
      },
      {
        label: 'Support Dashboard',
        path: '/admin/jira/st-jira-dashboard',
        capability: 'executiveDashboards',
      },
      { label: 'Application Engineering', path: '/admin/wps', capability: 'executiveDashboards' },
      { label: 'CRM Chat Bot Analysis', path: '/admin/chatbot-analysis', capability: 'executiveDashboards' },
      { label: 'Support Tickets', path: '/admin/jira/st-ticket-list', capability: 'supportTickets' },
    ],
  },
  {
    label: 'Feedback and Inquiries',
    capability: 'feedbackAndInquiries',
    items: [
      {
        label: 'Quote Request Summary',
        path: '/admin/quote-request-summary',
        capability: 'feedbackAndInquiries',
      },
      { label: 'Customer Inquiries', path: '/admin/customer-inquiries', capability: 'feedbackAndInquiries' },
    ],
  },
  {
    label: 'Feed',
    capability: 'newsAndEvents',
    items: [
      { label: 'News & Events', path: '/admin/all-feeds', capability: 'newsAndEvents' },
      { label: 'Job Applications', path: '/admin/job-applications', capability: 'jobApplications' },
    ],
  },
  {
    label: 'OTA',
    capability: 'ota',
    items: [
      { label: 'Products', path: '/admin/ota/products', capability: 'ota' },
      { label: 'Product Components', path: '/admin/ota/product-components', capability: 'ota' },
      { label: 'Upload OTA', path: '/admin/ota/upload-ota', capability: 'ota' },
    ],
  },
  {
    label: 'User Management',
    capability: 'userManagement',
    items: [{ label: 'User Management', path: '/admin/user-management/users', capability: 'userManagement' }],
  },
  {
    label: 'Maintenance Management',
    capability: 'maintenance',
    items: [
      { label: 'Maintenance Management', path: '/admin/maintenance-management', capability: 'maintenance' },
    ],
  },
  {
    label: 'EV Charger App',
    capability: 'evChargerAndChatAgent',
    items: [
      { label: 'EV Charger App', path: '/admin/ev-charging-dashboard', capability: 'evChargerAndChatAgent' },
    ],
  },
  {
    label: 'Chat Agent',
    capability: 'evChargerAndChatAgent',
    items: [
      { label: 'Chat Agent', path: '/admin/chatbot-agent', capability: 'evChargerAndChatAgent' },
      { label: 'Saved Replies', path: '/admin/saved-replies', capability: 'savedReplies' },
    ],
  },
];

/** The groups and items a user with these roles sees; a group with no visible item is left out. */
export function visibleMenu(roles: readonly string[]): MenuGroup[] {
  return ADMIN_MENU.filter((group) => can(roles, group.capability))
    .map((group) => ({ ...group, items: group.items.filter((item) => can(roles, item.capability)) }))
    .filter((group) => group.items.length > 0);
}

/**
 * Routes that are not menu items but belong to a capability (docs/product.md §3.2 route table): the EV charger
 * app's screens and the wps map detail.
 */
const EXTRA_ROUTES: { prefix: string; capability: Capability }[] = [
  { prefix: '/admin/ev-charger-dashboard', capability: 'evChargerAndChatAgent' },
  { prefix: '/admin/app-', capability: 'evChargerAndChatAgent' },
  // The agent console's own views (chats, history) live under its page.
  { prefix: '/admin/chatbot-agent/', capability: 'evChargerAndChatAgent' },
  // The social items and logos of News & Events are pages below its menu item.
  { prefix: '/admin/all-feeds/', capability: 'newsAndEvents' },
  { prefix: '/admin/wps/map-detail', capability: 'executiveDashboards' },
  // One device, below Devices.
  { prefix: '/admin/devices/', capability: 'devices' },
  // One enquiry and one ticket, below their lists.
  { prefix: '/admin/customer-inquiries/', capability: 'feedbackAndInquiries' },
  { prefix: '/admin/jira/st-ticket-list/', capability: 'supportTickets' },
  // CRM Chat Bot Analysis drills down to lists and transcripts below its page.
  { prefix: '/admin/chatbot-analysis/', capability: 'executiveDashboards' },
  { prefix: '/user-mangement/app-update-password', capability: 'account' },
];

/** Which capability guards an admin path, or undefined when the path is no admin screen. */
export function capabilityForPath(pathname: string): Capability | undefined {
  const path = pathname.replace(/\/+$/, '');
  const extra = EXTRA_ROUTES.find((route) => path.startsWith(route.prefix));
  if (extra) return extra.capability;
  const item = ADMIN_MENU.flatMap((group) => group.items).find((entry) => entry.path === path);
  return item?.capability;
}
