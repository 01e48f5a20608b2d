import { NOTIFICATION_MINIMIZED_STORAGE_KEY } from '../constants';

/** docs/product.md §3.8: whether the notification was left minimised; a storage failure is logged and means "no". */
export function readMinimised(): boolean {
  try {
    return localStorage.getItem(NOTIFICATION_MINIMIZED_STORAGE_KEY) === 'true';
  } catch (error) {
    console.error('The agent notification cannot read whether it was minimised.', error);
    return false;
  }
}

/** Stores 'true' or 'false'; a failure is logged and the panel still changes for this page. */
export function writeMinimised(minimised: boolean): void {
  try {
    localStorage.setItem(NOTIFICATION_MINIMIZED_STORAGE_KEY, String(minimised));
  } catch (error) {
    console.error('The agent notification cannot store whether it is minimised.', error);
  }
}
