import type { BotFeedbackRequest } from '@ohmstead/contracts/bot-feedback';
import type { AnswerRating } from '@ohmstead/contracts/chat';

/** POST {bot}/feedback (ours): the user's rating of one answer; true once the server stored it. */
export async function sendAnswerFeedback(
  doFetch: typeof fetch,
  url: string,
  headers: Record<string, string>,
  answerId: string,
  rating: AnswerRating,
): Promise<boolean> {
  const body: BotFeedbackRequest = { answer_id: answerId, rating };
  try {
    const response = await doFetch(url, {
      method: 'POST',
      headers: { ...headers, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    return response.ok;
  } catch (error) {
    console.error('ChatWidget: the feedback was not sent', error);
    return false;
  }
}
