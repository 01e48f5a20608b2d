import { feedMessages, LIST_PAGE_SIZE } from '@ohmstead/contracts/feeds';
import { type ReactNode, useId, useRef } from 'react';
import { CardSkeleton } from '@/components/feeds/CardSkeleton';
import { FeedCard } from '@/components/feeds/FeedCard';
import { Pagination } from '@/components/feeds/Pagination';
import type { FeedListState } from '@/lib/feeds/use-feed-list';
import { useScrollOnChange } from '@/lib/feeds/use-scroll-on-change';
import './CaseStudySection.css';

interface CaseStudySectionProps {
  title: string;
  state: FeedListState;
  page: number;
  hrefFor: (page: number) => string;
  /** Controls beside the title (the Electrification section's PDF dropdowns). */
  actions?: ReactNode;
}

/**
 * A case-study list of the resources page (docs/product.md §2.2): three cards per page with numbered pagination
 * and skeletons while loading. The section is hidden entirely while its list is empty (no case study
 * of the type at all, or a failed request); a page past the end shows 'No record found' with the
 * pagination to come back (docs/decisions/0008-content-areas.md).
 */
export function CaseStudySection({ title, state, page, hrefFor, actions }: CaseStudySectionProps) {
  const headingId = useId();
  const sectionRef = useRef<HTMLElement>(null);
  useScrollOnChange(sectionRef, state.status === 'loading' ? undefined : String(page));
  if (state.status === 'error' || (state.status === 'empty' && state.total === 0)) return null;
  return (
    <section
      ref={sectionRef}
      className="case-studies"
      aria-labelledby={headingId}
      aria-busy={state.status === 'loading'}
    >
      <div className="case-studies__head">
        <h2 id={headingId} className="case-studies__title">
          {title}
        </h2>
        {actions && <div className="case-studies__actions">{actions}</div>}
      </div>
      {state.status === 'loading' && <CardSkeleton count={LIST_PAGE_SIZE} />}
      {state.status === 'empty' && <p className="feed-empty">{feedMessages.noRecord}</p>}
      {state.status === 'ready' && (
        <ul className="case-studies__cards">
          {state.feeds.map((item) => (
            <li key={item.id}>
              <FeedCard item={item} description="summary" />
            </li>
          ))}
        </ul>
      )}
      {state.status !== 'loading' && (
        <Pagination
          page={page}
          total={state.total}
          pageSize={LIST_PAGE_SIZE}
          hrefFor={hrefFor}
          label={`${title} pages`}
        />
      )}
    </section>
  );
}
