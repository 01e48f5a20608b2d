import { describe, expect, it, vi } from 'vitest';
import { memoryStorage } from '../../testing/test-fixtures';
import { STORAGE_KEYS } from '../constants';
import { createPanelView } from './panel-view';

function setup(storage = memoryStorage()) {
  const opened = vi.fn();
  const view = createPanelView(storage, () => 5_000, opened);
  return { view, opened, storage };
}

describe('the panel around the chat (docs/product.md §3.2)', () => {
  it('notes when it opened, and asks about agents then', () => {
    const { view, opened } = setup();
    view.markOpened();
    expect(view.isOpen.value).toBe(true);
    expect(view.openedAt.value).toBe(5_000);
    expect(opened).toHaveBeenCalledTimes(1);
  });

  it('leaves fullscreen when it closes', () => {
    const { view } = setup();
    view.toggleFullscreen();
    expect(view.fullscreen.value).toBe(true);
    view.markClosed();
    expect(view.fullscreen.value).toBe(false);
    expect(view.isOpen.value).toBe(false);
  });

  it('keeps the safety strip dismissed across reloads', () => {
    const { view, storage } = setup();
    view.dismissSafetyStrip();
    expect(view.safetyStripDismissed.value).toBe(true);
    expect(storage.getItem(STORAGE_KEYS.safetyStripDismissed)).toBe('true');
    expect(setup(storage).view.safetyStripDismissed.value).toBe(true);
  });

  it('opens the lightbox on an image, and closing a dialog forgets the bot it asked about', () => {
    const { view } = setup();
    view.openLightbox('/a.png', 'A');
    expect(view.modal.value).toBe('lightbox');
    expect(view.lightboxImage.value).toEqual({ src: '/a.png', alt: 'A' });
    view.pendingBot.value = 'IA';
    view.closeModal();
    expect(view.modal.value).toBeNull();
    expect(view.pendingBot.value).toBeNull();
  });
});
