import { browserStorage } from '@/lib/browser-storage';

/**
 * Remember Account (docs/product.md §3.2): the user name of the last sign-in with the box ticked, offered in the
 * form next time. Only the name is kept, never the password.
 */
export const REMEMBERED_USER_NAME_KEY = 'remembered-user-name';

export function rememberedUserName(): string {
  try {
    return browserStorage()?.getItem(REMEMBERED_USER_NAME_KEY) ?? '';
  } catch {
    return '';
  }
}

export function rememberUserName(userName: string, remember: boolean): void {
  try {
    if (remember) localStorage.setItem(REMEMBERED_USER_NAME_KEY, userName);
    else localStorage.removeItem(REMEMBERED_USER_NAME_KEY);
  } catch (error) {
    console.warn('The user name could not be remembered.', error);
  }
}
