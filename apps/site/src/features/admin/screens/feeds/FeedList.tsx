import { useEffect, useId, useRef, useState, type RefObject } from 'react';
import { Link } from 'react-router-dom';
import { FEED_TYPES } from '@ohmstead/contracts/feed-types';
import { FEED_TYPE_LABELS, feedPath, type FeedItem, type FeedListResponse } from '@ohmstead/contracts/feeds';
import { FormAlert } from '../../../../components/form/FormAlert';
import { AdminCard } from '../../../../components/admin/AdminPage';
import { adminText, formatDateTime } from '../../messages';
import { useScreenReady } from '../../../../lib/screen-ready';
import { listQueryString, useFeedsApi, type FeedListQuery } from './feeds-api';
import { feedsText as t } from './feeds-text';

/** A feed whose publish time is still to come is scheduled; the others are published. */
export const isScheduled = (feed: Pick<FeedItem, 'publishAt'>, now: number = Date.now()) =>
  Date.parse(feed.publishAt) > now;

/** A request to move the focus once the list has loaded; `seq` tells requests apart. */
export interface FocusRequest {
  feedId: number | null;
  seq: number;
}

interface FeedListProps {
  query: FeedListQuery;
  onQueryChange: (query: FeedListQuery) => void;
  /** Bumped by the screen to load the page again (after a publish or a delete). */
  reloadKey: number;
  onCreate: () => void;
  onEdit: (feed: FeedItem) => void;
  onPublish: (feed: FeedItem) => void;
  onDelete: (feed: FeedItem) => void;
  /** The feed being published now, if any. */
  publishingId: number | null;
  /** Where the focus goes once the list has loaded: a feed's Edit button, else Create feed. */
  focusRequest: FocusRequest | undefined;
  createRef: RefObject<HTMLButtonElement | null>;
}

