import { CHAT_SESSION_HEADER, chatMessages } from '@ohmstead/contracts/chat';
import { chatFormMessages } from '@ohmstead/contracts/chat-forms';
import { fireEvent, waitFor, within } from '@testing-library/dom';
import { render } from 'preact';
import { useLayoutEffect } from 'preact/hooks';
import { act } from 'preact/test-utils';
import { afterEach, beforeEach, describe, expect, it, type Mock, vi } from 'vitest';
import { defaultConfig } from '../config/widget-config';
import { STORAGE_KEYS } from '../constants';
import { loadLive } from '../panel/chunks';
import type { ChatWidgetUser } from '../public-api';
import { type ChatMessage, messageId } from '../state/chat-message';
import { type ChatStore, createChatStore } from '../state/chat-store';
import { ChatFormMessage } from './ChatFormMessage';
import { type CaptchaFieldProps, type CaptchaRenderer, FormCaptcha } from './FormCaptcha';

// The real widget needs Web Workers and crypto.subtle; the element alone is enough in jsdom.
vi.mock('./altcha-chunk', () => ({ ALTCHA_CSS: '' }));

type FetchMock = Mock<typeof fetch>;
type Kind = 'contact' | 'images';

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

const user: ChatWidgetUser = {
  token: 'token-1',
  userName: 'jdoe',
  firstName: 'Jane',
  lastName: 'Doe',
  contact: '01234567890',
  userId: 7,
  isSafetyCheck: false,
};

/** The agent service creates ticket SUP-42; everything else answers 200. */
function fakeFetch(
  agent: () => Promise<Response> = async () =>
    json({ responseStatusCode: 200, message: 'ok', key: 'SUP-42' }),
) {
  return vi.fn<typeof fetch>(async (url) => (String(url).includes('/agent-service/') ? agent() : json({})));
}

/** A captcha the test solves by hand; it counts its mounts so a reset (remount) shows. */
let captchaMounts = 0;
function FakeCaptcha(props: CaptchaFieldProps) {
  useLayoutEffect(() => {
    captchaMounts += 1;
  }, []);
  return (
    <div>
      <button type="button" onClick={() => props.onToken('proof-1')}>
        Solve captcha
      </button>
      <button type="button" onClick={() => props.onToken('')}>
        Expire captcha
      </button>
    </div>
  );
}
const fakeCaptcha: CaptchaRenderer = (props) => <FakeCaptcha {...props} />;

let container: HTMLDivElement;
let fetchMock: FetchMock;

function makeStore(
  signedIn: ChatWidgetUser | null = null,
  fetchImpl = fakeFetch(),
  storage: Storage | null = null,
): ChatStore {
  fetchMock = fetchImpl;
  vi.stubGlobal('fetch', fetchImpl);
  return createChatStore({
    config: defaultConfig('http://localhost', ''),
    user: signedIn,
    requestedBot: null,
    emit: () => {},
    storage,
    fetch: fetchImpl,
    startTimers: false,
    loadLive,
  });
}

function addFormMessage(store: ChatStore, kind: Kind): ChatMessage {
  const message: ChatMessage = {
    id: messageId(),
    name: 'Assistant',
    avatar: 'bot',
    text: 'Please fill in the form.',
    type: 'message-system',
    timestamp: Date.now(),
    ...(kind === 'images' ? { imageForm: true } : { form: true }),
  };
  store.messages.value = [...store.messages.peek(), message];
  return message;
}

/** Renders the form the way the panel does: from the store's message, gone once it is done. */
function Harness({
  store,
  id,
  kind,
  captcha,
}: {
  store: ChatStore;
  id: string;
  kind: Kind;
  captcha?: CaptchaRenderer;
}) {
  const message = store.messages.value.find((candidate) => candidate.id === id);
  if (!message) return null;
  return <ChatFormMessage store={store} message={message} kind={kind} captcha={captcha ?? fakeCaptcha} />;
}

