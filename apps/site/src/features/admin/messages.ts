import { adminWords } from '../../components/admin/admin-words';

/** The admin area's own words (the spec quotes only the navigation popup's). */
export const adminText = {
  ...adminWords,
  areaLabel: 'Admin',
  menuLabel: 'Admin menu',
  menuToggle: 'Admin menu',
  breadcrumbLabel: 'Breadcrumb',
  navigatingTo: (page: string) => `Navigating to ${page}...`,
  accessDenied: 'You do not have access to this page.',
  accessDeniedHint:
    'Your account does not include this part of the admin area. Ask an administrator if you need it.',
  backToAdmin: 'Back to the admin area',
  upcoming: 'This screen is not yet available. It is being built and will appear here in a coming release.',
  bottomNavLabel: 'EV charger app',
  bottomNav: { charging: 'Charging', history: 'History', profile: 'Profile' },
  profile: {
    title: 'Update Profile',
    intro: 'Your name and contact number as they appear in the admin area.',
    userName: 'Username',
    firstName: 'First name',
    lastName: 'Last name',
    contact: 'Contact',
    contactHint: 'Digits, spaces, +, - and parentheses.',
    changePassword: 'Change password',
  },
  password: {
    title: 'Update Password',
    intro: 'Changing your password signs out every other session of your account.',
    currentPassword: 'Current password',
    newPassword: 'New password',
    newPasswordHint: 'At least 10 characters.',
    confirmPassword: 'Confirm new password',
    confirmRequired: 'Please confirm the new password',
    confirmMismatch: 'The passwords do not match',
    submit: 'Change password',
  },
  homeConfiguration: {
    title: 'Update Home Configuration',
    heroHeading: 'Home page hero',
    heroIntro: 'The texts over the video at the top of the Home page.',
    beforeTitle: 'Text above the title',
    heroTitle: 'Title',
    heroText: 'Text',
    seoHeading: 'Page tags (SEO)',
    seoIntro: 'The browser title, keywords and description of each page.',
    page: 'Page',
    seoTitle: 'Title',
    metaKeyword: 'Meta keywords',
    metaDescription: 'Meta description',
    lastChanged: (when: string) => `Last changed ${when}`,
  },
  users: {
    title: 'User Management',
    create: 'Create user',
    createTitle: 'Create a user',
    editTitle: (userName: string) => `Edit ${userName}`,
    edit: 'Edit',
    deactivate: 'Deactivate',
    deactivateTitle: (userName: string) => `Deactivate ${userName}?`,
    deactivateText:
      'The user can no longer sign in and every session of the account ends. An administrator can activate the account again by editing it.',
    caption: 'Every user account, active or not',
    columns: {
      userName: 'User name',
      name: 'Name',
      contact: 'Contact',
      roles: 'Roles',
      status: 'Status',
      actions: 'Actions',
    },
    active: 'Active',
    inactive: 'Inactive',
    activeLabel: 'Account active',
    userName: 'User name',
    firstName: 'First name',
    lastName: 'Last name',
    contact: 'Contact',
    roles: 'Roles',
    password: 'Initial password',
    passwordHint: 'At least 10 characters. Share it with the user privately.',
    you: '(you)',
    none: 'No users yet.',
  },
  maintenance: {
    title: 'Maintenance Management',
    intro: 'The notice shown across the top of every page while its status is Active.',
    message: 'Message',
    messageHint:
      'Simple HTML is allowed: <b>, <i>, <u>, <p>, <br>, lists and links. Everything else is removed.',
    status: 'Status',
    preview: 'Preview',
    previewEmpty: 'The message is empty.',
    previewNote: 'As visitors will see it, after sanitising.',
    lastChanged: (when: string) => `Last changed ${when}`,
  },
} as const;

/** Dates as the admin screens show them: 12 Mar 2026, 14:05. */
export function formatDateTime(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return date.toLocaleString('en-GB', { dateStyle: 'medium', timeStyle: 'short' });
}
