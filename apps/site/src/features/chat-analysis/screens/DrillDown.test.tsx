import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { page } from '@/lib/fake-answers';
import { saveSession } from '@/lib/session';
import { storedUser } from '@/test/users';
import { Where } from '@/test/where';
import { chatAnalysisWords as t } from '../chat-analysis-words';
import { conversationRows, handoffRows, transcript } from '../components/fixtures';
import { CHAT_ANALYSIS_VIEWS } from '../paths';
import { ConversationsScreen } from './ConversationsScreen';
import { HandoffsScreen } from './HandoffsScreen';
import { TranscriptScreen } from './TranscriptScreen';

function serve(answer: (url: URL) => unknown) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL) =>
    Response.json(answer(new URL(String(input), 'http://site.test'))),
  );
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}
const urls = (fetchMock: ReturnType<typeof serve>) =>
  fetchMock.mock.calls.map(([input]) => new URL(String(input), 'http://site.test'));

const renderAt = (path: string) =>
  render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path={CHAT_ANALYSIS_VIEWS.conversations} element={<ConversationsScreen />} />
        <Route path={CHAT_ANALYSIS_VIEWS.handoffs} element={<HandoffsScreen />} />
        <Route path={CHAT_ANALYSIS_VIEWS.transcript} element={<TranscriptScreen />} />
      </Routes>
      <Where withPath />
    </MemoryRouter>,
  );

