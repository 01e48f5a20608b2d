import { SAFETY_SECTIONS } from '@ohmstead/contracts/safety-content';
import { render } from 'preact';
import { act } from 'preact/test-utils';
import { describe, expect, it, vi } from 'vitest';
import { $, button, click, container, makeStore, setUpSafetyTests } from '../../testing/safety-fixtures';
import { SafetyInstructionsModal, SafetyStrip } from './safety-chunk';

setUpSafetyTests();

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
