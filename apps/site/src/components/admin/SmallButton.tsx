import type { ButtonHTMLAttributes } from 'react';

export interface SmallButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  /** `danger` for what removes or disables the row (delete, deactivate). */
  tone?: 'secondary' | 'danger';
}

/**
 * A small admin button: a table row's action (Edit, Delete, Download…), whose `aria-label` names the row
 * so that a screen reader hears which row's Edit it is on, or a tool of a panel.
 */
export function SmallButton({ tone = 'secondary', ...props }: SmallButtonProps) {
  return (
    <button type="button" className={`admin-button admin-button--${tone} admin-button--small`} {...props} />
  );
}
