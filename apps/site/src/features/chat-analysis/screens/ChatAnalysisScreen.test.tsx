import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { saveSession } from '@/lib/session';
import { stubResizeObserver } from '@/test/stub-resize-observer';
import { storedUser } from '@/test/users';
import { Where } from '@/test/where';
import { chatAnalysisWords as t } from '../chat-analysis-words';
import { analysisData } from '../components/fixtures';
import { ChatAnalysisScreen } from './ChatAnalysisScreen';

/** The four figure calls answered from the fixtures; every request recorded. */
function serve(data = analysisData()) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL, _init?: RequestInit) => {
    const url = new URL(String(input), 'http://site.test');
    const name = url.pathname.split('/').at(-1);
    const body =
      name === 'GetOverview'
        ? data.overview
        : name === 'GetQuestions'
          ? data.questions
          : name === 'GetHandoffs'
            ? data.handoffs
            : data.safety;
    return Response.json(body);
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}
const calls = (fetchMock: ReturnType<typeof serve>) =>
  fetchMock.mock.calls.map(([input]) => new URL(String(input), 'http://site.test'));

const renderScreen = (path = '/admin/chatbot-analysis') =>
  render(
    <MemoryRouter initialEntries={[path]}>
      <ChatAnalysisScreen />
      <Where withPath />
    </MemoryRouter>,
  );

describe('ChatAnalysisScreen', () => {
  beforeEach(() => {
    localStorage.clear();
    saveSession(storedUser({ token: 'manager-token', roles: ['Manager'] }));
    stubResizeObserver();
  });
  afterEach(() => vi.unstubAllGlobals());

  it('asks for the last 30 days in the viewer’s time zone and shows every figure', async () => {
    const fetchMock = serve();
    renderScreen();
    expect(screen.getByRole('status').textContent).toBe('Loading…');
    expect(await screen.findByRole('link', { name: /Conversations\s*212/ })).toBeTruthy();
    const asked = calls(fetchMock);
    expect(asked.map((url) => url.pathname.split('/').at(-1)).sort()).toEqual([
      'GetHandoffs',
      'GetOverview',
      'GetQuestions',
      'GetSafety',
    ]);
    const { searchParams } = asked[0]!;
    expect(searchParams.get('tz')).toBeTruthy();
    const days =
      (new Date(searchParams.get('to')!).getTime() - new Date(searchParams.get('from')!).getTime()) /
      86_400_000;
    expect(Math.round(days)).toBe(30);
    const init = fetchMock.mock.calls[0]![1] as RequestInit;
    expect((init.headers as Record<string, string>).Authorization).toBe('Bearer manager-token');

    expect(screen.getByRole('heading', { level: 1, name: t.title })).toBeTruthy();
    const top = screen.getByRole('table', { name: t.questions.caption });
    expect(within(top).getByRole('rowheader', { name: 'what is the power router' })).toBeTruthy();
    const outcomes = screen.getByRole('table', { name: t.handoffs.outcomesCaption });
    expect(within(outcomes).getByRole('row', { name: /No agent available 5/ })).toBeTruthy();
    expect(screen.getByText('42 s')).toBeTruthy();
    expect(screen.getByText('3 min 5 s')).toBeTruthy();
    expect(screen.getByRole('table', { name: t.safety.caption })).toBeTruthy();
  });

  it('links every figure to the list behind it, for the same period', async () => {
    serve();
    renderScreen('/admin/chatbot-analysis?from=2026-11-01T00%3A00%3A00.000Z&to=2026-11-14T23%3A59%3A59.999Z');
    const unanswered = await screen.findByRole('link', { name: /Questions the bot could not answer\s*37/ });
    const link = new URL(unanswered.getAttribute('href')!, 'http://site.test');
    expect(link.pathname).toBe('/admin/chatbot-analysis/conversations');
    expect(Object.fromEntries(link.searchParams)).toEqual({
      unanswered: 'true',
      from: '2026-11-01T00:00:00.000Z',
      to: '2026-11-14T23:59:59.999Z',
    });
    const top = screen.getByRole('table', { name: t.questions.caption });
    const question = within(top).getByRole('row', { name: /how much does a power blade cost/ });
    const [asked, notAnswered] = within(question).getAllByRole('link');
    expect(asked!.getAttribute('href')).toContain('question=how+much+does+a+power+blade+cost');
    expect(notAnswered!.getAttribute('href')).toContain('unanswered=true');
    const outcomes = screen.getByRole('table', { name: t.handoffs.outcomesCaption });
    expect(within(outcomes).getByRole('link', { name: '5' }).getAttribute('href')).toMatch(
      /^\/admin\/chatbot-analysis\/handoffs\?outcome=no-agent&from=/,
    );
    const safety = screen.getByRole('table', { name: t.safety.caption });
    expect(within(safety).getByRole('link', { name: '5' }).getAttribute('href')).toContain(
      'version=2026-11-21a',
    );
    // Zero has nothing behind it.
    expect(
      within(outcomes)
        .getByRole('row', { name: /Still waiting 0/ })
        .querySelector('a'),
    ).toBeNull();
  });

  it('shows the answers marked not helpful right after the unanswered questions, each opening its transcript', async () => {
    serve();
    renderScreen();
    const table = await screen.findByRole('table', { name: t.questions.markedDownCaption });
    const headings = screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);
    expect(headings.indexOf(t.questions.markedDownTitle)).toBe(
      headings.indexOf(t.questions.unansweredTitle) + 1,
    );
    const card = screen.getByRole('region', { name: t.questions.markedDownTitle });
    expect(card.textContent).toContain(t.questions.markedDownIntro(64, 9));
    expect(t.questions.markedDownIntro(64, 9)).toContain('73 answers');
    const row = within(table).getByRole('row', { name: /How much does a Power Blade cost\?/ });
    expect(within(row).getByRole('rowheader').textContent).toBe('How much does a Power Blade cost?');
    expect(row.textContent).toContain('I could not find that');
    expect(row.textContent).toContain('CRM');
    const transcript = within(row).getByRole('link', { name: /^Transcript of the conversation, answer of / });
    expect(transcript.getAttribute('href')).toBe(
      '/admin/chatbot-analysis/transcript?conversation=fixture-conversation-blade',
    );
    expect(within(table).getAllByRole('row')).toHaveLength(3);
  });

  it('keeps a chosen period in the URL and asks again for it', async () => {
    const fetchMock = serve();
    renderScreen();
    await screen.findByRole('link', { name: /Conversations\s*212/ });
    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2026-10-01' } });
    await waitFor(() => expect(screen.getByTestId('where').textContent).toContain('from='));
    await waitFor(() => expect(calls(fetchMock).length).toBe(8));
    expect(new Date(calls(fetchMock).at(-1)!.searchParams.get('from')!).getDate()).toBe(1);
  });

  it('shows what an empty period holds', async () => {
    serve(analysisData(true));
    renderScreen();
    expect(await screen.findByText(t.questions.none)).toBeTruthy();
    expect(screen.getByText(t.questions.noneUnanswered)).toBeTruthy();
    expect(screen.getByText(t.questions.noneMarkedDown)).toBeTruthy();
    expect(screen.getByText(t.safety.none)).toBeTruthy();
  });

  it('shows why the figures could not be loaded, with a retry', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () =>
        Response.json(
          { responseStatusCode: 403, message: 'You do not have permission to do this.' },
          { status: 403 },
        ),
      ),
    );
    renderScreen();
    expect((await screen.findByRole('alert')).textContent).toContain(
      'You do not have permission to do this.',
    );
    serve();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('link', { name: /Conversations\s*212/ })).toBeTruthy();
  });
});
