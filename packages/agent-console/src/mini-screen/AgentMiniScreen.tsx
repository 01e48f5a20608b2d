/** @jsxImportSource react */
import { type ReactNode, useState } from 'react';
import type { AgentClient } from '../client/agent-client';
import { useAgentSnapshot } from '../client/use-agent';
import { RobotIcon } from '../notification/RobotIcon';
import { miniScreenTexts as texts } from './mini-screen-words';
import { MiniScreenDialog } from './MiniScreenDialog';
import './AgentMiniScreen.css';

export interface AgentMiniScreenProps {
  client: AgentClient;
  /** The console shown inside (the host decides how it routes: in memory, off the page's URL). */
  renderConsole: () => ReactNode;
}

/**
 * The agent's chat from any page (docs/product.md §3.2): a round button at the bottom left, only while the agent
 * is available (§3.4), opening the console in an extra-large modal. An open modal stays until closed,
 * even if the agent goes offline inside it, so nothing is taken away mid-sentence.
 */
export function AgentMiniScreen({ client, renderConsole }: AgentMiniScreenProps) {
  const { state } = useAgentSnapshot(client);
  const [open, setOpen] = useState(false);
  const available = !!state?.isAvailable;

  return (
    <>
      {available && (
        <button
          type="button"
          className="agent-mini-screen__open"
          aria-label={texts.open}
          aria-haspopup="dialog"
          aria-expanded={open}
          onClick={() => setOpen(true)}
        >
          <RobotIcon size={30} />
        </button>
      )}
      {open && <MiniScreenDialog onClose={() => setOpen(false)}>{renderConsole()}</MiniScreenDialog>}
    </>
  );
}
