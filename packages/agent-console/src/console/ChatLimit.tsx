/** @jsxImportSource react */
import { AGENT_MAX_CHATS_LIMIT, type AgentState } from '@ohmstead/contracts/live-chat';
import { useId } from 'react';
import { consoleTexts } from '../constants';

interface ChatLimitProps {
  state: AgentState;
  /** The agent's active chats, as the console lists them. */
  active: number;
  disabled: boolean;
  onSetMaxChats: (maxChats: number) => void;
}

const CHOICES = Array.from({ length: AGENT_MAX_CHATS_LIMIT }, (_, index) => index + 1);

/**
 * The agent's own limit of active chats (docs/decisions/0051-transfer-and-capacity.md), beside how many they
 * have: the server refuses an accept beyond it, and automatic assignment gives them no more.
 */
export function ChatLimit({ state, active, disabled, onSetMaxChats }: ChatLimitProps) {
  const selectId = useId();
  return (
    <p className="ac-chat-limit">
      <label htmlFor={selectId}>{consoleTexts.transfer.maxChats}</label>{' '}
      <select
        id={selectId}
        value={state.maxChats}
        disabled={disabled}
        onChange={(event) => onSetMaxChats(Number(event.target.value))}
      >
        {CHOICES.map((choice) => (
          <option key={choice} value={choice}>
            {choice}
          </option>
        ))}
      </select>{' '}
      <span className="ac-muted">
        {consoleTexts.transfer.activeChats(active, state.maxChats)}
        {state.autoAssign && <> · {consoleTexts.transfer.autoAssign}</>}
      </span>
    </p>
  );
}
