import { can } from '@ohmstead/contracts/roles';

/** spec/03 §6: the Chat Agent menu's roles are the agents (SuperAdmin, Admin, Vendor, Manager). */
export const isAgent = (roles: readonly string[]): boolean => can(roles, 'evChargerAndChatAgent');
