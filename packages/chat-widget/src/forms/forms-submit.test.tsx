import { CHAT_SESSION_HEADER, chatMessages } from '@ohmstead/contracts/chat';
import { waitFor, within } from '@testing-library/dom';
import { render } from 'preact';
import { act } from 'preact/test-utils';
import { describe, expect, it } from 'vitest';
import {
  addFormMessage,
  captchaMounts,
  chooseFiles,
  click,
  container,
  fakeCaptcha,
  fakeFetch,
  fetchMock,
  field,
  fillValid,
  json,
  makeStore,
  mount,
  setUpFormTests,
  sizedFile,
  submitButton,
  user,
} from '../../testing/forms-fixtures';
import { STORAGE_KEYS } from '../constants';
import { ChatFormMessage } from './ChatFormMessage';

setUpFormTests();

/** The contact form's fields as fillValid types them, as they are sent: trimmed, with the default topic. */
const SENT_FIELDS = {
  firstName: 'Ada',
  lastName: 'Lovelace',
  contact: '01234567890',
  email: 'ada@example.com',
  message: 'The charger blinks red.',
  topic: 'general',
};

describe('ChatFormMessage: submitting (docs/product.md §3.4, §3.7)', () => {
  const callsTo = (part: string) => fetchMock.mock.calls.filter(([url]) => String(url).includes(part));

  /** A guest's store whose agent service answers the form when the test calls `answerAgent`. */
  function guestStoreWithHeldAgent() {
    let answer: (response: Response) => void = () => {};
    // The guest's session, issued with an earlier answer (a form follows one), goes with the form.
    const session = 'Issued-by-the-server-0000000000000000000000';
    localStorage.setItem(STORAGE_KEYS.chatSessionId, session);
    const store = makeStore(
      null,
      fakeFetch(() => new Promise<Response>((resolve) => (answer = resolve))),
      localStorage,
    );
    return { store, session, answerAgent: (response: Response) => answer(response) };
  }

  it('marks the form sent at once, posts the multipart form, then records it with the ticket key', async () => {
    const { store, session, answerAgent } = guestStoreWithHeldAgent();
    const { message } = mount(store, 'contact');
    fillValid();
    chooseFiles([sizedFile('photo.jpg', 'image/jpeg', 10), sizedFile('manual.pdf', 'application/pdf', 10)]);
    click(submitButton());

    // Successful before the server has answered: the thank-you replaces the form.
    const sent = store.messages.peek().find((candidate) => candidate.id === message.id)!;
    expect(sent.formSubmitted).toBe(true);
    expect(sent.formSubmitSuccess).toBe(true);
    expect(within(container).getByText(chatMessages.formSuccess)).toBeTruthy();
    expect(container.querySelector('form')).toBeNull();

    const [agentCall] = callsTo('/agent-service/');
    expect(agentCall![0]).toBe('http://localhost/agent-service/contact-us-chatbot?username=guest');
    const init = agentCall![1]!;
    expect(init.method).toBe('POST');
    expect(init.credentials).toBeUndefined();
    expect((init.headers as Record<string, string>)[CHAT_SESSION_HEADER]).toBe(session);
    expect((init.headers as Record<string, string>).authorization).toBeUndefined();
    const body = init.body as FormData;
    expect(
      Object.fromEntries(
        [...body.keys()].filter((key) => key !== 'files').map((key) => [key, body.get(key)]),
      ),
    ).toEqual({ ...SENT_FIELDS, recaptcha: 'proof-1' });
    expect(body.getAll('files').map((file) => (file as File).name)).toEqual(['photo.jpg', 'manual.pdf']);
    // The server checks the fields and the captcha before it reads a file: they must come first.
    expect([...body.keys()].slice(-2)).toEqual(['files', 'files']);
    expect(callsTo('/contact_form')).toHaveLength(0);

    await act(async () => answerAgent(json({ responseStatusCode: 200, message: 'Created', key: 'SUP-42' })));
    await waitFor(() => expect(callsTo('/contact_form')).toHaveLength(1));
    const [recordUrl, recordInit] = callsTo('/contact_form')[0]!;
    expect(recordUrl).toBe('http://localhost/bot/crm/contact_form?username=guest&jira_id=SUP-42');
    expect(recordInit!.method).toBe('POST');
    expect(recordInit!.credentials).toBeUndefined();
    expect((recordInit!.headers as Record<string, string>)['content-type']).toBe('application/json');
    expect(JSON.parse(recordInit!.body as string)).toEqual({ kind: 'contact', ...SENT_FIELDS });
    expect(within(container).getByText(chatMessages.formSuccess)).toBeTruthy();
  });

  it('sends the images form with SerialNumber, the user name and token, to the current bot', async () => {
    const store = makeStore(user);
    expect(store.bot.peek()).toBe('IA');
    const { message } = mount(store, 'images');
    fillValid('images');
    click(submitButton());
    await waitFor(() => expect(callsTo('/contact_form')).toHaveLength(1));

    const sent = store.messages.peek().find((candidate) => candidate.id === message.id)!;
    expect(sent.imageFormSubmitted).toBe(true);
    expect(sent.imageFormSubmitSuccess).toBe(true);
    expect(sent.formSubmitted).toBeUndefined();

    const [agentUrl, agentInit] = callsTo('/agent-service/')[0]!;
    expect(agentUrl).toBe('http://localhost/agent-service/submit-image-form?username=jdoe');
    expect((agentInit!.headers as Record<string, string>).authorization).toBe('Bearer token-1');
    const body = agentInit!.body as FormData;
    // A signed-in user's name and contact come from the account (read-only).
    expect(body.get('firstName')).toBe('Jane');
    expect(body.get('contact')).toBe('01234567890');
    expect(body.get('email')).toBe('ada@example.com');
    expect(body.get('SerialNumber')).toBe('123456');
    expect(body.get('message')).toBe('The charger blinks red.');
    expect(body.has('topic')).toBe(false);

    const [recordUrl, recordInit] = callsTo('/contact_form')[0]!;
    expect(recordUrl).toBe('http://localhost/bot/ia/contact_form?username=jdoe&jira_id=SUP-42');
    expect((recordInit!.headers as Record<string, string>).authorization).toBe('Bearer token-1');
    expect(JSON.parse(recordInit!.body as string)).toMatchObject({ kind: 'images', SerialNumber: '123456' });
  });

  it('shows the failure text above the form again when the agent service refuses, values kept', async () => {
    const store = makeStore(
      null,
      fakeFetch(async () => json({ responseStatusCode: 500, message: 'down' }, 500)),
    );
    const { message } = mount(store, 'contact');
    fillValid();
    chooseFiles([sizedFile('photo.jpg', 'image/jpeg', 10)]);
    const mountsBefore = captchaMounts;
    click(submitButton());

    await waitFor(() => expect(within(container).getByText(chatMessages.formFailure)).toBeTruthy());
    expect(within(container).getByRole('alert', { name: '' }).textContent).toBe(chatMessages.formFailure);
    const failed = store.messages.peek().find((candidate) => candidate.id === message.id)!;
    expect(failed.formSubmitted).toBe(true);
    expect(failed.formSubmitSuccess).toBe(false);
    expect(field(/^First name/).value).toBe('  Ada ');
    expect(field(/^Message/).value).toBe(' The charger blinks red. ');
    expect(within(container).getByText('photo.jpg')).toBeTruthy();
    // The captcha starts over: a fresh one, and Submit waits for it.
    expect(captchaMounts).toBeGreaterThan(mountsBefore);
    expect(submitButton().disabled).toBe(true);
    expect(within(container).getByText('Please complete the reCAPTCHA')).toBeTruthy();
    expect(callsTo('/contact_form')).toHaveLength(0);

    click(within(container).getByRole('button', { name: 'Solve captcha' }));
    expect(submitButton().disabled).toBe(false);
  });

  it('treats a network error like a refusal', async () => {
    const store = makeStore(
      null,
      fakeFetch(async () => {
        throw new TypeError('Failed to fetch');
      }),
    );
    mount(store, 'images');
    fillValid('images');
    click(submitButton());
    await waitFor(() => expect(within(container).getByText(chatMessages.formFailure)).toBeTruthy());
    expect(field(/^Serial Number/).value).toBe(' 123456 ');
  });

  it('keeps the values when the panel shows the thank-you in its place and then the form again', async () => {
    const { store, answerAgent } = guestStoreWithHeldAgent();
    const message = addFormMessage(store, 'contact');
    // The panel's MessageItem: the form only while it is not done.
    function PanelLike() {
      const current = store.messages.value.find((candidate) => candidate.id === message.id)!;
      if (current.formSubmitted && current.formSubmitSuccess) return <p>{chatMessages.formSuccess}</p>;
      return <ChatFormMessage store={store} message={current} kind="contact" captcha={fakeCaptcha} />;
    }
    act(() => render(<PanelLike />, container));
    fillValid();
    click(submitButton());
    expect(container.querySelector('form')).toBeNull();

    await act(async () => answerAgent(json({ responseStatusCode: 500, message: 'down' }, 500)));
    await waitFor(() => expect(within(container).getByText(chatMessages.formFailure)).toBeTruthy());
    expect(field(/^Last name/).value).toBe('Lovelace ');
    // An e-mail input sanitises its own value: no surrounding spaces.
    expect(field(/^Email/).value).toBe('ada@example.com');
    expect(submitButton().disabled).toBe(true);
  });
});
