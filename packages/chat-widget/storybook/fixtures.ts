import { type AnswerSource, REPLY_INTENTS, SUPPORT_EMAIL, SUPPORT_PHONE } from '@ohmstead/contracts/chat';
import { defaultConfig, type WidgetConfig } from '../src/config/widget-config';
import type { BotKind, ChatWidgetUser } from '../src/public-api';
import { type ChatMessage, messageId } from '../src/state/chat-message';
import { replyEffect } from '../src/state/reply-handling';
import { replyHtml } from './reply-html';

/**
 * Every service on the Storybook origin, as the script tag's defaults put them on the server's; the
 * images and documents from the story build's static folder (main.ts `staticDirs`).
 */
export function storyConfig(): WidgetConfig {
  return {
    ...defaultConfig(location.origin, ''),
    assetBase: new URL('widget-assets', document.baseURI).href,
  };
}

/** A signed-in installer who has acknowledged the safety instructions. */
export const installer: ChatWidgetUser = {
  token: 'story-installer-token',
  userName: 'sam.porter',
  firstName: 'Sam',
  lastName: 'Porter',
  contact: '19195550178',
  userId: 1042,
  isSafetyCheck: false,
  roles: ['Customer'],
};

/** The same installer before the acknowledgement: the safety wizard is due. */
export const installerBeforeSafetyCheck: ChatWidgetUser = { ...installer, isSafetyCheck: true };

/**
 * A time `minutes` before the story opened. Conversations are recent, as they are in a live panel (history
 * older than 900 s is discarded on load), and match the times of messages the store's actions add.
 */
export const minutesAgo = (minutes: number) => Date.now() - minutes * 60_000;

export function userMessage(text: string, at: number, user: ChatWidgetUser | null = null): ChatMessage {
  return {
    id: messageId(),
    name: user?.firstName || 'You',
    avatar: 'user',
    text,
    type: 'message-user',
    timestamp: at,
    is_customer: true,
  };
}

/**
 * One question and what the widget makes of the bot's answer: the widget's own reply handling turns the
 * answer into messages (guidelines note, live-agent offer, consent buttons, images form).
 */
export function exchange(
  bot: BotKind,
  question: string,
  at: number,
  user: ChatWidgetUser | null = null,
): ChatMessage[] {
  const reply = answerFor(bot, question);
  const { messages } = replyEffect(
    {
      ok: true,
      answer: {
        session_id: 'story',
        message: reply.message,
        html: replyHtml(reply.message, bot),
        response_model: 'story',
        sources: reply.sources,
        answer_id: `story-answer-${messageId()}`,
      },
    },
    bot,
    false,
    at + 20_000,
  );
  return [userMessage(question, at, user), ...messages];
}

export const QUESTIONS = {
  router: 'What does the Ohmstead Power Router do?',
  evCharging: 'Which products do you offer for EV charging?',
  contact: 'How can I contact Ohmstead Power?',
  quote: 'Can someone call me about a quote for a depot with 8 chargers?',
  agent: 'I would like to talk to a person, please.',
  grounding: 'How should the cabinet be grounded during installation?',
  inputRating: 'What input voltage and current does the Power Router need?',
  maintenanceWait: 'How long should I wait before opening the cabinet for maintenance?',
  photos: 'The charging cable on port 3 looks damaged. Can I send you photos?',
} as const;

interface StoryAnswer {
  message: string;
  sources: AnswerSource[];
}

/**
 * Where the answers' images and documents are, relative to the story page. The bots answer with absolute
 * https addresses; the formatter upgrades http to https (docs/product.md §3.4), so on a Storybook served over plain
 * http an absolute address of the Storybook's own would not load.
 */
const MEDIA = 'widget-assets';

/** What the story bots answer, written the way the knowledge base in apps/server/knowledge says it. */
export function answerFor(bot: BotKind, question: string): StoryAnswer {
  const asked = question.toLowerCase();
  if (asked.includes('person') || asked.includes('agent') || asked.includes('call me')) {
    return { message: REPLY_INTENTS.connectLiveAgent, sources: [] };
  }
  if (asked.includes('photo') || asked.includes('picture') || asked.includes('image')) {
    return { message: REPLY_INTENTS.imageUploadRequest, sources: [] };
  }
  if (bot === 'IA') {
    if (asked.includes('ground')) return groundingAnswer;
    if (asked.includes('wait') || asked.includes('maintenance')) return dischargeAnswer;
    return ratingAnswer;
  }
  if (asked.includes('contact') || asked.includes('support') || asked.includes('phone')) return contactAnswer;
  if (asked.includes('ev') || asked.includes('charging')) return evChargingAnswer;
  return routerAnswer;
}

