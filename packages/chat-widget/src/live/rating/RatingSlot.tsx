import type { ChatMessage } from '../../state/chat-message';
import { useLazyChunk } from '../../ui/lazy-chunk';
import { usePanel } from '../../ui/panel-context';

const loadRating = () => import('./rating-chunk');

/** The rating form's place in the message list: the form comes with its own small chunk. */
export function RatingSlot({ message }: { message: ChatMessage }) {
  const { store, root } = usePanel();
  const rating = useLazyChunk(loadRating, true, root);
  return (
    <li class="cw-message cw-message-system">
      {rating && <rating.RatingForm store={store} message={message} />}
    </li>
  );
}
