import {
  SAFETY_ACKNOWLEDGEMENT_TEXT,
  SAFETY_CONTENT_VERSION,
  SAFETY_WIZARD_PAGES,
} from '@ohmstead/contracts/safety-content';
import { act } from 'preact/test-utils';
import { describe, expect, it, vi } from 'vitest';
import {
  $,
  button,
  click,
  container,
  content,
  hint,
  layout,
  renderWizard,
  scrollContent,
  setUpSafetyTests,
  walkToLastPage,
} from '../../testing/safety-fixtures';
import { INSTALLER } from '../../testing/test-fixtures';

setUpSafetyTests();

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
