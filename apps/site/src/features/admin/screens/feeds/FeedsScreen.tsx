import { useRef, useState } from 'react';
import type { FeedItem } from '@ohmstead/contracts/feeds';
import { FormAlert } from '../../../../components/form/FormAlert';
import { AdminPage } from '../../../../components/admin/AdminPage';
import type { Outcome } from '../../components/FormActions';
import { DeleteFeedDialog } from './DeleteFeedDialog';
import { FeedEditView } from './FeedEditView';
import { FeedList, type FocusRequest } from './FeedList';
import { useFeedsApi, type FeedListQuery } from './feeds-api';
import { feedsText as t } from './feeds-text';
import './FeedsScreen.css';

/** Not in the spec: feeds per page of the admin table. */
export const ADMIN_FEED_PAGE_SIZE = 10;

type View = { kind: 'list' } | { kind: 'edit'; feed: FeedItem | null };

/**
 * News & Events (/admin/all-feeds): every feed, scheduled or published, with a filter by type, a
 * search and pages; create and edit a feed (with its images and PDFs) in place of the list, publish a
 * scheduled one now, and delete after a confirmation. Messages of the last action show above the table.
 */
export function FeedsScreen() {
  const api = useFeedsApi();
  const [view, setView] = useState<View>({ kind: 'list' });
  const [query, setQuery] = useState<FeedListQuery>({
    pageNum: 1,
    pageSize: ADMIN_FEED_PAGE_SIZE,
    feedType: '',
    search: '',
  });
  const [reloadKey, setReloadKey] = useState(0);
  const [notice, setNotice] = useState<Outcome>(null);
  const [deleting, setDeleting] = useState<FeedItem | null>(null);
  const [publishingId, setPublishingId] = useState<number | null>(null);
  const [focusRequest, setFocusRequest] = useState<FocusRequest | undefined>();
  const createRef = useRef<HTMLButtonElement>(null);
  /** Once the list has (re)loaded, the focus goes to a feed's Edit button, or to Create feed. */
  const focusAfterLoad = (feedId: number | null) =>
    setFocusRequest((previous) => ({ feedId, seq: (previous?.seq ?? 0) + 1 }));

  const publish = async (feed: FeedItem) => {
    setNotice(null);
    setPublishingId(feed.id);
    const result = await api.publish(feed.id);
    setPublishingId(null);
    setNotice(
      result.ok
        ? { tone: 'success', message: result.data.message }
        : { tone: 'error', message: result.message },
    );
    if (result.ok) setReloadKey((key) => key + 1);
  };

  return (
    <AdminPage title={t.title} intro={t.intro}>
      {view.kind === 'edit' ? (
        <FeedEditView
          feed={view.feed}
          onBack={(feedId) => {
            focusAfterLoad(feedId);
            setView({ kind: 'list' });
          }}
        />
      ) : (
        <>
          {notice && (
            <FormAlert tone={notice.tone} onClose={() => setNotice(null)} className="feeds-screen__notice">
              {notice.message}
            </FormAlert>
          )}
          <FeedList
            query={query}
            onQueryChange={setQuery}
            reloadKey={reloadKey}
            publishingId={publishingId}
            focusRequest={focusRequest}
            createRef={createRef}
            onCreate={() => {
              setNotice(null);
              setView({ kind: 'edit', feed: null });
            }}
            onEdit={(feed) => {
              setNotice(null);
              setView({ kind: 'edit', feed });
            }}
            onPublish={(feed) => void publish(feed)}
            onDelete={(feed) => {
              setNotice(null);
              setDeleting(feed);
            }}
          />
        </>
      )}
      {deleting && (
        <DeleteFeedDialog
          feed={deleting}
          onClose={() => setDeleting(null)}
          onDeleted={(message) => {
            setDeleting(null);
            setNotice({ tone: 'success', message });
            focusAfterLoad(null);
            setReloadKey((key) => key + 1);
          }}
        />
      )}
    </AdminPage>
  );
}
