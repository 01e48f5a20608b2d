/** @jsxImportSource react */
/**
 * The agent console (docs/product.md §3.4 "Live agent flow"): requests, concurrent chats, conversations and history,
 * routed with wouter under any base path. The site mounts it at /admin/chatbot-agent, and inside the
 * mini-screen modal with `memoryLocation` so the modal's navigation leaves the page URL alone.
 */
import { useState } from 'react';
import { Link, Route, Router, Switch } from 'wouter';
import { memoryLocation as createMemoryLocation } from 'wouter/memory-location';
import type { AgentClient } from '../client/agent-client';
import { useAgentSnapshot } from '../client/use-agent';
import { consoleTexts } from '../constants';
import { ConsoleHeader } from './ConsoleHeader';
import { HistoryView } from './HistoryView';
import { TranscriptView } from './TranscriptView';
import { useDesktopAlerts } from './use-desktop-alerts';
import { Workspace } from './Workspace';
import './AgentConsole.css';

export interface AgentConsoleProps {
  client: AgentClient;
  /** Where the console lives in the page URL, e.g. '/admin/chatbot-agent'. Ignored with memoryLocation. */
  base?: string;
  /** Keep the console's navigation in memory (the mini-screen modal). */
  memoryLocation?: boolean;
  /** With memoryLocation: the view to start on, e.g. '/chats/<id>'. */
  initialPath?: string;
}

function ConsoleViews({ client }: { client: AgentClient }) {
  const snapshot = useAgentSnapshot(client);
  const connected = snapshot.connection === 'connected';
  const desktopAlerts = useDesktopAlerts(client);

  if (snapshot.connection === 'unauthorized') {
    return (
      <div className="ac-unauthorized" role="alert">
        <h1 className="ac-title">Agent console</h1>
        <p>{consoleTexts.unauthorized}</p>
      </div>
    );
  }

  return (
    <>
      <ConsoleHeader
        snapshot={snapshot}
        onSetAvailable={(isAvailable) => void client.setAvailable(isAvailable)}
        onSetSound={(enabled) => void client.setSoundEnabled(enabled)}
        onSetDesktopAlerts={desktopAlerts.toggle}
        onSetMaxChats={(maxChats) => void client.setMaxChats(maxChats)}
        desktopAlertsProblem={desktopAlerts.problem}
      />
      <nav className="ac-views" aria-label="Console views">
        <Link
          href="/"
          className={(active) => (active ? 'ac-view-link ac-view-link--active' : 'ac-view-link')}
        >
          {consoleTexts.liveChats}
          {snapshot.unreadTotal > 0 && (
            <span className="ac-visually-hidden">, {snapshot.unreadTotal} unread</span>
          )}
        </Link>
        <Link
          href="/history"
          className={(active) => (active ? 'ac-view-link ac-view-link--active' : 'ac-view-link')}
        >
          {consoleTexts.history}
        </Link>
      </nav>
      <Switch>
        <Route path="/">
          <Workspace client={client} snapshot={snapshot} />
        </Route>
        <Route path="/chats/:chatId">
          {(params) => <Workspace client={client} snapshot={snapshot} chatId={params.chatId} />}
        </Route>
        <Route path="/history">
          <HistoryView client={client} connected={connected} />
        </Route>
        <Route path="/history/:chatId">
          {(params) => <TranscriptView client={client} chatId={params.chatId} connected={connected} />}
        </Route>
        <Route>
          <p role="alert">This page of the console does not exist.</p>
        </Route>
      </Switch>
    </>
  );
}

export function AgentConsole({
  client,
  base = '',
  memoryLocation = false,
  initialPath = '/',
}: AgentConsoleProps) {
  // One in-memory history per mounted console; created once (the hook must not change between renders).
  const [memory] = useState(() => (memoryLocation ? createMemoryLocation({ path: initialPath }) : null));
  return (
    <div className="ac-console" role="region" aria-label="Agent console">
      {memory ? (
        <Router hook={memory.hook}>
          <ConsoleViews client={client} />
        </Router>
      ) : (
        <Router base={base}>
          <ConsoleViews client={client} />
        </Router>
      )}
    </div>
  );
}
