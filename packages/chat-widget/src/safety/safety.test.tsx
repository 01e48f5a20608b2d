import {
  SAFETY_ACKNOWLEDGEMENT_TEXT,
  SAFETY_CONTENT_VERSION,
  SAFETY_SECTIONS,
  SAFETY_STEPS,
  SAFETY_WIZARD_PAGES,
} from '@ohmstead/contracts/safety-content';
import { render } from 'preact';
import { act } from 'preact/test-utils';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { INSTALLER } from '../../testing/test-fixtures';
import { defaultConfig } from '../config/widget-config';
import { loadLive } from '../panel/chunks';
import { createChatStore } from '../state/chat-store';
import { SafetyInstructionsModal, SafetyStrip, SafetyWizard, styles } from './safety-chunk';

function makeStore() {
  const fetch = vi.fn(
    async (_url: string | URL | Request, _init?: RequestInit) =>
      new Response(JSON.stringify({ responseStatusCode: 200, message: 'Safety check dismissed.' }), {
        status: 200,
        headers: { 'content-type': 'application/json' },
      }),
  );
  const emit = vi.fn();
  const store = createChatStore({
    config: defaultConfig('http://localhost', ''),
    user: INSTALLER,
    requestedBot: 'IA',
    emit,
    storage: null,
    fetch: fetch as unknown as typeof globalThis.fetch,
    startTimers: false,
    loadLive,
  });
  return { store, fetch, emit };
}

/**
 * jsdom has no layout: every scroll size is 0. The content area of the wizard gets the sizes of `layout`
 * and a settable scrollTop, from before the first render (the first page is checked as it appears).
 */
const layout = { scrollHeight: 0, clientHeight: 0 };
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

let container: HTMLDivElement;
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

const $ = <T extends Element = HTMLElement>(selector: string) => container.querySelector<T>(selector)!;
const button = (name: string) =>
  [...container.querySelectorAll('button')].find((b) => b.textContent?.trim() === name) ?? null;
const content = () => $('.cw-safety-content');
const hint = () => $('.cw-safety-hint').textContent;

function scrollContent(top: number) {
  act(() => {
    content().scrollTop = top;
    content().dispatchEvent(new Event('scroll'));
  });
}
function click(element: Element | null) {
  expect(element).not.toBeNull();
  act(() => (element as HTMLElement).click());
}
function renderWizard() {
  const setup = makeStore();
  act(() => render(<SafetyWizard store={setup.store} />, container));
  return setup;
}
/** Makes every page fit (no scroll needed) and walks to the last one. */
function walkToLastPage() {
  layout.scrollHeight = 300;
  const setup = renderWizard();
  for (let page = 1; page < SAFETY_STEPS; page += 1) click(button('Next'));
  return setup;
}

describe('safety content', () => {
  it('has four wizard pages and the four sections, the first one expanded', () => {
    expect(SAFETY_STEPS).toBe(4);
    expect(SAFETY_WIZARD_PAGES).toHaveLength(4);
    expect(SAFETY_SECTIONS.map((section) => [section.title, section.expanded])).toEqual([
      ['General Safety', true],
      ['Contractor Safety', false],
      ['Installation Safety', false],
      ['Maintenance Safety', false],
    ]);
  });

  it('states every §3.9 fact in the instructions and in the wizard', () => {
    const facts = ['400-480 VAC', '270 A', '200 kVA', '4 ohm', '6 m', 'IP65', '40-45 minutes'];
    const sections = SAFETY_SECTIONS.flatMap((section) => section.points.map((point) => point.text)).join(
      ' ',
    );
    const pages = SAFETY_WIZARD_PAGES.flatMap((page) => [
      ...page.paragraphs,
      ...page.points.map((p) => p.text),
    ]).join(' ');
    for (const fact of facts) {
      expect(sections).toContain(fact);
      expect(pages).toContain(fact);
    }
  });

  it('gives every symbol an accessible name', () => {
    const points = [...SAFETY_SECTIONS, ...SAFETY_WIZARD_PAGES].flatMap((part) => part.points);
    const withSymbol = points.filter((point) => point.symbol);
    expect(withSymbol.length).toBeGreaterThan(3);
    for (const point of withSymbol) expect(point.symbolLabel).toBeTruthy();
  });
});

