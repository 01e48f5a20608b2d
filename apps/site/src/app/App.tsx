import { type ReactNode, StrictMode } from 'react';
import { ServerRenderTime } from '@/lib/render-time';

/**
 * What wraps the router on both sides: the browser's render (app/start.tsx) and the server's (entry-server.tsx)
 * must be the same tree for the browser to hydrate the server's HTML.
 */
export function App({ renderedAt, children }: { renderedAt?: number; children: ReactNode }) {
  return (
    <StrictMode>
      <ServerRenderTime value={renderedAt}>{children}</ServerRenderTime>
    </StrictMode>
  );
}
