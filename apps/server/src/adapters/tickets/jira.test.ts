import { beforeAll, describe, expect, it } from 'vitest';
import { contactForm } from '../../../test/contact-submission';
import { jiraEnv, useFakeJira } from '../../../test/fakes/jira';
import { ticketFilesOnDisk } from '../../../test/files-on-disk';
import { useTestServer } from '../../../test/harness';
import { loadConfig } from '../../config';
import { createTicketSystem } from './index';
import type { TicketContact, TicketSystem } from './ticket';

const contact: TicketContact = contactForm({ title: 'Engineer', message: '' });

describe('Jira REST v3 ticket system (against a fake Jira)', () => {
  const jira = useFakeJira();
  const server = useTestServer(() => ({
    ...jiraEnv(jira),
    JIRA_BASE_URL: `${jira.url}/`,
  }));
  let tickets: TicketSystem;
  beforeAll(async () => {
    tickets = createTicketSystem({ config: server.config, db: server.db, log: server.app.log });
  });

  it('is chosen when JIRA_BASE_URL is set, and needs the e-mail and token then', () => {
    expect(tickets.kind).toBe('jira');
    const config = loadConfig({ DATA_DIR: server.config.dataDir, JIRA_BASE_URL: jira.url });
    expect(() => createTicketSystem({ config, db: server.db, log: server.app.log })).toThrow(
      /JIRA_API_TOKEN/,
    );
  });

  it('creates the issue with basic auth and answers the key Jira gave it', async () => {
    const key = await tickets.create({ contact, source: 'contact-us' });
    expect(key).toMatch(/^OHM-\d+$/);
    const request = jira.requests.at(-1)!;
    expect(request.headers['content-type']).toBe('application/json');
    const { fields } = JSON.parse(request.body.toString('utf8'));
    expect(fields).toMatchObject({
      project: { id: '10010' },
      issuetype: { id: '10038' },
      customfield_10378: 'Contact Us',
      customfield_10376: 'Ohmstead Website',
      customfield_10379: 'guest',
      description: { type: 'doc', version: 1 },
    });
    expect(fields.summary).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2} Client Query$/);
    expect(jira.issues.at(-1)!.key).toBe(key);
  });

  it('throws a 502 when Jira refuses the issue, and when the credentials are wrong', async () => {
    jira.failCreate = true;
    await expect(tickets.create({ contact, source: 'contact-us' })).rejects.toMatchObject({
      statusCode: 502,
    });
    jira.failCreate = false;
    const config = loadConfig({
      DATA_DIR: server.config.dataDir,
      JIRA_BASE_URL: jira.url,
      JIRA_EMAIL: 'bot@ohmsteadpower.com',
      JIRA_API_TOKEN: 'wrong',
    });
    const wrong = createTicketSystem({ config, db: server.db, log: server.app.log });
    await expect(wrong.create({ contact, source: 'contact-us' })).rejects.toMatchObject({ statusCode: 502 });
  });

  it('uploads attachments as multipart field files with the XSRF header', async () => {
    const key = await tickets.create({ contact, source: 'chatbot', username: 'ada.l' });
    const ok = await tickets.attach(
      key,
      ticketFilesOnDisk([
        { fileName: 'meter.jpg', contentType: 'image/jpeg', content: Buffer.from([0xff, 0xd8, 0xff]) },
        { fileName: 'log.txt', contentType: 'text/plain', content: Buffer.from('fault 42') },
      ]),
    );
    expect(ok).toBe(true);
    const request = jira.requests.at(-1)!;
    expect(request.url).toBe(`/rest/api/3/issue/${key}/attachments`);
    expect(request.headers['x-atlassian-token']).toBe('no-check');
    expect(request.headers['content-type']).toMatch(/^multipart\/form-data; boundary=/);
    const stored = jira.attachments.filter((file) => file.key === key);
    expect(stored.map((file) => [file.fileName, file.contentType])).toEqual([
      ['meter.jpg', 'image/jpeg'],
      ['log.txt', 'text/plain'],
    ]);
    expect(stored[1]!.content.toString()).toBe('fault 42');
  });

  it('only logs a failed upload and answers false', async () => {
    const key = await tickets.create({ contact, source: 'chatbot' });
    jira.failAttachments = true;
    const files = ticketFilesOnDisk([
      { fileName: 'a.txt', contentType: 'text/plain', content: Buffer.from('a') },
    ]);
    expect(await tickets.attach(key, files)).toBe(false);
    jira.failAttachments = false;
    expect(await tickets.attach('OHM-404', files)).toBe(false);
  });
});
