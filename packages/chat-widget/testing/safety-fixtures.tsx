import { SAFETY_STEPS } from '@ohmstead/contracts/safety-content';
import { render } from 'preact';
import { act } from 'preact/test-utils';
import { afterEach, beforeEach, expect, vi } from 'vitest';
import { defaultConfig } from '../src/config/widget-config';
import { SafetyWizard } from '../src/safety/safety-chunk';
import { testChatStore } from './test-chat-store';
import { INSTALLER } from './test-fixtures';

/** What the safety chunk's tests share: an Installer's store, a faked scroll layout, clicks and queries. */

export function makeStore() {
  const fetch = vi.fn(
    async (_url: string | URL | Request, _init?: RequestInit) =>
      new Response(JSON.stringify({ responseStatusCode: 200, message: 'Safety check dismissed.' }), {
        status: 200,
        headers: { 'content-type': 'application/json' },
      }),
  );
  const emit = vi.fn();
  const store = testChatStore({
    config: defaultConfig('http://localhost', ''),
    user: INSTALLER,
    requestedBot: 'IA',
    emit,
    storage: null,
    fetch: fetch as unknown as typeof globalThis.fetch,
  });
  return { store, fetch, emit };
}

/**
 * jsdom has no layout: every scroll size is 0. The content area of the wizard gets the sizes of `layout`
 * and a settable scrollTop, from before the first render (the first page is checked as it appears).
 */
export const layout = { scrollHeight: 0, clientHeight: 0 };
const scrollTops = new WeakMap<Element, number>();
const originals = (['scrollHeight', 'clientHeight', 'scrollTop'] as const).map(
  (name) => [name, Object.getOwnPropertyDescriptor(Element.prototype, name)!] as const,
);
const isContent = (element: Element) => element.classList.contains('cw-safety-content');

function fakeScrollLayout() {
  const sized = (name: 'scrollHeight' | 'clientHeight') =>
    Object.defineProperty(Element.prototype, name, {
      configurable: true,
      get(this: Element) {
        return isContent(this) ? layout[name] : 0;
      },
    });
  sized('scrollHeight');
  sized('clientHeight');
  Object.defineProperty(Element.prototype, 'scrollTop', {
    configurable: true,
    get(this: Element) {
      return scrollTops.get(this) ?? 0;
    },
    set(this: Element, value: number) {
      scrollTops.set(this, value);
    },
  });
}

export let container: HTMLDivElement;
/** A container of its own per test in the faked layout; the layout, stubs and mocks undone after. */
export function setUpSafetyTests() {
  beforeEach(() => {
    layout.scrollHeight = 900;
    layout.clientHeight = 400;
    fakeScrollLayout();
    container = document.createElement('div');
    document.body.append(container);
  });
  afterEach(() => {
    act(() => render(null, container));
    container.remove();
    for (const [name, descriptor] of originals) Object.defineProperty(Element.prototype, name, descriptor);
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });
}

export const $ = <T extends Element = HTMLElement>(selector: string) => container.querySelector<T>(selector)!;
export const button = (name: string) =>
  [...container.querySelectorAll('button')].find((b) => b.textContent?.trim() === name) ?? null;
export const content = () => $('.cw-safety-content');
export const hint = () => $('.cw-safety-hint').textContent;

export function scrollContent(top: number) {
  act(() => {
    content().scrollTop = top;
    content().dispatchEvent(new Event('scroll'));
  });
}
export function click(element: Element | null) {
  expect(element).not.toBeNull();
  act(() => (element as HTMLElement).click());
}
export function renderWizard() {
  const setup = makeStore();
  act(() => render(<SafetyWizard store={setup.store} />, container));
  return setup;
}
/** Makes every page fit (no scroll needed) and walks to the last one. */
export function walkToLastPage() {
  layout.scrollHeight = 300;
  const setup = renderWizard();
  for (let page = 1; page < SAFETY_STEPS; page += 1) click(button('Next'));
  return setup;
}
