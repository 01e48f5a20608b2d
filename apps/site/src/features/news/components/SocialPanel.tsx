import {
  feedMessages,
  SOCIAL_HEADING_MAX,
  SOCIAL_LINKEDIN_ITEMS,
  SOCIAL_YOUTUBE_ITEMS,
  type SocialItem,
} from '@ohmstead/contracts/feeds';
import { youtubeVideoId } from '@ohmstead/contracts/social-items';
import { useEffect, useId, useRef, useState } from 'react';
import { LinkedInIcon } from '@/components/icons';
import { assetUrl } from '@/lib/assets';
import { defaultImage, isWebLink, relativeTime, shortDate, truncate } from '@/lib/feeds/feed-format';
import { getSocialItems } from '@/lib/feeds/feeds-api';
import { useNow } from '@/lib/render-time';
import type { SocialPanelData } from '../news-data';
import { CourtesyVideo } from './CourtesyVideo';
import { YouTubeVideo } from './YouTubeVideo';
import '@/components/feeds/feed.css';
import './SocialPanel.css';

export type SocialState = { status: 'loading' } | { status: 'done'; items: SocialItem[] };

interface SocialPanelProps {
  /**
   * docs/product.md §2.4 (getAllSocialMediaIND): the feeds load when this is true, and load again each time it
   * turns true later (the mobile 'Social Media' tab).
   */
  active: boolean;
  /** The lists the server rendered the page with: shown at once, not asked for on arrival. */
  initial?: SocialPanelData;
}

/** The social media panel: loads YouTube first, then LinkedIn once YouTube has answered (docs/product.md §2.4). */
export function SocialPanel({ active, initial }: SocialPanelProps) {
  const [youtube, setYoutube] = useState<SocialState>(
    initial ? { status: 'done', items: initial.youtube } : { status: 'loading' },
  );
  const [linkedIn, setLinkedIn] = useState<SocialState>(
    initial ? { status: 'done', items: initial.linkedIn } : { status: 'loading' },
  );
  // The server's lists stand for the first load; a later activation loads again, as docs/product.md §2.4 says.
  const arrived = useRef(initial !== undefined);

  useEffect(() => {
    const onArrival = arrived.current;
    arrived.current = false;
    if (!active || onArrival) return;
    const controller = new AbortController();
    const itemsOf = (result: Awaited<ReturnType<typeof getSocialItems>>): SocialItem[] =>
      result.ok && result.data.responseStatusCode === 200 ? result.data.feeds : [];
    void (async () => {
      const youtubeResult = await getSocialItems('Youtube', controller.signal);
      if (controller.signal.aborted) return;
      setYoutube({ status: 'done', items: itemsOf(youtubeResult) });
      const linkedInResult = await getSocialItems('LinkedIn', controller.signal);
      if (controller.signal.aborted) return;
      setLinkedIn({ status: 'done', items: itemsOf(linkedInResult) });
    })();
    return () => controller.abort();
  }, [active]);

  return <SocialPanelView youtube={youtube} linkedIn={linkedIn} />;
}

interface SocialPanelViewProps {
  youtube: SocialState;
  linkedIn: SocialState;
  /** Fixes "now" for stories and tests. */
  now?: Date;
}

/** The panel's content: the courtesy video, the first YouTube item, up to four LinkedIn posts. */
export function SocialPanelView({ youtube, linkedIn, now: fixedNow }: SocialPanelViewProps) {
  const currentTime = useNow();
  const now = fixedNow ?? currentTime;
  const linkedInHeadingId = useId();
  const video = youtube.status === 'done' ? youtube.items.slice(0, SOCIAL_YOUTUBE_ITEMS)[0] : undefined;
  const posts = linkedIn.status === 'done' ? linkedIn.items.slice(0, SOCIAL_LINKEDIN_ITEMS) : [];
  return (
    <div className="social-panel">
      <h2 className="social-panel__title">Social Media</h2>
      <CourtesyVideo />

      <section
        className="social-panel__section"
        aria-label="YouTube"
        aria-busy={youtube.status === 'loading'}
      >
        {youtube.status === 'loading' ? (
          <YouTubeSkeleton />
        ) : video ? (
          <YouTubeItem item={video} now={now} />
        ) : (
          <p className="social-panel__empty">{feedMessages.noYoutube}</p>
        )}
      </section>

      <section
        className="social-panel__section"
        aria-labelledby={linkedInHeadingId}
        aria-busy={linkedIn.status === 'loading'}
      >
        <h3 id={linkedInHeadingId} className="social-panel__subtitle">
          <LinkedInIcon size={20} />
          LinkedIn
        </h3>
        {linkedIn.status === 'loading' ? (
          <LinkedInSkeleton />
        ) : posts.length > 0 ? (
          <ul className="social-panel__posts">
            {posts.map((post) => (
              <li key={post.id}>
                <LinkedInPost post={post} />
              </li>
            ))}
          </ul>
        ) : (
          <p className="social-panel__empty">{feedMessages.noLinkedIn}</p>
        )}
      </section>
    </div>
  );
}

/**
 * The YouTube item's shape while it loads: the 300px player box and a caption of the same line
 * heights, so that the panel does not grow when the item arrives.
 */
function YouTubeSkeleton() {
  return (
    <div className="social-item" aria-hidden="true">
      <div className="social-panel__skeleton social-panel__skeleton--video" />
      <div className="social-item__caption">
        <p className="social-item__heading">
          <span className="social-panel__skeleton social-panel__skeleton--text">&nbsp;</span>
        </p>
        <p className="social-item__meta">
          <span className="social-panel__skeleton social-panel__skeleton--meta">&nbsp;</span>
        </p>
      </div>
    </div>
  );
}

/** Four post tiles of the posts' own size (SOCIAL_LINKEDIN_ITEMS) while LinkedIn loads. */
function LinkedInSkeleton() {
  return (
    <div className="social-panel__posts" aria-hidden="true">
      {Array.from({ length: SOCIAL_LINKEDIN_ITEMS }, (_, index) => (
        <div key={index} className="social-panel__skeleton social-panel__skeleton--post" />
      ))}
    </div>
  );
}

function YouTubeItem({ item, now }: { item: SocialItem; now?: Date }) {
  const heading = truncate(item.heading, SOCIAL_HEADING_MAX);
  return (
    <article className="social-item">
      <YouTubeVideo videoId={youtubeVideoId(item.description)} title={item.heading} link={item.description} />
      <div className="social-item__caption">
        <h3 className="social-item__heading" title={item.heading}>
          {heading}
        </h3>
        {item.dateCreated && (
          <p className="social-item__meta">
            <time dateTime={item.dateCreated} title={shortDate(item.dateCreated)}>
              {relativeTime(item.dateCreated, now)}
            </time>
          </p>
        )}
      </div>
    </article>
  );
}

function LinkedInPost({ post }: { post: SocialItem }) {
  const picture = defaultImage(post.feedMedia);
  const content = picture ? (
    <img src={assetUrl(picture.mediaUrladdress)} alt={post.heading} loading="lazy" />
  ) : (
    <span className="social-panel__post-text">{truncate(post.heading, SOCIAL_HEADING_MAX)}</span>
  );
  if (!isWebLink(post.description)) return <div className="social-panel__post">{content}</div>;
  return (
    <a className="social-panel__post" href={post.description} target="_blank" rel="noopener noreferrer">
      {content}
      <span className="visually-hidden"> (LinkedIn post, opens in a new tab)</span>
    </a>
  );
}