function mount(store: ChatStore, kind: Kind, captcha?: CaptchaRenderer) {
  const message = addFormMessage(store, kind);
  act(() => render(<Harness store={store} id={message.id} kind={kind} captcha={captcha} />, container));
  return { message, view: within(container) };
}

const field = (label: RegExp) => within(container).getByLabelText<HTMLInputElement>(label);
/** Types into a field; a read-only one cannot be typed into, as in a browser. */
const type = (label: RegExp, value: string) =>
  act(() => {
    if (!field(label).readOnly) fireEvent.input(field(label), { target: { value } });
  });
const blur = (label: RegExp) =>
  act(() => {
    fireEvent.blur(field(label));
  });
const click = (element: HTMLElement) =>
  act(() => {
    fireEvent.click(element);
  });
const submitButton = () => within(container).getByRole<HTMLButtonElement>('button', { name: 'Submit' });

function chooseFiles(files: File[]) {
  const input = field(/^Attachments/);
  Object.defineProperty(input, 'files', { value: files, configurable: true });
  act(() => {
    fireEvent.change(input);
  });
}

function sizedFile(name: string, type: string, size: number): File {
  const file = new File(['x'], name, { type });
  Object.defineProperty(file, 'size', { value: size });
  return file;
}

function fillValid(kind: Kind = 'contact') {
  type(/^First name/, '  Ada ');
  type(/^Last name/, 'Lovelace ');
  type(/^Contact number/, ' 01234567890');
  type(/^Email/, ' ada@example.com ');
  type(kind === 'images' ? /^Description/ : /^Message/, ' The charger blinks red. ');
  if (kind === 'images') type(/^Serial Number/, ' 123456 ');
  click(within(container).getByRole('button', { name: 'Solve captcha' }));
}

const errorOf = (input: HTMLElement) => {
  const id = input.getAttribute('aria-describedby');
  return id ? container.querySelector(`[id="${id}"]`)?.textContent : undefined;
};

beforeEach(() => {
  container = document.createElement('div');
  document.body.append(container);
  captchaMounts = 0;
  vi.spyOn(console, 'error').mockImplementation(() => {});
});

afterEach(() => {
  act(() => render(null, container));
  container.remove();
  vi.restoreAllMocks();
  localStorage.clear();
  vi.unstubAllGlobals();
});