/** The feeds table with its filter, search and pages. */
export function FeedList({
  query,
  onQueryChange,
  reloadKey,
  onCreate,
  onEdit,
  onPublish,
  onDelete,
  publishingId,
  focusRequest,
  createRef,
}: FeedListProps) {
  const api = useFeedsApi();
  const [data, setData] = useState<FeedListResponse | null>(null);
  const [error, setError] = useState<string | null>(null);
  /** The request the shown data (or error) answers; loading while it is not the current one. */
  const [settledRequest, setSettledRequest] = useState<string | null>(null);
  const [attempt, setAttempt] = useState(0);
  const request = `${listQueryString(query)}#${reloadKey}#${attempt}`;
  const loading = settledRequest !== request;
  const [searchDraft, setSearchDraft] = useState(query.search);
  const tableRef = useRef<HTMLTableElement>(null);
  const focusHandled = useRef(0);
  const typeId = useId();
  const searchId = useId();
  useScreenReady(data !== null || error !== null);

  useEffect(() => {
    let current = true;
    void api.list(query).then((result) => {
      if (!current) return;
      setSettledRequest(request);
      if (result.ok) {
        setData(result.data);
        setError(null);
      } else setError(result.message);
    });
    return () => {
      current = false;
    };
  }, [api, query, request]);

  const pages = data ? Math.max(1, Math.ceil(data.totalFeeds / query.pageSize)) : 1;

  // A page emptied by a delete: show the last page that has feeds.
  useEffect(() => {
    if (data && data.feeds.length === 0 && data.totalFeeds > 0 && query.pageNum > pages)
      onQueryChange({ ...query, pageNum: pages });
  }, [data, pages, query, onQueryChange]);

  // Back from the form, or after a delete: the focus goes where the screen asked once the list is in.
  useEffect(() => {
    if (!data || loading || !focusRequest || focusHandled.current === focusRequest.seq) return;
    focusHandled.current = focusRequest.seq;
    const { feedId } = focusRequest;
    const edit =
      feedId === null
        ? null
        : tableRef.current?.querySelector<HTMLButtonElement>(`[data-feed-edit="${feedId}"]`);
    (edit ?? createRef.current)?.focus();
  }, [data, loading, focusRequest, createRef]);

  const filtered = query.feedType !== '' || query.search !== '';
  const setPage = (pageNum: number) => onQueryChange({ ...query, pageNum });

  return (
    <AdminCard>
      <div className="feeds-screen__toolbar">
        <form
          role="search"
          aria-label={t.filters}
          className="feeds-screen__filters"
          onSubmit={(event) => {
            event.preventDefault();
            onQueryChange({ ...query, search: searchDraft.trim(), pageNum: 1 });
          }}
        >
          <div className="form-field">
            <label className="form-field__label" htmlFor={typeId}>
              {t.typeFilter}
            </label>
            <select
              id={typeId}
              className="form-field__control"
              value={query.feedType}
              onChange={(event) => onQueryChange({ ...query, feedType: event.target.value, pageNum: 1 })}
            >
              <option value="">{t.allTypes}</option>
              {FEED_TYPES.map((type) => (
                <option key={type} value={type}>
                  {FEED_TYPE_LABELS[type]}
                </option>
              ))}
            </select>
          </div>
          <div className="form-field feeds-screen__search">
            <label className="form-field__label" htmlFor={searchId}>
              {t.search}
            </label>
            <input
              id={searchId}
              type="search"
              className="form-field__control"
              value={searchDraft}
              maxLength={200}
              onChange={(event) => setSearchDraft(event.target.value)}
            />
          </div>
          <button type="submit" className="admin-button admin-button--secondary">
            {t.searchButton}
          </button>
          {query.search && (
            <button
              type="button"
              className="admin-button admin-button--secondary"
              onClick={() => {
                setSearchDraft('');
                onQueryChange({ ...query, search: '', pageNum: 1 });
              }}
            >
              {t.clearSearch}
            </button>
          )}
        </form>
        <button ref={createRef} type="button" className="admin-button" onClick={onCreate}>
          {t.create}
        </button>
      </div>

      <p className="visually-hidden" role="status">
        {loading ? t.loadingList : ''}
      </p>
      {error && (
        <div className="admin-page__failure feeds-screen__failure">
          <FormAlert tone="error">
            {adminText.loadFailed} {error}
          </FormAlert>
          <button
            type="button"
            className="admin-button admin-button--secondary"
            onClick={() => {
              setError(null);
              setAttempt((count) => count + 1);
            }}
          >
            {adminText.retry}
          </button>
        </div>
      )}
      {!data && !error && <p className="admin-page__loading">{t.loadingList}</p>}
      {data && (
        <>
          <div className="feeds-screen__table-wrap">
            <table ref={tableRef} className="feeds-screen__table" aria-busy={loading || undefined}>
              <caption className="visually-hidden">{t.caption}</caption>
              <thead>
                <tr>
                  <th scope="col">{t.columns.heading}</th>
                  <th scope="col">{t.columns.type}</th>
                  <th scope="col">{t.columns.publishAt}</th>
                  <th scope="col">{t.columns.status}</th>
                  <th scope="col">{t.columns.media}</th>
                  <th scope="col">{t.columns.actions}</th>
                </tr>
              </thead>
              <tbody>
                {data.feeds.length === 0 && (
                  <tr>
                    <td colSpan={6} className="feeds-screen__empty">
                      {filtered ? t.noMatch : t.none}
                    </td>
                  </tr>
                )}
                {data.feeds.map((feed) => {
                  const scheduled = isScheduled(feed);
                  return (
                    <tr key={feed.id}>
                      <th scope="row" className="feeds-screen__heading">
                        {feed.heading}
                      </th>
                      <td>{FEED_TYPE_LABELS[feed.feedType]}</td>
                      <td>
                        <time dateTime={feed.publishAt}>{formatDateTime(feed.publishAt)}</time>
                      </td>
                      <td>
                        <span
                          className={`feeds-screen__status feeds-screen__status--${scheduled ? 'scheduled' : 'published'}`}
                        >
                          {scheduled ? t.scheduled : t.published}
                        </span>
                      </td>
                      <td>{t.mediaCount(feed.feedMedia.length)}</td>
                      <td>
                        <div className="feeds-screen__actions">
                          <button
                            type="button"
                            data-feed-edit={feed.id}
                            className="admin-button admin-button--secondary admin-button--small"
                            aria-label={`${t.edit} ${feed.heading}`}
                            onClick={() => onEdit(feed)}
                          >
                            {t.edit}
                          </button>
                          {scheduled ? (
                            <button
                              type="button"
                              className="admin-button admin-button--secondary admin-button--small"
                              aria-label={`${t.publishNow}: ${feed.heading}`}
                              disabled={publishingId === feed.id}
                              aria-busy={publishingId === feed.id || undefined}
                              onClick={() => onPublish(feed)}
                            >
                              {t.publishNow}
                            </button>
                          ) : (
                            <Link
                              to={feedPath(feed)}
                              className="admin-button admin-button--secondary admin-button--small"
                              aria-label={`${t.view} ${feed.heading}`}
                            >
                              {t.view}
                            </Link>
                          )}
                          <button
                            type="button"
                            className="admin-button admin-button--danger admin-button--small"
                            aria-label={`${t.delete} ${feed.heading}`}
                            onClick={() => onDelete(feed)}
                          >
                            {t.delete}
                          </button>
                        </div>
                      </td>
                    </tr>
                  );
                })}
              </tbody>
            </table>
          </div>
          {data.totalFeeds > 0 && (
            <nav className="feeds-screen__pages" aria-label={t.pagination}>
              <button
                type="button"
                className="admin-button admin-button--secondary admin-button--small"
                disabled={query.pageNum <= 1}
                onClick={() => setPage(query.pageNum - 1)}
              >
                {t.previous}
              </button>
              <span>
                {t.pageOf(Math.min(query.pageNum, pages), pages)} · {t.totals(data.totalFeeds)}
              </span>
              <button
                type="button"
                className="admin-button admin-button--secondary admin-button--small"
                disabled={query.pageNum >= pages}
                onClick={() => setPage(query.pageNum + 1)}
              >
                {t.next}
              </button>
            </nav>
          )}
        </>
      )}
    </AdminCard>
  );
}
