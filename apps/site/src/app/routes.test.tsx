import { matchRoutes } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { ADMIN_SCREENS } from './admin-screens';
import { routes } from './routes';

const matchedPath = (pathname: string) => matchRoutes(routes, pathname)?.at(-1)?.route.path;

describe('route table', () => {
  it('sends every admin screen to the admin area, whatever its depth', () => {
    for (const { path } of ADMIN_SCREENS)
      expect(matchedPath(path), path).toMatch(/^\/(admin|user-mangement)\//);
  });

  it('still sends a feed detail path to the feed route', () => {
    expect(matchedPath('/news/some-story/12')).toBe('/:feedType/:slug/:feedId');
  });

  it('serves the login page', () => {
    expect(matchedPath('/login')).toBe('/login');
  });
});
