import { signal } from '@preact/signals';
import { describe, expect, it, vi } from 'vitest';
import { INSTALLER, memoryStorage } from '../../testing/test-fixtures';
import { STORAGE_KEYS } from '../constants';
import { createBotChoice, initialBot } from './bot-choice';
import type { ChatStore, PanelModal } from './types';

describe('the bot of the chat (docs/product.md §3.3)', () => {
  it('is CRM for a guest, whatever was asked or kept', () => {
    const storage = memoryStorage({ [STORAGE_KEYS.selectedBot]: '1' });
    expect(initialBot(null, 'IA', storage)).toBe('CRM');
  });

  it('is the bot the host asked for a signed-in user, else the one kept (IA unless it says CRM)', () => {
    expect(initialBot(INSTALLER, 'CRM', memoryStorage({ [STORAGE_KEYS.selectedBot]: '1' }))).toBe('CRM');
    expect(initialBot(INSTALLER, null, memoryStorage({ [STORAGE_KEYS.selectedBot]: '0' }))).toBe('CRM');
    expect(initialBot(INSTALLER, null, memoryStorage())).toBe('IA');
    expect(initialBot(INSTALLER, null, null)).toBe('IA');
  });

  /** The parts of the store a switch reads and changes. */
  function storeWith(messages: number) {
    return {
      user: signal(INSTALLER),
      messages: signal(Array.from({ length: messages }, () => ({}))),
      pendingBot: signal(null),
      modal: signal<PanelModal>(null),
      emit: vi.fn(),
      reset: vi.fn(),
      botClient: { deleteHistory: vi.fn(async () => {}) },
    } as unknown as ChatStore;
  }

  it('switches at once while the chat is empty, and asks first when it is not', () => {
    const empty = storeWith(0);
    const choice = createBotChoice(empty, 'IA');
    choice.switchBot('CRM');
    expect(choice.bot.value).toBe('CRM');
    expect(empty.emit).toHaveBeenCalledWith('bot-change', { bot: 'CRM' });

    const talking = storeWith(2);
    const asked = createBotChoice(talking, 'IA');
    asked.switchBot('CRM');
    expect(asked.bot.value).toBe('IA');
    expect(talking.modal.value).toBe('bot-switch');
    asked.confirmBotSwitch();
    expect(asked.bot.value).toBe('CRM');
    expect(talking.reset).toHaveBeenCalled();
    expect(talking.botClient.deleteHistory).toHaveBeenCalledWith(INSTALLER);
  });
});
