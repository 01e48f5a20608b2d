import { ANSWER_STREAM_TYPE } from '@ohmstead/contracts/answer-stream';
import { CHAT_PROOF_HEADER } from '@ohmstead/contracts/chat';
import { PROOF_REQUIRED_STATUS } from '@ohmstead/contracts/proof-of-work';
import { BOT_PROOFS_PER_QUESTION } from '../constants';

/** The streamed answer's reader, a chunk of its own (docs/decisions/0030-streaming-answers.md). */
export const loadStreamReader = () => import('./answer-stream-chunk');

/**
 * One GET of the answer, as a stream when `stream`. A 428 asks a proof of work for a new session
 * (docs/security.md): it is solved in the background, in a chunk only such visitors load, and the same
 * question sent again with it. `headers` are read for each request.
 */
export async function fetchAnswer(
  doFetch: typeof fetch,
  url: string,
  headers: () => Record<string, string>,
  stream: boolean,
): Promise<Response> {
  const send = (proof?: string) =>
    doFetch(url, {
      headers: {
        ...headers(),
        ...(stream ? { accept: ANSWER_STREAM_TYPE } : {}),
        ...(proof ? { [CHAT_PROOF_HEADER]: proof } : {}),
      },
    });
  let response = await send();
  for (
    let proofs = 0;
    proofs < BOT_PROOFS_PER_QUESTION && response.status === PROOF_REQUIRED_STATUS;
    proofs++
  ) {
    const { solveOwedProof } = await import('./solve-proof-chunk');
    const proof = await solveOwedProof(await response.json());
    if (!proof) break;
    response = await send(proof);
  }
  return response;
}

/** The answer's body: read as its events arrive when it is a stream (a server may answer JSON all the same). */
export async function readAnswer(response: Response, onText?: (text: string) => void): Promise<unknown> {
  const type = response.headers.get('content-type') ?? '';
  if (!onText || !response.body || !type.startsWith(ANSWER_STREAM_TYPE)) return response.json();
  const { readAnswerStream } = await loadStreamReader();
  return readAnswerStream(response.body, onText);
}