describe('SafetyWizard', () => {
  it('is a labelled modal dialog that takes the focus', () => {
    renderWizard();
    const dialog = $('[role="dialog"]');
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(document.getElementById(dialog.getAttribute('aria-labelledby')!)?.textContent).toBe(
      'Safety Acknowledgement',
    );
    expect(document.activeElement).toBe(content());
    expect(button('Close')).toBeNull();
  });

  it('shows page 1/4 with a progress bar, and Previous disabled on the first page', () => {
    renderWizard();
    expect($('.cw-safety-step').textContent).toBe('1/4');
    const progress = $('[role="progressbar"]');
    expect([
      progress.getAttribute('aria-valuemin'),
      progress.getAttribute('aria-valuemax'),
      progress.getAttribute('aria-valuenow'),
    ]).toEqual(['0', '4', '1']);
    expect($('.cw-safety-page-title').textContent).toContain(SAFETY_WIZARD_PAGES[0]!.title);
    expect(button('Previous')?.disabled).toBe(true);
  });

  it('keeps Next disabled and shows "Scroll to continue" until the page is scrolled to within 5 px of its end', () => {
    renderWizard();
    expect(button('Next')?.disabled).toBe(true);
    expect(hint()).toBe('Scroll to continue');

    scrollContent(494); // 6 px left
    expect(button('Next')?.disabled).toBe(true);
    expect(hint()).toBe('Scroll to continue');

    scrollContent(495); // 5 px left
    expect(button('Next')?.disabled).toBe(false);
    expect(hint()).toBe('');
  });

  it('End on the page text shows its end and enables Next at once; Home goes back to its top', () => {
    renderWizard();
    const press = (key: string) => {
      const event = new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true });
      act(() => void content().dispatchEvent(event));
      return event;
    };
    expect(press('End').defaultPrevented).toBe(true);
    expect(content().scrollTop).toBe(500);
    expect(button('Next')?.disabled).toBe(false);
    expect(press('Home').defaultPrevented).toBe(true);
    expect(content().scrollTop).toBe(0);
    // A page once read stays read; other keys are the browser's.
    expect(button('Next')?.disabled).toBe(false);
    expect(press('PageDown').defaultPrevented).toBe(false);
  });

  it('enables Next at once when the page does not need scrolling', () => {
    layout.scrollHeight = 400;
    renderWizard();
    expect(button('Next')?.disabled).toBe(false);
    expect(hint()).toBe('');
  });

  it('checks again when the content is resized (ResizeObserver)', () => {
    const observers: ResizeObserverCallback[] = [];
    vi.stubGlobal(
      'ResizeObserver',
      class {
        constructor(callback: ResizeObserverCallback) {
          observers.push(callback);
        }
        observe() {}
        disconnect() {}
      },
    );
    renderWizard();
    expect(button('Next')?.disabled).toBe(true);
    layout.clientHeight = 900; // fullscreen: everything fits now
    act(() => observers.at(-1)!([], {} as ResizeObserver));
    expect(button('Next')?.disabled).toBe(false);
  });

  it('checks again on a window resize where there is no ResizeObserver', () => {
    vi.stubGlobal('ResizeObserver', undefined);
    renderWizard();
    expect(button('Next')?.disabled).toBe(true);
    layout.clientHeight = 900;
    act(() => void window.dispatchEvent(new Event('resize')));
    expect(button('Next')?.disabled).toBe(false);
  });

  it('starts each page at its top with the focus on it, and keeps a page already read enabled', () => {
    renderWizard();
    scrollContent(500);
    click(button('Next'));
    expect($('.cw-safety-step').textContent).toBe('2/4');
    expect($('[role="progressbar"]').getAttribute('aria-valuenow')).toBe('2');
    expect(content().scrollTop).toBe(0);
    expect(document.activeElement).toBe(content());
    expect(button('Next')?.disabled).toBe(true);
    expect(button('Previous')?.disabled).toBe(false);

    click(button('Previous'));
    expect($('.cw-safety-step').textContent).toBe('1/4');
    expect(content().scrollTop).toBe(0);
    expect(button('Next')?.disabled).toBe(false);
    expect(hint()).toBe('');
  });

  it('walks to page 4/4, which has the acknowledgement text and I Acknowledge instead of Next', () => {
    walkToLastPage();
    expect($('.cw-safety-step').textContent).toBe('4/4');
    expect($('.cw-safety-page-title').textContent).toContain(SAFETY_WIZARD_PAGES[3]!.title);
    expect(container.textContent).toContain(SAFETY_ACKNOWLEDGEMENT_TEXT);
    expect(button('Next')).toBeNull();
    expect(button('I Acknowledge')?.disabled).toBe(false);
  });

  it('keeps I Acknowledge disabled until the last page is read', () => {
    layout.scrollHeight = 300;
    const { store } = renderWizard();
    click(button('Next'));
    click(button('Next'));
    layout.scrollHeight = 900; // only the last page needs a scroll
    click(button('Next'));
    expect(button('I Acknowledge')?.disabled).toBe(true);
    expect(hint()).toBe('Scroll to continue');
    scrollContent(500);
    expect(button('I Acknowledge')?.disabled).toBe(false);
    expect(store.user.value?.isSafetyCheck).toBe(true);
  });

  it('shows the safety symbols from the asset base with their names', () => {
    renderWizard();
    const image = $<HTMLImageElement>('img.cw-safety-symbol');
    const point = SAFETY_WIZARD_PAGES[0]!.points.find((p) => p.symbol)!;
    expect(image.getAttribute('src')).toBe(`http://localhost/assets/images/safety/${point.symbol}`);
    expect(image.alt).toBe(point.symbolLabel);
  });

  it('ignores Escape and keeps Tab inside the overlay', () => {
    const outside = vi.fn();
    container.addEventListener('keydown', outside);
    layout.scrollHeight = 300;
    renderWizard();
    click(button('Next'));
    const dialog = $('[role="dialog"]');
    const escape = new KeyboardEvent('keydown', { key: 'Escape', bubbles: true, cancelable: true });
    act(() => void dialog.dispatchEvent(escape));
    expect(outside).not.toHaveBeenCalled();
    expect(container.querySelector('[role="dialog"]')).not.toBeNull();

    const next = button('Next')!;
    next.focus();
    const tab = new KeyboardEvent('keydown', { key: 'Tab', bubbles: true, cancelable: true });
    next.dispatchEvent(tab);
    expect(tab.defaultPrevented).toBe(true);
    expect(document.activeElement).toBe(content());

    const backTab = new KeyboardEvent('keydown', {
      key: 'Tab',
      shiftKey: true,
      bubbles: true,
      cancelable: true,
    });
    content().dispatchEvent(backTab);
    expect(document.activeElement).toBe(next);
  });

  it('I Acknowledge tells the server (DismissSafetyCheck with the content version) and clears isSafetyCheck', async () => {
    const { store, fetch, emit } = walkToLastPage();
    expect(store.safetyWizardDue.value).toBe(true);
    click(button('I Acknowledge'));

    expect(store.user.value?.isSafetyCheck).toBe(false);
    expect(store.safetyWizardDue.value).toBe(false);
    expect(emit).toHaveBeenCalledWith('safety-acknowledged', {
      userId: 4,
      contentVersion: SAFETY_CONTENT_VERSION,
    });
    expect(button('I Acknowledge')?.disabled).toBe(true);

    await vi.waitFor(() =>
      expect(fetch.mock.calls.some(([url]) => String(url).includes('DismissSafetyCheck'))).toBe(true),
    );
    const [url, init] = fetch.mock.calls.find(([called]) => String(called).includes('DismissSafetyCheck'))!;
    expect(String(url)).toBe(
      `http://localhost/api/Auth/DismissSafetyCheck?userId=4&contentVersion=${SAFETY_CONTENT_VERSION}`,
    );
    expect(init?.method).toBe('POST');
    expect(new Headers(init?.headers).get('authorization')).toBe(`Bearer ${INSTALLER.token}`);
  });
});