describe('ChatFormMessage: fields and rules (docs/product.md §3.5)', () => {
  it('labels every control and hides errors until a field is touched', () => {
    mount(makeStore(), 'contact');
    for (const label of [
      /^First name/,
      /^Last name/,
      /^Contact number/,
      /^Email/,
      /^Message/,
      /^Attachments/,
    ])
      expect(field(label)).toBeTruthy();
    expect(within(container).getByRole('group', { name: /^Verification/ })).toBeTruthy();
    expect(within(container).queryByText(chatFormMessages.firstNameRequired)).toBeNull();
    expect(field(/^First name/).getAttribute('aria-invalid')).toBeNull();
  });

  it('asks the contact form for its topic, general first; the images form does not', () => {
    mount(makeStore(), 'contact');
    const topic = within(container).getByLabelText<HTMLSelectElement>(/^Topic/);
    expect(topic.value).toBe('general');
    expect([...topic.options].map((option) => option.textContent)).toEqual([
      'General question',
      'Request a quote',
      'Support for an installed Power Router',
    ]);
    act(() => render(null, container));
    mount(makeStore(), 'images');
    expect(within(container).queryByLabelText(/^Topic/)).toBeNull();
  });

  it('shows each message of the contact form once its field is touched', () => {
    mount(makeStore(), 'contact');
    blur(/^First name/);
    expect(errorOf(field(/^First name/))).toBe(chatFormMessages.firstNameRequired);
    expect(field(/^First name/).getAttribute('aria-invalid')).toBe('true');
    blur(/^Last name/);
    expect(errorOf(field(/^Last name/))).toBe(chatFormMessages.lastNameRequired);
    blur(/^Email/);
    expect(errorOf(field(/^Email/))).toBe('Valid email is required');
    type(/^Email/, 'not-an-email');
    expect(errorOf(field(/^Email/))).toBe('Valid email is required');
    blur(/^Message/);
    expect(errorOf(field(/^Message/))).toBe('Message is required (minimum 1 characters)');
    // Contact is optional: an empty one is fine.
    blur(/^Contact number/);
    expect(field(/^Contact number/).getAttribute('aria-invalid')).toBeNull();
  });

  it('wants a contact number of exactly 11 digits', () => {
    mount(makeStore(), 'contact');
    type(/^Contact number/, '0123456789');
    blur(/^Contact number/);
    expect(errorOf(field(/^Contact number/))).toBe('Valid contact number is required (11 digits)');
    type(/^Contact number/, '012345678901');
    expect(errorOf(field(/^Contact number/))).toBe('Valid contact number is required (11 digits)');
    type(/^Contact number/, '0123456789a');
    expect(errorOf(field(/^Contact number/))).toBe('Valid contact number is required (11 digits)');
    type(/^Contact number/, '01234567890');
    expect(field(/^Contact number/).getAttribute('aria-invalid')).toBeNull();
  });

  it('labels the images form message Description and wants a serial number of digits only', () => {
    mount(makeStore(), 'images');
    expect(within(container).queryByLabelText(/^Message/)).toBeNull();
    blur(/^Description/);
    expect(errorOf(field(/^Description/))).toBe('Description is required (minimum 1 characters)');
    blur(/^Serial Number/);
    expect(errorOf(field(/^Serial Number/))).toBe('Serial Number is required');
    type(/^Serial Number/, '12A45');
    expect(errorOf(field(/^Serial Number/))).toBe('Serial Number is required');
    type(/^Serial Number/, '12345');
    expect(field(/^Serial Number/).getAttribute('aria-invalid')).toBeNull();
  });

  it('shows every error, the captcha one too, on a submit attempt and focuses the first', () => {
    mount(makeStore(), 'contact');
    act(() => {
      fireEvent.submit(container.querySelector('form')!);
    });
    const alerts = [
      chatFormMessages.firstNameRequired,
      chatFormMessages.lastNameRequired,
      chatFormMessages.emailInvalid,
      chatFormMessages.messageRequired,
      'Please complete the reCAPTCHA',
    ];
    for (const text of alerts) expect(within(container).getByText(text)).toBeTruthy();
    expect(document.activeElement).toBe(field(/^First name/));
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('keeps Submit disabled until the form is valid and the captcha solved', () => {
    mount(makeStore(), 'contact');
    expect(submitButton().disabled).toBe(true);
    type(/^First name/, 'Ada');
    type(/^Last name/, 'Lovelace');
    type(/^Email/, 'ada@example.com');
    type(/^Message/, 'Hello');
    expect(submitButton().disabled).toBe(true);
    click(within(container).getByRole('button', { name: 'Solve captcha' }));
    expect(submitButton().disabled).toBe(false);
    // An expired proof disables it again and says why.
    click(within(container).getByRole('button', { name: 'Expire captcha' }));
    expect(submitButton().disabled).toBe(true);
    expect(within(container).getByText('Please complete the reCAPTCHA')).toBeTruthy();
  });
});

describe('ChatFormMessage: attachments (docs/product.md §3.5)', () => {
  it('refuses files of other types and over 5MB with the exact messages, and keeps the rest', () => {
    mount(makeStore(), 'contact');
    chooseFiles([
      sizedFile('notes.txt', 'text/plain', 100),
      sizedFile('huge.png', 'image/png', 5 * 1024 * 1024 + 1),
      sizedFile('photo.jpg', 'image/jpeg', 2048),
    ]);
    expect(within(container).getByText('File type "text/plain" is not allowed')).toBeTruthy();
    expect(within(container).getByText('File "huge.png" exceeds the maximum size of 5MB')).toBeTruthy();
    const list = within(container).getByRole('list', { name: 'Attached files' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(1);
    expect(within(list).getByText('photo.jpg')).toBeTruthy();
    expect(field(/^Attachments/).getAttribute('accept')).toBe(
      '.jpeg,.jpg,.png,.gif,.pdf,.doc,.docx,.xls,.xlsx',
    );
    expect(field(/^Attachments/).getAttribute('aria-invalid')).toBe('true');
  });

  it('removes a chosen file with its button', () => {
    mount(makeStore(), 'contact');
    chooseFiles([sizedFile('a.pdf', 'application/pdf', 10), sizedFile('b.png', 'image/png', 10)]);
    click(within(container).getByRole('button', { name: 'Remove a.pdf' }));
    const list = within(container).getByRole('list', { name: 'Attached files' });
    expect(within(list).queryByText('a.pdf')).toBeNull();
    expect(within(list).getByText('b.png')).toBeTruthy();
    expect(document.activeElement).toBe(field(/^Attachments/));
  });
});

describe('ChatFormMessage: signed-in users (docs/product.md §3.4)', () => {
  it('prefills name and contact read-only, and the e-mail from the user name and company domain', () => {
    mount(makeStore(user), 'contact');
    expect(field(/^First name/).value).toBe('Jane');
    expect(field(/^First name/).readOnly).toBe(true);
    expect(field(/^Last name/).value).toBe('Doe');
    expect(field(/^Last name/).readOnly).toBe(true);
    expect(field(/^Contact number/).value).toBe('01234567890');
    expect(field(/^Contact number/).readOnly).toBe(true);
    expect(field(/^Email/).value).toBe('jdoe@ohmsteadpower.com');
    expect(field(/^Email/).readOnly).toBe(false);
  });

  it('leaves a stored contact that breaks the rule editable', () => {
    mount(makeStore({ ...user, contact: '555-0100' }), 'contact');
    expect(field(/^Contact number/).readOnly).toBe(false);
    expect(field(/^First name/).readOnly).toBe(true);
  });

  it('leaves everything editable for a guest', () => {
    mount(makeStore(), 'contact');
    expect(field(/^First name/).readOnly).toBe(false);
    expect(field(/^Email/).value).toBe('');
  });
});

describe('ChatFormMessage: submitting (docs/product.md §3.4, §3.7)', () => {
  const callsTo = (part: string) => fetchMock.mock.calls.filter(([url]) => String(url).includes(part));

  it('marks the form sent at once, posts the multipart form, then records it with the ticket key', async () => {
    let answerAgent: (response: Response) => void = () => {};
    // The guest's session, issued with an earlier answer (a form follows one), goes with the form.
    const session = 'Issued-by-the-server-0000000000000000000000';
    localStorage.setItem(STORAGE_KEYS.chatSessionId, session);
    const store = makeStore(
      null,
      fakeFetch(() => new Promise<Response>((resolve) => (answerAgent = resolve))),
      localStorage,
    );
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
    ).toEqual({
      firstName: 'Ada',
      lastName: 'Lovelace',
      contact: '01234567890',
      email: 'ada@example.com',
      message: 'The charger blinks red.',
      topic: 'general',
      recaptcha: 'proof-1',
    });
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
    expect(JSON.parse(recordInit!.body as string)).toEqual({
      kind: 'contact',
      firstName: 'Ada',
      lastName: 'Lovelace',
      contact: '01234567890',
      email: 'ada@example.com',
      message: 'The charger blinks red.',
      topic: 'general',
    });
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
    let answerAgent: (response: Response) => void = () => {};
    // The guest's session, issued with an earlier answer (a form follows one), goes with the form.
    const session = 'Issued-by-the-server-0000000000000000000000';
    localStorage.setItem(STORAGE_KEYS.chatSessionId, session);
    const store = makeStore(
      null,
      fakeFetch(() => new Promise<Response>((resolve) => (answerAgent = resolve))),
      localStorage,
    );
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

describe('FormCaptcha inside the form', () => {
  const captcha: CaptchaRenderer = (props) => <FormCaptcha {...props} />;

  it('says so and keeps Submit disabled when the configuration cannot be loaded', async () => {
    const store = makeStore(
      null,
      vi.fn<typeof fetch>(async (url) => {
        if (String(url).endsWith('/Config/Public')) throw new TypeError('Failed to fetch');
        return json({});
      }),
    );
    mount(store, 'contact', captcha);
    await waitFor(() =>
      expect(within(container).getByText(/The verification check could not be loaded/)).toBeTruthy(),
    );
    expect(fetchMock).toHaveBeenCalledWith('http://localhost/api/Config/Public');
    type(/^First name/, 'Ada');
    type(/^Last name/, 'Lovelace');
    type(/^Email/, 'ada@example.com');
    type(/^Message/, 'Hello');
    expect(submitButton().disabled).toBe(true);
    expect(within(container).getByRole('button', { name: 'Try again' })).toBeTruthy();
  });

  it('renders ALTCHA with an absolute challenge address and takes its verified payload', async () => {
    const fetchImpl = vi.fn<typeof fetch>(async (url) =>
      url === 'http://widget-api.test/api/Config/Public'
        ? json({ captcha: { provider: 'altcha', challengeUrl: '/api/Captcha/Challenge' } })
        : json({}),
    );
    const store = makeStore(null, fetchImpl);
    // Another API than the other tests: the configuration is kept per API.
    const config = { ...store.config, apiBase: 'http://widget-api.test/api' };
    const message = addFormMessage(store, 'contact');
    act(() =>
      render(
        <ChatFormMessage store={{ ...store, config }} message={message} kind="contact" captcha={captcha} />,
        container,
      ),
    );
    const widget = await waitFor(() => {
      const element = container.querySelector('altcha-widget');
      if (!element) throw new Error('no widget yet');
      return element;
    });
    expect(widget.getAttribute('challenge')).toBe('http://widget-api.test/api/Captcha/Challenge');
    expect(widget.getAttribute('auto')).toBe('off');

    type(/^First name/, 'Ada');
    type(/^Last name/, 'Lovelace');
    type(/^Email/, 'ada@example.com');
    type(/^Message/, 'Hello');
    expect(submitButton().disabled).toBe(true);
    await act(async () => {
      widget.dispatchEvent(
        new CustomEvent('statechange', { detail: { state: 'verified', payload: 'altcha-proof' } }),
      );
    });
    expect(submitButton().disabled).toBe(false);
    await act(async () => {
      widget.dispatchEvent(new CustomEvent('statechange', { detail: { state: 'expired', payload: null } }));
    });
    expect(submitButton().disabled).toBe(true);
  });

  it('loads reCAPTCHA only when configured, and degrades with a message when it cannot load', async () => {
    const fetchImpl = vi.fn<typeof fetch>(async () =>
      json({ captcha: { provider: 'recaptcha', siteKey: 'site-key' } }),
    );
    const store = makeStore(null, fetchImpl);
    const message = addFormMessage(store, 'contact');
    const config = { ...store.config, apiBase: 'http://recaptcha-api.test/api' };
    act(() =>
      render(
        <ChatFormMessage store={{ ...store, config }} message={message} kind="contact" captcha={captcha} />,
        container,
      ),
    );
    const script = await waitFor(() => {
      const element = document.head.querySelector<HTMLScriptElement>('script[src*="recaptcha/api.js"]');
      if (!element) throw new Error('no script yet');
      return element;
    });
    expect(new URL(script.src).searchParams.get('render')).toBe('explicit');
    // Offline: the script fails.
    await act(async () => {
      script.dispatchEvent(new Event('error'));
    });
    await waitFor(() =>
      expect(within(container).getByText(/The verification check could not be loaded/)).toBeTruthy(),
    );
    expect(document.head.querySelector('script[src*="recaptcha/api.js"]')).toBeNull();
  });
});
