import type { FeedMedia } from '@ohmstead/contracts/feeds';
import { AdminCard } from '@/components/admin/AdminPage';
import { FormAlert } from '@/components/form/FormAlert';
import { feedsText } from '../feeds-words';
import { useFeedMedia } from '../hooks/use-feed-media';
import { FeedMediaList } from './FeedMediaList';
import { FeedMediaUpload } from './FeedMediaUpload';

const t = feedsText.media;

interface FeedMediaPanelProps {
  /** The saved feed; without one (a feed being created) the panel says to save first. */
  feedId: number | null;
  media: FeedMedia[];
  onMediaChange: (media: FeedMedia[]) => void;
}

/**
 * The images and PDFs of a saved feed: upload one at a time (checked here first: type and size),
 * optionally as the default image; see each with a thumbnail or its name; open or remove it.
 */
export function FeedMediaPanel({ feedId, media, onMediaChange }: FeedMediaPanelProps) {
  const panel = useFeedMedia(feedId, media, onMediaChange);
  const { outcome } = panel;

  if (feedId === null)
    return (
      <AdminCard title={t.title}>
        <p className="admin-card__intro">{t.saveFirst}</p>
      </AdminCard>
    );

  return (
    <AdminCard title={t.title} intro={t.intro}>
      {outcome && (
        <FormAlert tone={outcome.tone} onClose={() => panel.setOutcome(null)} className="feed-media__outcome">
          {outcome.message}
        </FormAlert>
      )}
      <FeedMediaUpload panel={panel} />
      <FeedMediaList media={media} removing={panel.removing} onRemove={(item) => void panel.remove(item)} />
    </AdminCard>
  );
}