describe('SafetyInstructionsModal', () => {
  function renderModal() {
    const { store } = makeStore();
    const onClose = vi.fn();
    act(() => render(<SafetyInstructionsModal store={store} onClose={onClose} />, container));
    return onClose;
  }
  const disclosures = () => [...container.querySelectorAll<HTMLButtonElement>('.cw-safety-disclosure')];
  const panelOf = (disclosure: HTMLButtonElement) =>
    document.getElementById(disclosure.getAttribute('aria-controls')!)!;

  it('is titled Safety Instructions and lists the four sections, only General Safety open', () => {
    renderModal();
    expect($('dialog h2').textContent).toBe('Safety Instructions');
    expect(disclosures().map((d) => [d.textContent, d.getAttribute('aria-expanded')])).toEqual([
      ['General Safety', 'true'],
      ['Contractor Safety', 'false'],
      ['Installation Safety', 'false'],
      ['Maintenance Safety', 'false'],
    ]);
    expect(disclosures().map((d) => panelOf(d).hidden)).toEqual([false, true, true, true]);
    expect(panelOf(disclosures()[0]!).textContent).toContain(SAFETY_SECTIONS[0]!.points[0]!.text);
  });

  it('collapses and expands a section', () => {
    renderModal();
    const [general, contractor] = disclosures();
    click(contractor!);
    expect(contractor!.getAttribute('aria-expanded')).toBe('true');
    expect(panelOf(contractor!).hidden).toBe(false);
    click(general!);
    expect(general!.getAttribute('aria-expanded')).toBe('false');
    expect(panelOf(general!).hidden).toBe(true);
  });

  it('closes on the close button and on the backdrop', () => {
    const onClose = renderModal();
    click($('[aria-label="Close"]'));
    expect(onClose).toHaveBeenCalledTimes(1);
    // A click on the backdrop reaches the <dialog> element itself (the frame around the box).
    click($('dialog'));
    expect(onClose).toHaveBeenCalledTimes(2);
  });
});

