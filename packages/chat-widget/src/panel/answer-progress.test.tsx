import { answerStreamEvent } from '@ohmstead/contracts/answer-stream';
import { render } from 'preact';
import { act } from 'preact/test-utils';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { testChatStore } from '../../testing/test-chat-store';
import { controlledAnswerStream, delta, memoryStorage, testBotAnswer } from '../../testing/test-fixtures';
import { PanelContext } from '../ui/panel-context';
import { Panel } from './Panel';

const ANSWER = testBotAnswer({
  message: 'Use <b>800 V</b> **DC**.\n\n_Source: Products › Power Blade_',
  html: '<p>Use &lt;b&gt;800 V&lt;/b&gt; <strong>DC</strong>.</p>\n<p><em>Source: Products › Power Blade</em></p>\n',
  sources: [{ document: 'Products', section: 'Power Blade' }],
});

let container: HTMLElement;
afterEach(() => {
  act(() => render(null, container));
  container.remove();
});

function renderPanel() {
  const stream = controlledAnswerStream();
  const storage = memoryStorage();
  const fetchMock = vi.fn<typeof fetch>(async () => stream.response);
  const store = testChatStore({ storage, fetch: fetchMock });
  container = document.createElement('div');
  document.body.append(container);
  act(() =>
    render(
      <PanelContext.Provider value={{ store, root: null }}>
        <Panel onMinimise={() => {}} />
      </PanelContext.Provider>,
      container,
    ),
  );
  const log = container.querySelector<HTMLElement>('[role="log"]')!;
  const draft = () => container.querySelector<HTMLElement>('.cw-draft');
  const statuses = () =>
    [...container.querySelectorAll('[role="status"]')].filter((status) =>
      status.textContent?.includes('The assistant is writing an answer'),
    );
  return { store, stream, log, draft, statuses };
}

describe('the answer as it is written, in the panel (docs/decisions/0030-streaming-answers.md)', () => {
  it('shows the typing dots, then the words as plain text outside the live log, then the answer’s HTML in it', async () => {
    const { store, stream, log, draft, statuses } = renderPanel();
    let asked!: Promise<unknown>;
    act(() => void (asked = store.send('What does the Power Blade take?')));
    expect(container.querySelector('.cw-typing .cw-dots')).not.toBeNull();
    expect(statuses()).toHaveLength(1);

    await act(async () => {
      stream.send(delta('Use <b>800 V</b> '));
      await vi.waitFor(() => expect(store.draft.value).not.toBe(''));
    });
    expect(draft()!.querySelector('.cw-bubble')!.textContent).toBe('Use <b>800 V</b> ');
    // Escaped text: the model's half-written words never become elements.
    expect(draft()!.querySelector('b')).toBeNull();
    expect(draft()!.getAttribute('aria-busy')).toBe('true');
    // Not in the live log (it would be read out word by word), and the status is still the one said.
    expect(log.contains(draft())).toBe(false);
    expect(container.querySelector('.cw-typing .cw-dots')).toBeNull();
    expect(statuses()).toHaveLength(1);

    await act(async () => {
      stream.send(delta('**DC**.'));
      await vi.waitFor(() => expect(store.draft.value).toBe('Use <b>800 V</b> **DC**.'));
    });
    expect(draft()!.textContent).toContain('Use <b>800 V</b> **DC**.');

    await act(async () => {
      stream.send(answerStreamEvent({ event: 'answer', data: ANSWER }));
      stream.end();
      await asked;
    });
    expect(draft()).toBeNull();
    expect(statuses()).toHaveLength(0);
    // The answer arrives once, in the log: its HTML, sanitised, with the source line.
    const answer = log.querySelector('.cw-message-system .cw-formatted')!;
    expect(answer.querySelector('strong')!.textContent).toBe('DC');
    expect(answer.textContent).toContain('Source: Products › Power Blade');
  });
});
