import { useLocation } from 'react-router-dom';

/**
 * The router's address in the page (`data-testid="where"`), so a test can read the view a screen keeps
 * in its URL: the query string, or with `withPath` the path before it too.
 */
export function Where({ withPath = false }: { withPath?: boolean }) {
  const { pathname, search } = useLocation();
  return <p data-testid="where">{withPath ? `${pathname}${search}` : search}</p>;
}
