import { jobApplicationMessages as m } from '@ohmstead/contracts/jobs';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { submitJobApplication } from './submitJobApplication';

const fetchMock = vi.fn<typeof fetch>();
const resume = new File(['%PDF-1.4'], 'ada-cv.pdf', { type: 'application/pdf' });
const submission = {
  values: {
    name: 'Ada Lovelace',
    email: 'ada@example.com',
    contact: '+14155550134',
    experience: '10+ Year',
    captcha: 'proof-token',
  },
  resume,
  jobTitle: 'Test Engineer',
};
const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status });

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});
afterEach(() => {
  fetchMock.mockReset();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('submitJobApplication', () => {
  it('posts the multipart payload of docs/product.md §2.3 to JobApply/CreateJobApplication', async () => {
    fetchMock.mockResolvedValue(json({ responseStatusCode: 200, message: 'Application received.', id: 4 }));
    expect(await submitJobApplication(submission)).toEqual({ ok: true, message: 'Application received.' });
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/JobApply/CreateJobApplication');
    expect(init?.method).toBe('POST');
    // No Content-Type: the browser writes the multipart boundary itself.
    expect(new Headers(init?.headers).has('content-type')).toBe(false);
    const body = init?.body as FormData;
    expect(Object.fromEntries([...body.entries()].filter(([, value]) => typeof value === 'string'))).toEqual({
      FullName: 'Ada Lovelace',
      Email: 'ada@example.com',
      PhoneNumber: '+14155550134',
      JobType: 'Test Engineer',
      Experience: '10+ Year',
      captcha: 'proof-token',
    });
    expect((body.get('Attachments') as File).name).toBe('ada-cv.pdf');
  });

  it("shows the server's error message", async () => {
    fetchMock.mockResolvedValue(json({ message: 'Only PDF, DOC, or DOCX files are allowed.' }, 415));
    expect(await submitJobApplication(submission)).toEqual({
      ok: false,
      message: 'Only PDF, DOC, or DOCX files are allowed.',
    });
  });

  it("falls back to 'Failed to submit application. Please try again.'", async () => {
    fetchMock.mockResolvedValueOnce(new Response('<h1>Bad gateway</h1>', { status: 502 }));
    expect(await submitJobApplication(submission)).toEqual({ ok: false, message: m.submitFailed });
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    expect(await submitJobApplication(submission)).toEqual({ ok: false, message: m.submitFailed });
  });

  it('treats a 2xx answer without a message as success with the default text', async () => {
    fetchMock.mockResolvedValue(new Response('', { status: 200 }));
    expect(await submitJobApplication(submission)).toEqual({ ok: true, message: m.submitted });
  });
});