describe('SafetyStrip', () => {
  function renderStrip() {
    const { store } = makeStore();
    const onOpenInstructions = vi.fn();
    act(() => render(<SafetyStrip store={store} onOpenInstructions={onOpenInstructions} />, container));
    return { store, onOpenInstructions };
  }

  it('links the safety instructions and the installation manual', () => {
    const { onOpenInstructions } = renderStrip();
    expect($('.cw-safety-strip-text').textContent).toBe(
      'Work safely: read the Safety Instructions and the Installation Manual (PDF, opens in a new tab) before you start.',
    );
    click(button('Safety Instructions'));
    expect(onOpenInstructions).toHaveBeenCalledTimes(1);
    const manual = $<HTMLAnchorElement>('a.cw-safety-strip-link');
    expect(manual.getAttribute('href')).toBe('http://localhost/assets/documents/installation-manual.pdf');
    expect(manual.target).toBe('_blank');
    expect(manual.rel).toBe('noopener noreferrer');
  });

  it('is dismissed by its close button', () => {
    const { store } = renderStrip();
    click($('[aria-label="Dismiss safety notice"]'));
    expect(store.safetyStripDismissed.value).toBe(true);
    expect(container.querySelector('.cw-safety-strip')).toBeNull();
  });
});

describe('safety chunk', () => {
  it('brings its own CSS, in pixels only', () => {
    expect(styles).toContain('.cw-safety-overlay');
    expect(styles).not.toMatch(/\d(\.\d+)?r?em\b/);
    expect(styles).toContain('prefers-reduced-motion');
  });
});
