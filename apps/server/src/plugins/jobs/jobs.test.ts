import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { Readable } from 'node:stream';
import {
  CV_MAX_BYTES,
  JOB_TITLES,
  type JobApplicationAnswer,
  type JobApplicationListResponse,
  jobApplicationMessages as m,
} from '@ohmstead/contracts/jobs';
import { captchaMessages } from '@ohmstead/contracts/messages';
import type { Role } from '@ohmstead/contracts/roles';
import { unstorableTextMessage } from '@ohmstead/contracts/storable-text';
import { uploadMessages } from '@ohmstead/contracts/uploads';
import { beforeAll, describe, expect, it } from 'vitest';
import { solveAltcha } from '../../../test/fakes/altcha-widget';
import { type FilePart, MULTIPART_TYPE, multipartBody } from '../../../test/fakes/chat-widget';
import { DOC, DOCX } from '../../../test/fakes/sample-files';
import { withChanges } from '../../../test/form-changes';
import { countRows, startTestServer, useTestServer } from '../../../test/harness';
import { addUser, tokenFor } from '../../auth/test-users';
import { cvDirectory } from './routes';

const URL_CREATE = '/api/JobApply/CreateJobApplication';
const BOUNDARY = MULTIPART_TYPE.split('boundary=')[1]!;
const PDF = Buffer.concat([Buffer.from('%PDF-1.7\n1 0 obj\n<<>>\nendobj\n'), Buffer.alloc(2048, 0x20)]);
const goodFields = {
  FullName: 'Grace Hopper',
  Email: 'grace@navy.example',
  PhoneNumber: '+1 (415) 555-0134',
  JobType: 'Test Engineer',
  Experience: '1 Year to 10 Year',
};
const cv = (content: Buffer = PDF, name = 'grace-cv.pdf', type = 'application/pdf'): FilePart => ({
  name,
  content,
  type,
  field: 'Attachments',
});

/** A multipart body with one CV of `size` bytes, generated while it is sent: never held in memory. */
function streamedApplication(fields: Record<string, string>, name: string, size: number): Readable {
  const opening = multipartBody(fields, [cv(Buffer.alloc(0), name)]);
  const head = opening.subarray(0, opening.length - Buffer.byteLength(`\r\n--${BOUNDARY}--\r\n`));
  const chunk = Buffer.alloc(1024 * 1024, 0x20);
  async function* generate() {
    yield head;
    yield Buffer.from('%PDF-1.7\n');
    for (let sent = 9; sent < size; sent += chunk.length)
      yield chunk.subarray(0, Math.min(chunk.length, size - sent));
    yield Buffer.from(`\r\n--${BOUNDARY}--\r\n`);
  }
  return Readable.from(generate());
}

