/**
 * The pages the header menu and the side menu link to (docs/product.md §1.2). Both menus read this list, so
 * they can never disagree.
 */
export interface NavItem {
  label: string;
  to: string;
}

export interface NavGroup {
  label: string;
  items: NavItem[];
}

export const technologyLink: NavItem = { label: 'Technology', to: '/power-router-technology' };

export const solutionsGroup: NavGroup = {
  label: 'Solutions',
  items: [
    { label: 'Vehicle Electrification', to: '/power-router-for-vehicle-electrification' },
    { label: 'Building Electrification', to: '/power-router-for-building-electrification' },
    { label: 'Datacenters', to: '/power-router-for-data-centers' },
  ],
};

export const companyGroup: NavGroup = {
  label: 'Company',
  items: [
    { label: 'About Us', to: '/about-us' },
    { label: 'Our Team', to: '/about-us#our-team' },
    { label: 'Careers', to: '/careers' },
  ],
};

export const resourcesLink: NavItem = { label: 'Resources', to: '/resources' };
export const newsLink: NavItem = { label: 'News & Events', to: '/news-events' };
export const loginLink: NavItem = { label: 'Login', to: '/login' };
export const contactLink: NavItem = { label: 'Contact Us', to: '/contact-us' };

export const legalLinks: NavItem[] = [
  { label: 'Responsible AI Policy', to: '/responsible-ai-policy' },
  { label: 'Acceptable Use Policy', to: '/acceptable-use-policy' },
  { label: 'Site Terms', to: '/site-terms' },
  { label: 'Privacy Notice', to: '/privacy-notice' },
];

/** The signed-in user's menu in the header and the side menu: the admin area and their account. */
export const accountLinks: NavItem[] = [
  { label: 'Admin Area', to: '/admin' },
  { label: 'Update Profile', to: '/admin/user-management/update-profile/1' },
];
export const SIGN_OUT_LABEL = 'Sign Out';
