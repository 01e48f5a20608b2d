import { fireEvent, within } from '@testing-library/dom';
import { render } from 'preact';
import { useLayoutEffect } from 'preact/hooks';
import { act } from 'preact/test-utils';
import { afterEach, beforeEach, type Mock, vi } from 'vitest';
import { defaultConfig } from '../src/config/widget-config';
import { ChatFormMessage } from '../src/forms/ChatFormMessage';
import type { CaptchaFieldProps, CaptchaRenderer } from '../src/forms/FormCaptcha';
import type { ChatWidgetUser } from '../src/public-api';
import { type ChatMessage, messageId } from '../src/state/chat-message';
import type { ChatStore } from '../src/state/chat-store';
import { testChatStore } from './test-chat-store';

/** What the chat form's tests share: a store with a fake fetch, the form mounted as the panel does, input. */

export type FetchMock = Mock<typeof fetch>;
export type Kind = 'contact' | 'images';

export const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

export const user: ChatWidgetUser = {
  token: 'token-1',
  userName: 'jdoe',
  firstName: 'Jane',
  lastName: 'Doe',
  contact: '01234567890',
  userId: 7,
  isSafetyCheck: false,
};

/** The agent service creates ticket SUP-42; everything else answers 200. */
export function fakeFetch(
  agent: () => Promise<Response> = async () =>
    json({ responseStatusCode: 200, message: 'ok', key: 'SUP-42' }),
) {
  return vi.fn<typeof fetch>(async (url) => (String(url).includes('/agent-service/') ? agent() : json({})));
}

/** A captcha the test solves by hand; it counts its mounts so a reset (remount) shows. */
export let captchaMounts = 0;
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
export const fakeCaptcha: CaptchaRenderer = (props) => <FakeCaptcha {...props} />;

export let container: HTMLDivElement;
export let fetchMock: FetchMock;

export function makeStore(
  signedIn: ChatWidgetUser | null = null,
  fetchImpl = fakeFetch(),
  storage: Storage | null = null,
): ChatStore {
  fetchMock = fetchImpl;
  vi.stubGlobal('fetch', fetchImpl);
  return testChatStore({
    config: defaultConfig('http://localhost', ''),
    user: signedIn,
    storage,
    fetch: fetchImpl,
  });
}

export function addFormMessage(store: ChatStore, kind: Kind): ChatMessage {
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

export function mount(store: ChatStore, kind: Kind, captcha?: CaptchaRenderer) {
  const message = addFormMessage(store, kind);
  act(() => render(<Harness store={store} id={message.id} kind={kind} captcha={captcha} />, container));
  return { message, view: within(container) };
}

export const field = (label: RegExp) => within(container).getByLabelText<HTMLInputElement>(label);
/** Types into a field; a read-only one cannot be typed into, as in a browser. */
export const type = (label: RegExp, value: string) =>
  act(() => {
    if (!field(label).readOnly) fireEvent.input(field(label), { target: { value } });
  });
export const blur = (label: RegExp) =>
  act(() => {
    fireEvent.blur(field(label));
  });
export const click = (element: HTMLElement) =>
  act(() => {
    fireEvent.click(element);
  });
export const submitButton = () =>
  within(container).getByRole<HTMLButtonElement>('button', { name: 'Submit' });

export function chooseFiles(files: File[]) {
  const input = field(/^Attachments/);
  Object.defineProperty(input, 'files', { value: files, configurable: true });
  act(() => {
    fireEvent.change(input);
  });
}

export function sizedFile(name: string, type: string, size: number): File {
  const file = new File(['x'], name, { type });
  Object.defineProperty(file, 'size', { value: size });
  return file;
}

export function fillValid(kind: Kind = 'contact') {
  type(/^First name/, '  Ada ');
  type(/^Last name/, 'Lovelace ');
  type(/^Contact number/, ' 01234567890');
  type(/^Email/, ' ada@example.com ');
  type(kind === 'images' ? /^Description/ : /^Message/, ' The charger blinks red. ');
  if (kind === 'images') type(/^Serial Number/, ' 123456 ');
  click(within(container).getByRole('button', { name: 'Solve captcha' }));
}

export const errorOf = (input: HTMLElement) => {
  const id = input.getAttribute('aria-describedby');
  return id ? container.querySelector(`[id="${id}"]`)?.textContent : undefined;
};

/** A container of its own per test, the captcha's mount count at zero, and every stub undone after. */
export function setUpFormTests() {
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
}