describe('the job application (POST /api/JobApply/CreateJobApplication)', () => {
  const server = useTestServer({ ALTCHA_COST: '20', RATE_LIMIT_PER_MINUTE: '1000' });

  const submit = (
    fields: Record<string, string>,
    files: FilePart[] = [],
    payload: Buffer | Readable = multipartBody(fields, files),
  ) =>
    server.app.inject({
      method: 'POST',
      url: URL_CREATE,
      headers: { 'content-type': MULTIPART_TYPE },
      payload,
    });
  const storedFiles = () => {
    const dir = cvDirectory(server.config);
    return existsSync(dir) ? readdirSync(dir) : [];
  };
  const written = async () => ({
    rows: await countRows(server.db, 'job_applications'),
    proofs: await countRows(server.db, 'captcha_proof_uses'),
    files: storedFiles().length,
  });

  it('stores the application and its CV, and answers the success message with the id', async () => {
    const before = await written();
    const response = await submit({ ...goodFields, captcha: await solveAltcha(server.app) }, [cv()]);
    expect(response.statusCode).toBe(200);
    const answer = response.json<JobApplicationAnswer>();
    expect(answer).toEqual({ responseStatusCode: 200, message: m.submitted, id: expect.any(Number) });
    const [row] = await server.db.query<Record<string, unknown>>(
      'SELECT * FROM job_applications WHERE id = $1',
      [answer.id],
    );
    expect(row).toMatchObject({
      full_name: 'Grace Hopper',
      email: 'grace@navy.example',
      // docs/product.md §2.5: formatting characters are stripped.
      phone_number: '+14155550134',
      job_type: 'Test Engineer',
      experience: '1 Year to 10 Year',
      cv_file_name: 'grace-cv.pdf',
      cv_content_type: 'application/pdf',
      cv_size: PDF.length,
    });
    const key = String(row!.cv_storage_key);
    expect(readFileSync(`${cvDirectory(server.config)}/${key}`).equals(PDF)).toBe(true);
    expect(await written()).toEqual({
      rows: before.rows + 1,
      proofs: before.proofs + 1,
      files: before.files + 1,
    });
  });

  it.each([
    ['a DOC file', DOC, 'cv.doc', 'application/msword'],
    [
      'a DOCX file',
      DOCX,
      'cv.docx',
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    ],
  ])('takes %s, typed by its content', async (_case, content, name, type) => {
    const response = await submit(
      {
        ...goodFields,
        JobType: JOB_TITLES[0],
        Experience: '10+ Year',
        captcha: await solveAltcha(server.app),
      },
      [cv(content, name, 'application/octet-stream')],
    );
    expect(response.statusCode).toBe(200);
    const [row] = await server.db.query<{ cv_content_type: string }>(
      'SELECT cv_content_type FROM job_applications WHERE id = $1',
      [response.json<JobApplicationAnswer>().id],
    );
    expect(row!.cv_content_type).toBe(type);
  });

  describe('refuses what the form refuses, with its message, and stores nothing', () => {
    let proof: string;
    beforeAll(async () => {
      proof = await solveAltcha(server.app);
    });
    const fields = (change: Record<string, string | undefined>) =>
      withChanges({ ...goodFields, captcha: proof }, change);
    const refused = async (
      send: () => ReturnType<typeof submit>,
      status: number,
      message: string,
      field?: string,
    ) => {
      const before = await written();
      const response = await send();
      expect(response.statusCode).toBe(status);
      const body = response.json<{ message: string; errors?: { field: string; message: string }[] }>();
      expect(body.message).toBe(message);
      if (field) expect(body.errors).toContainEqual({ field, message });
      expect(await written()).toEqual(before);
      return response;
    };

    it.each([
      ['a one-letter name', { FullName: 'G' }, 'FullName', m.nameInvalid],
      ['a name of 41 characters', { FullName: 'G'.repeat(41) }, 'FullName', m.nameInvalid],
      ['a name of spaces', { FullName: '    ' }, 'FullName', m.nameInvalid],
      ['a missing name', { FullName: undefined }, 'FullName', m.nameInvalid],
      ['a malformed email', { Email: 'grace@navy' }, 'Email', m.emailInvalid],
      ['an email over 80 characters', { Email: `${'g'.repeat(75)}@navy.example` }, 'Email', m.emailInvalid],
      ['a missing contact number', { PhoneNumber: undefined }, 'PhoneNumber', m.contactRequired],
      ['a contact number of formatting only', { PhoneNumber: ' ( ) - ' }, 'PhoneNumber', m.contactRequired],
      ['a contact number without +', { PhoneNumber: '14155550134' }, 'PhoneNumber', m.contactE164],
      ['a country code starting with 0', { PhoneNumber: '+04155550134' }, 'PhoneNumber', m.contactE164],
      ['7 digits after +', { PhoneNumber: '+1415555' }, 'PhoneNumber', m.contactE164],
      ['16 digits after +', { PhoneNumber: '+1415555013412345' }, 'PhoneNumber', m.contactE164],
      ['a missing job', { JobType: undefined }, 'JobType', m.jobMissing],
      ['a job the careers page does not offer', { JobType: 'Chief Executive' }, 'JobType', m.jobMissing],
      ['a missing experience', { Experience: undefined }, 'Experience', m.experienceRequired],
      ['an experience not offered', { Experience: '50 Year' }, 'Experience', m.experienceRequired],
      [
        "a NUL byte in the name (the contracts' rule for every string)",
        { FullName: 'Grace\u0000Hopper' },
        'FullName',
        unstorableTextMessage('form.FullName'),
      ],
      [
        'a control character in the name',
        { FullName: 'Grace\u0007Hopper' },
        'FullName',
        'This field contains characters that are not allowed.',
      ],
      ['an unknown field', { Salary: 'lots' }, 'form', 'Unexpected field(s): Salary'],
    ])('%s', async (_case, change, field, message) => {
      await refused(() => submit(fields(change), [cv()]), 400, message, field);
    });

    it('checks in the submit order: the form before the CV, the CV before the captcha', async () => {
      await refused(() => submit(fields({ FullName: 'G', captcha: undefined })), 400, m.nameInvalid);
      await refused(() => submit(fields({ captcha: undefined })), 400, m.cvRequired, 'Attachments');
    });

    it.each([
      ['no CV', () => submit(fields({})), 400, m.cvRequired],
      [
        'an empty file input (a nameless empty part)',
        () => submit(fields({}), [cv(Buffer.alloc(0), '')]),
        400,
        m.cvRequired,
      ],
      ['a zero-byte file', () => submit(fields({}), [cv(Buffer.alloc(0), 'empty.pdf')]), 400, m.resumeEmpty],
      [
        'an executable renamed to .pdf',
        () => submit(fields({}), [cv(Buffer.from('MZ\x90\x00\x03\x00\x00\x00'), 'resume.pdf')]),
        415,
        m.resumeType,
      ],
      [
        'a script renamed to .docx',
        () => submit(fields({}), [cv(Buffer.from('<script>alert(1)</script>'), 'resume.docx')]),
        415,
        m.resumeType,
      ],
      [
        'a zip that is no Word file',
        () =>
          submit(fields({}), [
            cv(Buffer.concat([Buffer.from('504b0304', 'hex'), Buffer.from('a.sh')]), 'c.docx'),
          ]),
        415,
        m.resumeType,
      ],
    ] as const)('a CV: %s', async (_case, send, status, message) => {
      await refused(send, status, message, 'Attachments');
    });

    it('takes a real PDF whatever its name: like the browser, a file passes by its type', async () => {
      const response = await submit(fields({ captcha: await solveAltcha(server.app) }), [
        cv(PDF, 'resume.txt', 'text/plain'),
      ]);
      expect(response.statusCode).toBe(200);
    });

    it('a CV of 11 MB: cut off while it streams, 413, nothing kept', async () => {
      const response = await refused(
        () => submit({}, [], streamedApplication(fields({}), 'big.pdf', 11 * 1024 * 1024)),
        413,
        m.resumeTooLarge,
        'Attachments',
      );
      expect(response.json()).toMatchObject({ responseStatusCode: 413 });
    });

    it('a CV of exactly 10 MB is taken', async () => {
      const response = await submit(
        {},
        [],
        streamedApplication(
          { ...goodFields, captcha: await solveAltcha(server.app) },
          'full.pdf',
          CV_MAX_BYTES,
        ),
      );
      expect(response.statusCode).toBe(200);
    });

    it('two CVs, or a CV under another part name', async () => {
      await refused(() => submit(fields({}), [cv(), cv()]), 400, 'Please upload one CV only.', 'Attachments');
      await refused(
        () => submit(fields({}), [{ ...cv(), field: 'files' }]),
        400,
        'The CV must be sent as the "Attachments" part, not "files".',
      );
    });

    it('a multipart body cut off in the middle of the CV, or between parts', async () => {
      const whole = multipartBody(fields({}), [cv()]);
      const inFile = whole.subarray(0, whole.length - 200);
      await refused(() => submit({}, [], inFile), 400, uploadMessages.truncated);
      const inFields = whole.subarray(0, whole.indexOf('Experience') + 30);
      await refused(() => submit({}, [], inFields), 400, uploadMessages.truncated);
    });

    it('a body that is not multipart', async () => {
      const before = await written();
      const response = await server.app.inject({
        method: 'POST',
        url: URL_CREATE,
        headers: { 'content-type': 'application/json' },
        payload: JSON.stringify(fields({})),
      });
      expect(response.statusCode).toBeGreaterThanOrEqual(400);
      expect(response.statusCode).toBeLessThan(500);
      expect(await written()).toEqual(before);
    });

    it('a missing captcha, a bad one, and one already used', async () => {
      await refused(() => submit(fields({ captcha: undefined }), [cv()]), 400, m.captchaRequired, 'captcha');
      await refused(
        () => submit(fields({ captcha: 'bm90IGEgcHJvb2Y=' }), [cv()]),
        400,
        captchaMessages.invalid,
        'captcha',
      );
      const once = await solveAltcha(server.app);
      expect((await submit(fields({ captcha: once }), [cv()])).statusCode).toBe(200);
      await refused(() => submit(fields({ captcha: once }), [cv()]), 400, captchaMessages.invalid, 'captcha');
    });

    it('when storing fails, the claim is released and the CV removed: the same proof may try again', async () => {
      const again = await solveAltcha(server.app);
      const before = await written();
      await server.db.exec('ALTER TABLE job_applications RENAME TO job_applications_away');
      try {
        const failed = await submit(fields({ captcha: again }), [cv()]);
        expect(failed.statusCode).toBe(500);
        expect(await countRows(server.db, 'captcha_proof_uses')).toBe(before.proofs);
        expect(storedFiles()).toHaveLength(before.files);
      } finally {
        await server.db.exec('ALTER TABLE job_applications_away RENAME TO job_applications');
      }
      expect((await submit(fields({ captcha: again }), [cv()])).statusCode).toBe(200);
    });
  });
});

