/** @jsxImportSource react */
import { useEffect, useRef } from 'react';
import type { BotKind, ChatWidgetUser } from '../src/public-api';
import type { OpenLiveSocket } from '../src/services/live-socket';
import type { ChatStore } from '../src/state/types';
import { createFakeServices, routeWidgetCalls } from './fake-services';
import { storyConfig } from './fixtures';
import { mountPanel } from './mount-panel';

export interface WidgetFrameProps {
  /** The signed-in user, or null for a guest. */
  user: ChatWidgetUser | null;
  bot?: BotKind;
  /** Puts the store in the story's state (signals, store actions). */
  setup?: (store: ChatStore) => void;
  /** Runs the session's inactivity check every second. */
  startTimers?: boolean;
  /** The panel's minimise button. */
  onMinimise: () => void;
  /** The live chat's socket: a scripted fake agent service (fake-live-service.ts). */
  openLiveSocket?: OpenLiveSocket;
  /** The area the panel sits in, in pixels: it keeps its production size and its 20 px inset. */
  width?: number;
  height?: number;
}

/**
 * The open chat panel of the widget (Preact, in its own shadow root) inside a React story. The panel is
 * `position: fixed` in the page; the frame's transform makes it the panel's containing block instead, so
 * the panel, its modals and overlays stay in the frame.
 */
export function WidgetFrame({
  user,
  bot,
  setup,
  startTimers = false,
  onMinimise,
  openLiveSocket,
  width = 420,
  height = 680,
}: WidgetFrameProps) {
  const frame = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const area = frame.current;
    if (!area) return;
    const config = storyConfig();
    const fake = createFakeServices(config);
    const unroute = routeWidgetCalls(config, fake);
    const host = document.createElement('ohmstead-chat-widget');
    area.append(host);
    const unmount = mountPanel(host, {
      config,
      user,
      bot,
      setup,
      startTimers,
      fetch: fake,
      onMinimise,
      openLiveSocket,
    });
    return () => {
      unmount();
      host.remove();
      unroute();
    };
  }, [user, bot, setup, startTimers, onMinimise, openLiveSocket]);

  return (
    <div
      ref={frame}
      data-testid="widget-frame"
      style={{
        position: 'relative',
        width,
        height,
        transform: 'translateZ(0)',
        background: 'linear-gradient(160deg, #eef3f8 0%, #dfe7f0 100%)',
        borderRadius: 8,
        overflow: 'hidden',
      }}
    />
  );
}
