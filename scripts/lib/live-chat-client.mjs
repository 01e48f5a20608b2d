// The live chat as the benches use it: websocket sockets as the widget and the console open them, and the
// demo agent's sign-in.
import { io } from 'socket.io-client';

const SOCKET_OPTIONS = {
  path: '/socket.io/',
  transports: ['websocket'],
  reconnection: false,
  forceNew: true,
};
const CONNECT_TIMEOUT_MS = 20_000;
/** The demo account that answers chats (demo content). */
export const DEMO_AGENT = { userName: 'admin', password: 'ohmstead-demo' };

/**
 * Connects a socket; resolves `{ socket }`, or `{ socket: null, error }` when refused or too slow. With
 * `readyEvent`, it resolves once the server has also sent that event (the end of its connect work).
 */
export function connectSocket(url, { readyEvent, ...options } = {}) {
  return new Promise((resolve) => {
    const socket = io(url, { ...SOCKET_OPTIONS, ...options });
    const timer = setTimeout(() => {
      socket.close();
      resolve({ socket: null, error: 'timeout' });
    }, CONNECT_TIMEOUT_MS);
    socket.once(readyEvent ?? 'connect', () => {
      clearTimeout(timer);
      resolve({ socket, error: null });
    });
    socket.once('connect_error', (error) => {
      clearTimeout(timer);
      socket.close();
      resolve({ socket: null, error: error.message });
    });
  });
}

/** An agent's sign-in token: the demo agent's unless other credentials are given. */
export async function signInAgent(base, credentials = DEMO_AGENT) {
  const response = await fetch(`${base}/api/Auth/AuthTokenLogin`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(credentials),
  });
  const answer = await response.json();
  if (!answer.token) throw new Error(`the agent could not sign in: ${JSON.stringify(answer)}`);
  return answer.token;
}
