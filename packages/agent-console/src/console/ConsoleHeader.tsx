/** @jsxImportSource react */
import { useId } from 'react';
import type { AgentSnapshot } from '../client/agent-client';
import { consoleTexts } from '../constants';
import { usePushAlertsSource } from '../push/push-alerts-source';
import { PushAlerts } from '../push/PushAlerts';
import { ChatLimit } from './ChatLimit';

interface ConsoleHeaderProps {
  snapshot: AgentSnapshot;
  onSetAvailable: (isAvailable: boolean) => void;
  onSetSound: (enabled: boolean) => void;
  onSetDesktopAlerts: (enabled: boolean) => void;
  onSetMaxChats: (maxChats: number) => void;
  /** Why desktop alerts could not be turned on (no support, blocked), or null. */
  desktopAlertsProblem: string | null;
}

/** A bell, struck through when the sound is off (drawn, so no emoji font is needed). */
function SoundIcon({ on }: { on: boolean }) {
  return (
    <svg
      className="ac-sound-icon"
      width="16"
      height="16"
      viewBox="0 0 16 16"
      aria-hidden="true"
      focusable="false"
    >
      <path
        d="M8 1.5a4 4 0 0 0-4 4v3L2.5 11h11L12 8.5v-3a4 4 0 0 0-4-4zM6.5 12.5a1.5 1.5 0 0 0 3 0"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.4"
        strokeLinejoin="round"
      />
      {!on && <path d="M2 2l12 12" stroke="currentColor" strokeWidth="1.6" />}
    </svg>
  );
}

/** Connection status, the availability toggle, the sound, desktop-alert and push-alert toggles, the limit of chats. */
export function ConsoleHeader({
  snapshot,
  onSetAvailable,
  onSetSound,
  onSetDesktopAlerts,
  onSetMaxChats,
  desktopAlertsProblem,
}: ConsoleHeaderProps) {
  const { connection, state } = snapshot;
  const connected = connection === 'connected';
  const available = !!state?.isAvailable;
  const alertsOn = !!state?.desktopAlertsEnabled;
  const hintId = useId();
  // Offered where the host page provides the server's side (docs/decisions/0052-agent-web-push.md).
  const pushSource = usePushAlertsSource();
  return (
    <div className="ac-header">
      <h1 className="ac-title">Agent console</h1>
      <p className={`ac-connection ac-connection--${connection}`} role="status">
        <span className="ac-dot" aria-hidden="true" />
        Connection: {consoleTexts.connection[connection]}
        {connection === 'disconnected' && <> — {consoleTexts.reconnectHint}</>}
      </p>
      {state && (
        <p className="ac-availability">
          {state.agent_name}: {available ? 'available for chats' : 'not taking chats'}
        </p>
      )}
      <div className="ac-actions">
        <button
          type="button"
          className={`ac-button ${available ? '' : 'ac-button--primary'}`}
          disabled={!connected || !state}
          onClick={() => onSetAvailable(!available)}
        >
          {available ? consoleTexts.goOffline : consoleTexts.goOnline}
        </button>
        <button
          type="button"
          className="ac-button"
          aria-pressed={!!state?.soundEnabled}
          disabled={!connected || !state}
          onClick={() => onSetSound(!state?.soundEnabled)}
        >
          {/* The state is aria-pressed for assistive tech; the icon shows it on screen. */}
          <SoundIcon on={!!state?.soundEnabled} />
          {consoleTexts.sound}
        </button>
        <button
          type="button"
          className="ac-button"
          aria-pressed={alertsOn}
          aria-describedby={hintId}
          disabled={!connected || !state}
          onClick={() => onSetDesktopAlerts(!alertsOn)}
        >
          {consoleTexts.desktopAlerts}
        </button>
      </div>
      {state && (
        <ChatLimit
          state={state}
          active={snapshot.chats.filter((chat) => chat.status === 'active').length}
          disabled={!connected}
          onSetMaxChats={onSetMaxChats}
        />
      )}
      {/* Said before the browser asks its permission, and kept for screen readers once on. */}
      <p id={hintId} className={alertsOn ? 'ac-visually-hidden' : 'ac-hint'}>
        {consoleTexts.desktopAlertsHint}
      </p>
      {desktopAlertsProblem && (
        <p className="ac-error" role="alert">
          {desktopAlertsProblem}
        </p>
      )}
      {pushSource && <PushAlerts source={pushSource} disabled={!connected || !state} />}
      {snapshot.error && (
        <p className="ac-error" role="alert">
          {snapshot.error}
        </p>
      )}
    </div>
  );
}
