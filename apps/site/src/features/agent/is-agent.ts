import { can } from '@ohmstead/contracts/roles';

/** docs/product.md §3.6: the Chat Agent menu's roles are the agents (SuperAdmin, Admin, Vendor, Manager). */
export const isAgent = (roles: readonly string[]): boolean => can(roles, 'evChargerAndChatAgent');
