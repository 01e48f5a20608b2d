/** @jsxImportSource react */
import { Dialog as NativeDialog, type DialogProps } from '@ohmstead/dialog/dialog';
import './Dialog.css';

/**
 * The console's modal dialog: the shared one (`@ohmstead/dialog`, docs/decisions/0037-native-dialogs.md),
 * drawn where the console renders it so it keeps the console's colours from its place in the page, and
 * always dismissible by Escape (a click beside it never closes it).
 */
export function Dialog({ className, ...props }: DialogProps & { onDismiss: () => void }) {
  return <NativeDialog {...props} inPlace className={['ac-dialog', className].filter(Boolean).join(' ')} />;
}
