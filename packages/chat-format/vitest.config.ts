import { defineProject } from 'vitest/config';

// jsdom: the browser half (DOMPurify) and the XSS corpus run the pipeline's HTML in a page.
export default defineProject({ test: { name: 'chat-format', environment: 'jsdom' } });
