import { Dialog as NativeDialog, type DialogProps } from '@ohmstead/dialog/dialog';
import './Dialog.css';

/**
 * The site's modal dialog: the shared one (`@ohmstead/dialog`, docs/decisions/0037-native-dialogs.md) drawn
 * at the end of <body> as a transparent frame over the viewport, its content inside (Dialog.css), so a
 * click on the frame itself is a click on the backdrop. The page does not scroll behind it.
 */
export function Dialog({ className, ...props }: DialogProps) {
  return <NativeDialog {...props} className={['dialog', className].filter(Boolean).join(' ')} />;
}
