/** @jsxImportSource react */
import type { TransferTarget } from '@ohmstead/contracts/live-chat';
import { type FormEvent, useId, useRef, useState } from 'react';
import type { AgentClient } from '../client/agent-client';
import { consoleTexts } from '../constants';
import { Dialog } from '../dialog/Dialog';
import { NoteField } from './NoteField';

interface TransferChatProps {
  client: Pick<AgentClient, 'transferTargets' | 'transfer'>;
  chatId: string;
  customerName: string;
}

type Targets = { state: 'loading' } | { state: 'ready'; agents: TransferTarget[] };

/**
 * 'Transfer': a dialog that lists the agents who could take the chat now (asked each time it opens), with
 * an optional note for them; a refusal (the agent went away meanwhile) is said in the dialog, which stays.
 */
export function TransferChat({ client, chatId, customerName }: TransferChatProps) {
  const [open, setOpen] = useState(false);
  const [targets, setTargets] = useState<Targets>({ state: 'loading' });
  const [chosen, setChosen] = useState('');
  const [note, setNote] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const openerRef = useRef<HTMLButtonElement>(null);
  const titleId = useId();
  const selectId = useId();

  async function show() {
    setOpen(true);
    setError(null);
    setTargets({ state: 'loading' });
    try {
      const agents = await client.transferTargets();
      setTargets({ state: 'ready', agents });
      setChosen((current) =>
        agents.some((agent) => agent.agent_sid === current) ? current : (agents[0]?.agent_sid ?? ''),
      );
    } catch (failure) {
      setTargets({ state: 'ready', agents: [] });
      setError(failure instanceof Error ? failure.message : String(failure));
    }
  }

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (!chosen || sending) return;
    setSending(true);
    setError(null);
    try {
      await client.transfer(chatId, chosen, note.trim());
      setNote('');
      setOpen(false);
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : String(failure));
    } finally {
      setSending(false);
    }
  }

  const agents = targets.state === 'ready' ? targets.agents : [];
  return (
    <>
      <button ref={openerRef} type="button" className="ac-button" onClick={() => void show()}>
        {consoleTexts.transfer.transfer}
      </button>
      {open && (
        <Dialog
          className="ac-transfer"
          aria-labelledby={titleId}
          onDismiss={() => setOpen(false)}
          returnFocusTo={openerRef}
        >
          <form className="ac-composer" onSubmit={(event) => void onSubmit(event)}>
            <h2 id={titleId}>{consoleTexts.transfer.title(customerName)}</h2>
            {targets.state === 'loading' ? (
              <p className="ac-muted" role="status">
                {consoleTexts.transfer.loading}
              </p>
            ) : agents.length === 0 ? (
              <p className="ac-muted" role="status">
                {consoleTexts.transfer.none}
              </p>
            ) : (
              <>
                <label htmlFor={selectId} className="ac-composer-label">
                  {consoleTexts.transfer.toAgent}
                </label>
                <select id={selectId} value={chosen} onChange={(event) => setChosen(event.target.value)}>
                  {agents.map((agent) => (
                    <option key={agent.agent_sid} value={agent.agent_sid}>
                      {consoleTexts.transfer.target(agent)}
                    </option>
                  ))}
                </select>
                <NoteField label={consoleTexts.transfer.noteLabel} rows={3} value={note} onChange={setNote} />
              </>
            )}
            {error && (
              <p className="ac-error" role="alert">
                {error}
              </p>
            )}
            <div className="ac-actions">
              <button
                type="submit"
                className="ac-button ac-button--primary"
                disabled={!chosen || agents.length === 0 || sending}
                aria-busy={sending}
              >
                {consoleTexts.transfer.confirm}
              </button>
              <button type="button" className="ac-button" onClick={() => setOpen(false)}>
                {consoleTexts.cancel}
              </button>
            </div>
          </form>
        </Dialog>
      )}
    </>
  );
}