describe('the per-address limit of the job application', () => {
  it('answers 429 once an address has sent its share in a minute', async () => {
    const server = await startTestServer({ RATE_LIMIT_PER_MINUTE: '2' });
    try {
      const send = (remoteAddress: string) =>
        server.app.inject({
          method: 'POST',
          url: URL_CREATE,
          remoteAddress,
          headers: { 'content-type': MULTIPART_TYPE },
          payload: multipartBody(goodFields),
        });
      expect((await send('10.0.0.1')).statusCode).toBe(400);
      expect((await send('10.0.0.1')).statusCode).toBe(400);
      expect((await send('10.0.0.1')).statusCode).toBe(429);
      expect((await send('10.0.0.2')).statusCode).toBe(400);
    } finally {
      await server.close();
    }
  });
});

describe('the job applications of the admin area', () => {
  const server = useTestServer({ ALTCHA_COST: '20', RATE_LIMIT_PER_MINUTE: '1000' });
  const tokens: Partial<Record<Role, string>> = {};
  let ids: Record<string, number>;

  beforeAll(async () => {
    for (const role of ['SuperAdmin', 'Admin', 'Manager', 'NewsEditor', 'Installer'] as const) {
      const userName = `job-${role.toLowerCase()}`;
      await addUser(server.db, { userName, password: 'job-test-password', roles: [role] });
      tokens[role] = await tokenFor(server.app, userName, 'job-test-password');
    }
    ids = {};
    const people = [
      ['Ada Lovelace', 'ada@engines.example', 'Field Services Engineer', 'ada.pdf', PDF],
      ['Grace Hopper', 'grace@navy.example', 'Test Engineer', 'Grace Hopper CV.docx', DOCX],
      ['Katherine Johnson', 'KJ@NASA.example', 'Test Engineer', 'kj.doc', DOC],
      ['Alan Turing', 'alan@bletchley.example', 'Field Services Engineer', 'turing.pdf', PDF],
    ] as const;
    for (const [FullName, Email, JobType, name, content] of people) {
      const response = await server.app.inject({
        method: 'POST',
        url: URL_CREATE,
        headers: { 'content-type': MULTIPART_TYPE },
        payload: multipartBody(
          { ...goodFields, FullName, Email, JobType, captcha: await solveAltcha(server.app) },
          [cv(content, name)],
        ),
      });
      expect(response.statusCode).toBe(200);
      ids[FullName] = response.json<JobApplicationAnswer>().id!;
    }
  });

  const get = (url: string, role?: Role) =>
    server.app.inject({
      method: 'GET',
      url,
      headers: role ? { authorization: `Bearer ${tokens[role]}` } : {},
    });
  const list = async (query: string) => {
    const response = await get(`/api/JobApply/GetAllJobApplications?${query}`, 'Admin');
    expect(response.statusCode).toBe(200);
    return response.json<JobApplicationListResponse>();
  };

  it('lists every application newest first, with the CV name and size', async () => {
    const body = await list('');
    expect(body.responseStatusCode).toBe(200);
    expect(body.total).toBe(4);
    expect(body.items.map((row) => row.fullName)).toEqual([
      'Alan Turing',
      'Katherine Johnson',
      'Grace Hopper',
      'Ada Lovelace',
    ]);
    expect(body.items[2]).toEqual({
      id: ids['Grace Hopper'],
      fullName: 'Grace Hopper',
      email: 'grace@navy.example',
      phoneNumber: '+14155550134',
      jobType: 'Test Engineer',
      experience: '1 Year to 10 Year',
      cvFileName: 'Grace Hopper CV.docx',
      cvSize: DOCX.length,
      createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
    });
  });

  it('filters by position, searches name or email whatever the case, and pages', async () => {
    const names = (body: JobApplicationListResponse) => body.items.map((row) => row.fullName);
    expect(names(await list('jobType=Test%20Engineer'))).toEqual(['Katherine Johnson', 'Grace Hopper']);
    expect(names(await list('jobType=All'))).toHaveLength(4);
    expect(names(await list('search=kj@nasa'))).toEqual(['Katherine Johnson']);
    expect(names(await list('search=GRACE'))).toEqual(['Grace Hopper']);
    expect(names(await list('search=a&jobType=Field%20Services%20Engineer'))).toEqual([
      'Alan Turing',
      'Ada Lovelace',
    ]);
    expect(await list('search=%25')).toEqual({
      responseStatusCode: 200,
      items: [],
      total: 0,
      page: 1,
      pageSize: 25,
    });
    const page2 = await list('page=2&pageSize=10');
    expect(page2.total).toBe(4);
    expect(names(page2)).toEqual([]);
    expect(names(await list('sort=fullName&dir=asc'))).toEqual([
      'Ada Lovelace',
      'Alan Turing',
      'Grace Hopper',
      'Katherine Johnson',
    ]);
  });

  it('exports the filtered rows as CSV, every row, in the same order', async () => {
    const response = await get(
      '/api/JobApply/GetAllJobApplications?jobType=Test%20Engineer&format=csv',
      'Admin',
    );
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    const lines = response.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\n');
    expect(lines[0]).toBe('Received at,Name,Email,Phone,Position,Experience,CV');
    expect(lines.slice(1).map((line) => line.split(',')[1])).toEqual(['Katherine Johnson', 'Grace Hopper']);
  });

  it.each([
    ['jobType=Chief%20Executive', 'jobType must be one of'],
    ['pageSize=1000', 'pageSize must be one of'],
    ['page=0', 'page must be a whole number'],
    ['sort=password', 'sort must be one of: receivedAt, fullName, jobType'],
    ['from=2026-02-01T00:00:00Z&to=2026-01-01T00:00:00Z', 'from must not be after to'],
    ['pageNum=2', 'Unexpected field(s): pageNum'],
  ])('refuses a list query with %s', async (query, message) => {
    const response = await get(`/api/JobApply/GetAllJobApplications?${query}`, 'Admin');
    expect(response.statusCode).toBe(400);
    expect(response.json<{ message: string }>().message).toContain(message);
  });

  it('downloads the CV with the same bytes, its type and its name', async () => {
    const pdf = await get(`/api/JobApply/DownloadCv?id=${ids['Ada Lovelace']}`, 'Manager');
    expect(pdf.statusCode).toBe(200);
    expect(pdf.rawPayload.equals(PDF)).toBe(true);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.headers['content-disposition']).toBe('attachment; filename="ada.pdf"');
    expect(pdf.headers['x-content-type-options']).toBe('nosniff');

    const docx = await get(`/api/JobApply/DownloadCv?id=${ids['Grace Hopper']}`, 'SuperAdmin');
    expect(docx.rawPayload.equals(DOCX)).toBe(true);
    expect(docx.headers['content-type']).toBe(
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    );
    expect(docx.headers['content-disposition']).toBe(
      `attachment; filename="Grace_Hopper_CV.docx"; filename*=UTF-8''Grace%20Hopper%20CV.docx`,
    );
  });

  it('answers 404 for an unknown application and 400 for a malformed id', async () => {
    expect((await get('/api/JobApply/DownloadCv?id=999999', 'Admin')).statusCode).toBe(404);
    expect((await get('/api/JobApply/DownloadCv?id=abc', 'Admin')).statusCode).toBe(400);
    expect((await get('/api/JobApply/DownloadCv', 'Admin')).statusCode).toBe(400);
  });

  it.each([
    ['SuperAdmin', 200],
    ['Admin', 200],
    ['Manager', 200],
    ['NewsEditor', 403],
    ['Installer', 403],
    [undefined, 401],
  ] as const)('role matrix: %s gets %i on both calls', async (role, status) => {
    expect((await get('/api/JobApply/GetAllJobApplications', role)).statusCode).toBe(status);
    expect((await get(`/api/JobApply/DownloadCv?id=${ids['Ada Lovelace']}`, role)).statusCode).toBe(status);
  });
});
