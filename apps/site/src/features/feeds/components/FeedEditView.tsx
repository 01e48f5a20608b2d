import type { FeedItem, FeedMedia } from '@ohmstead/contracts/feeds';
import { useEffect, useRef, useState } from 'react';
import { SmallButton } from '@/components/admin/SmallButton';
import { feedsText as t } from '../feeds-words';
import { FeedForm } from './FeedForm';
import { FeedMediaPanel } from './FeedMediaPanel';

interface FeedEditViewProps {
  /** The feed to edit, or null to create one. */
  feed: FeedItem | null;
  /** Back to the list, with the id of the feed if it was saved. */
  onBack: (feedId: number | null) => void;
}

/**
 * Create or edit a feed, in place of the list: the form, then (once the feed exists) its images and
 * PDFs. Its heading takes the focus on arrival, so a screen reader starts here.
 */
export function FeedEditView({ feed, onBack }: FeedEditViewProps) {
  const [feedId, setFeedId] = useState<number | null>(feed?.id ?? null);
  const [media, setMedia] = useState<FeedMedia[]>(feed?.feedMedia ?? []);
  const headingRef = useRef<HTMLHeadingElement>(null);

  useEffect(() => headingRef.current?.focus(), []);

  return (
    <div className="feed-edit">
      <div className="feed-edit__top">
        <h2 ref={headingRef} tabIndex={-1} className="feed-edit__title">
          {feedId === null ? t.createTitle : t.editTitle}
        </h2>
        <SmallButton onClick={() => onBack(feedId)}>{t.backToList}</SmallButton>
      </div>
      <FeedForm feed={feed} feedId={feedId} onSaved={setFeedId} onCancel={() => onBack(feedId)} />
      <FeedMediaPanel feedId={feedId} media={media} onMediaChange={setMedia} />
    </div>
  );
}
