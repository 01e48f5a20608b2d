/** @jsxImportSource react */
import { useEffect } from 'react';
import { createWidget } from '../src/loader/widget';
import type { PanelModule } from '../src/panel-contract';
import { createFakeServices, routeWidgetCalls } from './fake-services';
import { storyConfig } from './fixtures';

/**
 * A host page with the widget as a script tag puts it there: the real loader (`createWidget`) draws the
 * launcher in its shadow root at the bottom right of the page, and loads the real panel module on the
 * first click. The panel then talks to the story's fake services and keeps its history in localStorage,
 * as on a real page.
 */
export function LauncherPage() {
  useEffect(() => {
    const config = storyConfig();
    const unroute = routeWidgetCalls(config, createFakeServices(config));
    const widget = createWidget(config, () => import('../src/panel/mount') as Promise<PanelModule>);
    return () => {
      widget.destroy();
      unroute();
    };
  }, []);

  return (
    <main
      style={{ maxWidth: 640, padding: '48px 32px', fontFamily: 'system-ui, sans-serif', color: '#14202e' }}
    >
      <h1 style={{ fontSize: 32, margin: '0 0 12px' }}>Charge 8 vehicles from one cabinet</h1>
      <p style={{ fontSize: 17, lineHeight: 1.6, margin: 0 }}>
        The Ohmstead Power Router shares up to 200 kVA between solar, storage and EV chargers, so a depot adds
        charging without a new transformer. Questions about your site? Ask the assistant.
      </p>
    </main>
  );
}
