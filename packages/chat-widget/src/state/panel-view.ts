import type { BotKind } from '@ohmstead/contracts/chat';
import { batch, signal } from '@preact/signals';
import { STORAGE_KEYS } from '../constants';
import { readStored, writeStored } from '../services/local-storage';
import type { ChatStore, PanelModal } from './types';

/** The part of the store that is the panel around the chat: shown or not, its size, its dialogs and banners. */
export type PanelView = Pick<
  ChatStore,
  | 'isOpen'
  | 'fullscreen'
  | 'tooManyRequests'
  | 'modal'
  | 'pendingBot'
  | 'lightboxImage'
  | 'safetyStripDismissed'
  | 'openedAt'
  | 'dismissSafetyStrip'
  | 'openLightbox'
  | 'openModal'
  | 'closeModal'
  | 'markOpened'
  | 'markClosed'
  | 'toggleFullscreen'
  | 'dismissTooManyRequests'
>;

/**
 * What the panel shows around the chat (docs/product.md §3.2): whether it is open and since when, fullscreen,
 * which dialog, and the banners the user dismissed. `opened` runs once the panel shows (agents are asked).
 */
export function createPanelView(storage: Storage | null, now: () => number, opened: () => void): PanelView {
  const isOpen = signal(false);
  const fullscreen = signal(false);
  const tooManyRequests = signal(false);
  const modal = signal<PanelModal>(null);
  const pendingBot = signal<BotKind | null>(null);
  const lightboxImage = signal<{ src: string; alt: string } | null>(null);
  const safetyStripDismissed = signal(readStored(storage, STORAGE_KEYS.safetyStripDismissed) === 'true');
  /** Set when the panel opens: starter buttons and scrolling wait POST_OPEN_DELAY_MS after it. */
  const openedAt = signal(0);

  return {
    isOpen,
    fullscreen,
    tooManyRequests,
    modal,
    pendingBot,
    lightboxImage,
    safetyStripDismissed,
    openedAt,
    dismissSafetyStrip() {
      safetyStripDismissed.value = true;
      writeStored(storage, STORAGE_KEYS.safetyStripDismissed, 'true');
    },
    openLightbox(src, alt) {
      batch(() => {
        lightboxImage.value = { src, alt };
        modal.value = 'lightbox';
      });
    },
    openModal(name) {
      modal.value = name;
    },
    closeModal() {
      batch(() => {
        modal.value = null;
        pendingBot.value = null;
      });
    },
    markOpened() {
      batch(() => {
        isOpen.value = true;
        openedAt.value = now();
      });
      opened();
    },
    /** docs/product.md §3.2: closing also leaves fullscreen. */
    markClosed() {
      batch(() => {
        isOpen.value = false;
        fullscreen.value = false;
      });
    },
    toggleFullscreen: () => (fullscreen.value = !fullscreen.peek()),
    dismissTooManyRequests: () => (tooManyRequests.value = false),
  };
}
