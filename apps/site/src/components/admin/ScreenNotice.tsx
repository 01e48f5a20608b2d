import type { Outcome } from '@/lib/outcome';
import { FormAlert } from '../form/FormAlert';

/**
 * What a screen's last action did, above the screen until closed: an outcome, or a success's message
 * alone.
 */
export function ScreenNotice({
  notice,
  onClose,
  className,
}: {
  notice: NonNullable<Outcome> | string;
  onClose: () => void;
  className?: string;
}) {
  const { tone, message } =
    typeof notice === 'string' ? { tone: 'success' as const, message: notice } : notice;
  return (
    <FormAlert tone={tone} onClose={onClose} className={className}>
      {message}
    </FormAlert>
  );
}