/** A formatted answer: a table, a bullet list, an image (opens the lightbox) and a file link. */
const routerAnswer: StoryAnswer = {
  message: [
    'The **Power Router** is the world’s first multi-port solid-state transformer. Each port can connect the grid, solar, batteries, EV chargers or loads, AC or DC, isolated and controlled by software.',
    '',
    '| Version | Ports | Typical use |',
    '|:--|:-:|:--|',
    '| Power Router DC | 6 DC | Solar, storage and DC fast charging |',
    '| Power Router Universal | 4 AC + 4 DC | Mixed sites, building panels, generators |',
    '',
    '- Up to **98% efficiency** from grid to load',
    '- Rated **200 kVA** per unit; units connect in parallel as a site grows',
    '- Add solar, storage or charging later by reassigning a port in software',
    '',
    `![Power Router Universal cabinet](${MEDIA}/images/power-router-universal.svg)`,
    '',
    `The full ratings are in the [spec sheet](${MEDIA}/documents/spec-sheet-power-router.pdf).`,
  ].join('\n'),
  sources: [
    { document: 'Products', section: 'Power Router' },
    { document: 'Products', section: 'DC and Universal Versions' },
  ],
};

const evChargingAnswer: StoryAnswer = {
  message: [
    'For EV charging we offer **vehicle electrification** built on the Power Router:',
    '',
    '- Up to 8 vehicles charged at once, at 24 kW to 75 kW each',
    '- Dynamic power sharing between the dispensers, so the site connection stays small',
    '- Solar and battery storage on the same cabinet, no extra transformer',
    '',
    `Ratings and dimensions: [EV charging spec sheet](${MEDIA}/documents/spec-sheet-ev-charging.pdf).`,
  ].join('\n'),
  sources: [{ document: 'Vehicle Electrification', section: 'EV Charging' }],
};

/** Mentions the support line: the widget adds a live-agent offer under it. */
const contactAnswer: StoryAnswer = {
  message: [
    'You can reach Ohmstead Power here:',
    '',
    `- **Phone**: ${SUPPORT_PHONE}`,
    `- **E-mail**: ${SUPPORT_EMAIL}`,
    '- **Address**: 1200 Innovation Way, Suite 300, Cary, NC 27513',
    '',
    'Our team answers within one business day.',
  ].join('\n'),
  sources: [{ document: 'Contact', section: 'Contact Details, Phone and E-mail' }],
};

/** An installation answer: the widget shows the safety guidelines note under it. */
const groundingAnswer: StoryAnswer = {
  message: [
    'Bond the unit’s ground bar to the site’s grounding electrode system with a copper conductor sized per the local electrical code.',
    '',
    '1. Measure the grounding electrode resistance with a fall-of-potential or clamp-on tester: it must be **4 ohms or less**.',
    '2. Record the value in the commissioning checklist.',
    '3. Never use a DC port’s negative conductor as a ground.',
  ].join('\n'),
  sources: [{ document: 'Installation', section: 'Grounding and Earthing' }],
};

/** A specification answer: the bot marks it, and the widget shows it without the guidelines note. */
const ratingAnswer: StoryAnswer = {
  message: [
    'The Power Router takes a three-phase **400-480 VAC**, 50/60 Hz input.',
    '',
    '- Maximum continuous input current: **270 A**',
    '- Rated power: **200 kVA** at 480 VAC',
    '- Power factor above 0.99 at rated load',
    '',
    REPLY_INTENTS.noSafetyGuidelines,
  ].join('\n'),
  sources: [{ document: 'Specifications', section: 'Electrical Ratings and Input Voltage' }],
};

const dischargeAnswer: StoryAnswer = {
  message:
    'Wait at least **45 minutes** after every source is disconnected: the DC-link capacitors keep a hazardous charge for 40-45 minutes. Then verify zero voltage at the DC bus test points before you open any cover.',
  sources: [{ document: 'Maintenance', section: 'Safe Shutdown, Lockout and Discharge Time' }],
};

/** The guest's conversation about the Power Router (table, list, image, file link), then EV charging. */
export function routerConversation(): ChatMessage[] {
  return [
    ...exchange('CRM', QUESTIONS.router, minutesAgo(6)),
    ...exchange('CRM', QUESTIONS.evCharging, minutesAgo(4)),
  ];
}

/** The installer's conversation: a specification answer, then an installation answer (guidelines note). */
export function installerConversation(): ChatMessage[] {
  return [
    ...exchange('IA', QUESTIONS.inputRating, minutesAgo(5), installer),
    ...exchange('IA', QUESTIONS.grounding, minutesAgo(3), installer),
  ];
}