describe('the drill-down of CRM Chat Bot Analysis', () => {
  beforeEach(() => {
    localStorage.clear();
    saveSession(storedUser({ roles: ['Admin'] }));
  });
  afterEach(() => vi.unstubAllGlobals());

  it('lists the conversations behind a figure with its filters sent to the server', async () => {
    const fetchMock = serve(() => page(conversationRows));
    renderAt(
      `${CHAT_ANALYSIS_VIEWS.conversations}?unanswered=true&question=what+is+the+power+router&from=2026-11-01T00%3A00%3A00.000Z`,
    );
    const table = await screen.findByRole('table', { name: t.conversationList.caption });
    const [sent] = urls(fetchMock);
    expect(sent!.pathname).toBe('/api/ChatAnalysis/GetConversations');
    expect(sent!.searchParams.get('unanswered')).toBe('true');
    expect(sent!.searchParams.get('question')).toBe('what is the power router');
    expect(sent!.searchParams.get('tz')).toBeTruthy();
    expect(screen.getByText(t.conversationList.question('what is the power router'))).toBeTruthy();
    expect(screen.getByRole('checkbox', { name: t.conversationList.unansweredOnly })).toHaveProperty(
      'checked',
      true,
    );
    const first = within(table).getAllByRole('row')[1]!;
    expect(within(first).getByRole('rowheader').textContent).toBe('guest');
    expect(first.textContent).toContain('What is the Power Router?');

    await userEvent.selectOptions(screen.getByLabelText(t.conversationList.bot), 'ia');
    await waitFor(() => expect(urls(fetchMock).at(-1)!.searchParams.get('bot')).toBe('ia'));
    await userEvent.click(screen.getByRole('button', { name: t.conversationList.clearQuestion }));
    await waitFor(() => expect(urls(fetchMock).at(-1)!.searchParams.has('question')).toBe(false));
    expect(screen.getByTestId('where').textContent).toContain('bot=ia');

    // The CSV export asks the same list with format=csv.
    const exported = vi.fn(async () => new Response('a,b\n', { headers: { 'Content-Type': 'text/csv' } }));
    vi.stubGlobal('fetch', exported);
    // jsdom has no object URLs and no downloads: the test stands in for both, and puts them back.
    const { createObjectURL, revokeObjectURL } = URL;
    Object.assign(URL, { createObjectURL: () => 'blob:csv', revokeObjectURL: () => {} });
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    onTestFinished(() => {
      Object.assign(URL, { createObjectURL, revokeObjectURL });
      click.mockRestore();
    });
    await userEvent.click(screen.getByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(exported).toHaveBeenCalled());
    const csv = new URL(String((exported.mock.calls[0] as unknown[])[0]), 'http://site.test');
    expect(csv.searchParams.get('format')).toBe('csv');
    expect(csv.searchParams.get('bot')).toBe('ia');
  });

  it('opens a conversation’s transcript and leads back to the list', async () => {
    serve((url) => (url.pathname.endsWith('GetTranscript') ? transcript : page(conversationRows)));
    renderAt(`${CHAT_ANALYSIS_VIEWS.conversations}?bot=crm`);
    const table = await screen.findByRole('table', { name: t.conversationList.caption });
    await userEvent.click(within(table).getByRole('link', { name: /^Transcript of guest/ }));
    const turns = await screen.findByRole('list', { name: t.transcript.caption });
    expect(screen.getByTestId('where').textContent).toBe(
      `${CHAT_ANALYSIS_VIEWS.transcript}?conversation=conv-1`,
    );
    const items = within(turns).getAllByRole('listitem');
    expect(items.map((item) => item.querySelector('.transcript__who')!.textContent)).toEqual([
      t.transcript.who.question,
      t.transcript.who.answer,
      t.transcript.who.question,
      t.transcript.who.answer,
      t.transcript.who.question,
      t.transcript.who.answer,
      t.transcript.who['handoff-requested'],
      t.transcript.who['handoff-assigned'],
      t.transcript.agentNamed('Alex Morgan'),
      t.transcript.noteBy('Alex Morgan'),
    ]);
    expect(items[1]!.textContent).toContain('Sources: Products › Power Router');
    expect(within(items[3]!).getByText(t.transcript.unanswered)).toBeTruthy();
    expect(within(items[5]!).getByText(t.transcript.intent(t.intents.labels['live-agent']))).toBeTruthy();
    expect(items[7]!.textContent).toContain(t.transcript.assigned('Alex Morgan'));
    // An internal note is marked as one, apart from what the customer was sent.
    expect(items[9]!.classList.contains('transcript__turn--agent-note')).toBe(true);
    // What a customer typed is text, never markup.
    expect(items[2]!.textContent).toContain('How much does a <b>Power Blade</b> cost?');
    expect(items[2]!.querySelector('b')).toBeNull();
    // Every turn is shown: no note that some were left out.
    expect(screen.queryByText(/^Showing the first/)).toBeNull();

    await userEvent.click(screen.getByRole('link', { name: t.back }));
    expect(screen.getByTestId('where').textContent).toBe(`${CHAT_ANALYSIS_VIEWS.conversations}?bot=crm`);
  });

  it('links a hand-off to its transcript, and says so when the conversation is gone', async () => {
    serve(() => page(handoffRows));
    renderAt(`${CHAT_ANALYSIS_VIEWS.handoffs}?outcome=answered`);
    const table = await screen.findByRole('table', { name: t.handoffList.caption });
    const [, answered, refused] = within(table).getAllByRole('row');
    expect(answered!.textContent).toContain('Alex Morgan');
    expect(answered!.textContent).toContain('41 s');
    expect(within(answered!).getByRole('link').getAttribute('href')).toBe(
      `${CHAT_ANALYSIS_VIEWS.transcript}?conversation=conv-1`,
    );
    expect(refused!.textContent).toContain(t.handoffs.outcomes['no-agent']);
    expect(refused!.textContent).toContain(t.handoffList.gone);
  });

  it('says a transcript could not be found', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () =>
        Response.json({ responseStatusCode: 404, message: 'No such conversation.' }, { status: 404 }),
      ),
    );
    renderAt(`${CHAT_ANALYSIS_VIEWS.transcript}?conversation=gone`);
    expect((await screen.findByRole('alert')).textContent).toContain('No such conversation.');
  });
});
