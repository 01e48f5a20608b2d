import type { LiveMessage } from '@ohmstead/contracts/live-chat';
import { escapeHtml } from '../../adapters/mail/html';
import type { NewMail } from '../../adapters/mail/index';
import type { ChatRow } from './chat-repository';
import { chatLogText } from './message-repository';

/** "2026-12-07 09:14 UTC": one zone for every reader, as the mail cannot know the customer's. */
const at = (iso: string) => `${iso.slice(0, 16).replace('T', ' ')} UTC`;

/**
 * A live chat's transcript for its customer (docs/decisions/0049-satisfaction-and-transcript.md): the messages
 * the customer saw, under the names they saw (the agent's name as the chat showed it), files as their
 * names. Built from live_chat_messages only: agents' internal notes live apart and never reach it.
 */
export function transcriptMail(chat: ChatRow, messages: LiveMessage[], to: string, siteUrl: string): NewMail {
  const lines = messages.map((message) => ({
    when: at(message.timestamp),
    who: message.sender_name,
    text: chatLogText(message.message, message.attachments),
  }));
  const started = at(chat.requested_at.toISOString());
  const intro = `Your live chat on ${siteUrl}, started ${started}${chat.agent_name ? ` with ${chat.agent_name}` : ''}.`;
  const text = [intro, '', ...lines.map((line) => `[${line.when}] ${line.who}: ${line.text}`), ''].join('\n');
  const html = [
    `<p>${escapeHtml(intro)}</p>`,
    '<table>',
    ...lines.map(
      (line) =>
        `<tr><td valign="top">${escapeHtml(line.when)}</td><th align="left" valign="top">${escapeHtml(line.who)}</th>` +
        `<td style="white-space: pre-wrap">${escapeHtml(line.text)}</td></tr>`,
    ),
    '</table>',
  ].join('\n');
  return { kind: 'live-chat-transcript', to, subject: 'Your live chat transcript', text, html };
}
