import type { BotFeedbackAnswer, BotFeedbackRequest } from '@ohmstead/contracts/bot-feedback';
import type { BotAnswer, ChatCallAnswer } from '@ohmstead/contracts/chat';
import {
  chatSatisfactionMessages,
  EMAIL_TRANSCRIPT_CALL,
  RATE_CHAT_CALL,
} from '@ohmstead/contracts/chat-satisfaction';
import type { PublicConfig } from '@ohmstead/contracts/site-config';
import type { WidgetConfig } from '../src/config/widget-config';
import { messageId } from '../src/state/chat-message';
import { answerFor } from './fixtures';
import { replyHtml } from './reply-html';

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

const requestUrl = (input: RequestInfo | URL) =>
  typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Long enough to see the typing dots when a question is asked in a story. */
const ANSWER_DELAY_MS = 900;

/**
 * The services the widget calls (docs/product.md §3.7), answered in the browser as the server would: the two bots
 * (answers from the story knowledge in fixtures.ts), delete_history, feedback and contact_form, the agent service's
 * form calls (ticket SUP-42), the safety dismissal and the public configuration (ALTCHA). The ALTCHA
 * challenge itself is refused: a story has no server to check a proof, so "Verify" fails as it would
 * offline.
 */
export function createFakeServices(config: WidgetConfig): typeof fetch {
  return async (input, init) => {
    const url = new URL(requestUrl(input), location.href);
    const path = url.href.replace(/[?#].*$/, '');
    const method = (init?.method ?? (input instanceof Request ? input.method : 'GET')).toUpperCase();

    for (const [bot, base] of [
      ['CRM', config.crmBotBase],
      ['IA', config.iaBotBase],
    ] as const) {
      if (path === `${base}/answer`) {
        await sleep(ANSWER_DELAY_MS);
        const reply = answerFor(bot, url.searchParams.get('question') ?? '');
        const answer: BotAnswer = {
          session_id: 'story-session-7f3c2a9e41d8b605',
          message: reply.message,
          html: replyHtml(reply.message, bot),
          response_model: 'ohmstead-retrieval',
          sources: reply.sources,
          answer_id: `story-answer-${messageId()}`,
        };
        return json(answer);
      }
      if (path === `${base}/delete_history` && method === 'POST') {
        return json({ responseStatusCode: 200, message: 'Chat history deleted.' } satisfies ChatCallAnswer);
      }
      if (path === `${base}/feedback` && method === 'POST') {
        const { answer_id, rating } = JSON.parse(String(init?.body)) as BotFeedbackRequest;
        return json({
          responseStatusCode: 200,
          message: 'Feedback recorded.',
          answer_id,
          rating,
        } satisfies BotFeedbackAnswer);
      }
      if (path === `${base}/contact_form` && method === 'POST') {
        return json({ responseStatusCode: 200, message: 'Form recorded.' } satisfies ChatCallAnswer);
      }
    }
    if (
      path === `${config.agentBase}/contact-us-chatbot` ||
      path === `${config.agentBase}/submit-image-form`
    ) {
      return json({
        responseStatusCode: 200,
        message: 'Ticket created.',
        key: 'SUP-42',
      } satisfies ChatCallAnswer);
    }
    if (path === `${config.apiBase}/Auth/DismissSafetyCheck` && method === 'POST') {
      return json({ responseStatusCode: 200, message: 'Safety check dismissed.' } satisfies ChatCallAnswer);
    }
    // After a live chat: the rating is taken, and the transcript goes out (docs/decisions/0049-satisfaction-and-transcript.md).
    if (path === `${config.apiBase}/${RATE_CHAT_CALL}` && method === 'POST') {
      return json({ responseStatusCode: 201, message: chatSatisfactionMessages.rated }, 201);
    }
    if (path === `${config.apiBase}/${EMAIL_TRANSCRIPT_CALL}` && method === 'POST') {
      return json({ responseStatusCode: 202, message: chatSatisfactionMessages.transcriptSent }, 202);
    }
    if (path === `${config.apiBase}/Config/Public`) {
      const publicConfig: PublicConfig = {
        responseStatusCode: 200,
        siteUrl: config.siteBase,
        assetBase: config.assetBase,
        captcha: { provider: 'altcha', challengeUrl: '/api/Captcha/Challenge' },
        leadCapture: {
          action: '/api/Lead/WebToLead',
          oid: '00D000000000062',
          retURL: '/thank-you',
          captchaField: 'captcha',
        },
      };
      return json(publicConfig);
    }
    if (path === `${config.apiBase}/Captcha/Challenge`) {
      return json(
        { responseStatusCode: 503, message: 'The verification service is not available in Storybook.' },
        503,
      );
    }
    return json({ responseStatusCode: 404, message: `Not found: ${path}` }, 404);
  };
}

/**
 * The forms chunk makes its calls (the captcha configuration, the form submission) with the page's
 * `fetch`, not the store's. While a story is shown, calls to the widget's services go to the fake ones;
 * every other call (Storybook's own) goes through unchanged. Returns the function that undoes it.
 */
export function routeWidgetCalls(config: WidgetConfig, fake: typeof fetch): () => void {
  const previous = window.fetch;
  const bases = [config.apiBase, config.crmBotBase, config.iaBotBase, config.agentBase].map(
    (base) => `${base}/`,
  );
  const routed: typeof fetch = (input, init) =>
    bases.some((base) => new URL(requestUrl(input), location.href).href.startsWith(base))
      ? fake(input, init)
      : previous(input, init);
  window.fetch = routed;
  return () => {
    if (window.fetch === routed) window.fetch = previous;
  };
}
