/** What a form or an action says above it once it is done: nothing yet, a success or an error. */
export type Outcome = { tone: 'success' | 'error'; message: string } | null;
