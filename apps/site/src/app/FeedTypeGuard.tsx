import { isFeedType } from '@ohmstead/contracts/feed-types';
import type { ReactNode } from 'react';
import { Navigate, useParams } from 'react-router-dom';

/** `/{feedType}/{slug}/{feedId}` with a first segment that is no feed type is an unknown path: Home. */
export function FeedTypeGuard({ children }: { children: ReactNode }) {
  const { feedType } = useParams();
  return feedType && isFeedType(feedType) ? children : <Navigate to="/" replace />;
}
