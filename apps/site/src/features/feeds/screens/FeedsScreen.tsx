import type { FeedItem } from '@ohmstead/contracts/feeds';
import { feedAdminListQuerySchema } from '@ohmstead/contracts/feeds-admin';
import { useRef, useState } from 'react';
import { AdminPage } from '@/components/admin/AdminPage';
import { ScreenNotice } from '@/components/admin/ScreenNotice';
import { useListQuery } from '@/lib/list-query';
import type { Outcome } from '@/lib/outcome';
import { useListPage } from '@/lib/use-list-page';
import { useFeedsApi } from '../api/feeds-api';
import { DeleteFeedDialog } from '../components/DeleteFeedDialog';
import { FeedEditView } from '../components/FeedEditView';
import { FeedList, type FocusRequest } from '../components/FeedList';
import { FeedsSectionNav } from '../components/FeedsSectionNav';
import { feedsText as t } from '../feeds-words';
import './FeedsScreen.css';

type View = { kind: 'list' } | { kind: 'edit'; feed: FeedItem | null };

/**
 * News & Events (/admin/all-feeds): every feed, scheduled or published, in the shared admin table (type,
 * status, search and publish dates filtered on the server, sorted and paged there, the view in the URL,
 * CSV export); create and edit a feed (with its images and PDFs) in place of the list, publish a
 * scheduled one now, and delete after a confirmation. Messages of the last action show above the table.
 */
export function FeedsScreen() {
  const api = useFeedsApi();
  const [view, setView] = useState<View>({ kind: 'list' });
  const { query, params, update, apiQuery } = useListQuery(feedAdminListQuerySchema);
  const list = useListPage(api.list, apiQuery());
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
    if (result.ok) list.retry();
  };

  return (
    <AdminPage title={t.title} intro={t.intro}>
      <FeedsSectionNav />
      {view.kind === 'edit' ? (
        <FeedEditView
          feed={view.feed}
          onBack={(feedId) => {
            focusAfterLoad(feedId);
            // The feed may have changed or be new: the page is loaded again.
            list.retry();
            setView({ kind: 'list' });
          }}
        />
      ) : (
        <>
          {notice && (
            <ScreenNotice notice={notice} onClose={() => setNotice(null)} className="feeds-screen__notice" />
          )}
          <FeedList
            query={query}
            params={params}
            update={update}
            apiQuery={apiQuery}
            list={list}
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
            list.retry();
          }}
        />
      )}
    </AdminPage>
  );
}
