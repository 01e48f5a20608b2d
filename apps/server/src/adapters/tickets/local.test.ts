import { describe, expect, it } from 'vitest';
import { contactForm, GUEST_CONTACT_TICKET } from '../../../test/contact-submission';
import { ticketFilesOnDisk } from '../../../test/files-on-disk';
import { useTestServer } from '../../../test/harness';
import { localTicketSystem } from './local';
import type { TicketContact } from './ticket';

const contact: TicketContact = contactForm({ title: 'Engineer', message: 'Please call me.' });

interface TicketRow {
  key: string;
  project_id: string;
  issue_type_id: string;
  summary: string;
  description: { type: string; content: unknown[] };
  custom_fields: Record<string, string>;
  source: string;
  username: string;
}

describe('the embedded ticket system', () => {
  const server = useTestServer();

  const tickets = () =>
    localTicketSystem({
      db: server.db,
      options: { projectId: '10010', issueTypeId: '10038', timeZone: 'UTC' },
      log: server.app.log,
    });

  it('answers keys SUP-1, SUP-2, … and keeps every field of the issue', async () => {
    const system = tickets();
    const first = await system.create({ contact, source: 'contact-us' });
    const second = await system.create({ contact, source: 'chatbot', username: 'ada.l' });
    expect(first).toMatch(/^SUP-\d+$/);
    expect(Number(second.slice(4))).toBe(Number(first.slice(4)) + 1);

    const [row] = await server.db.query<TicketRow>('SELECT * FROM tickets WHERE key = $1', [first]);
    expect(row).toMatchObject(GUEST_CONTACT_TICKET);
    expect(row!.summary).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2} Client Query$/);
    expect(row!.description.type).toBe('doc');
    expect(JSON.stringify(row!.description)).toContain('ada@gridworks.example');

    const [chat] = await server.db.query<TicketRow>('SELECT * FROM tickets WHERE key = $1', [second]);
    expect(chat).toMatchObject({
      source: 'chatbot',
      username: 'ada.l',
      custom_fields: {
        customfield_10377: 'Chatbot',
        customfield_10376: 'Ohmstead Website',
        customfield_10379: 'ada.l',
      },
    });
  });

  it('stores attachments with the ticket and refuses them for an unknown key', async () => {
    const system = tickets();
    const key = await system.create({ contact, source: 'chatbot' });
    const files = ticketFilesOnDisk([
      { fileName: 'panel.png', contentType: 'image/png', content: Buffer.from([0x89, 0x50, 0x4e, 0x47]) },
      { fileName: 'notes.txt', contentType: 'text/plain', content: Buffer.from('wiring notes') },
    ]);
    expect(await system.attach(key, files)).toBe(true);
    const rows = await server.db.query<{ file_name: string; size_bytes: number; content: Uint8Array }>(
      'SELECT file_name, size_bytes, content FROM ticket_attachments WHERE ticket_key = $1 ORDER BY id',
      [key],
    );
    expect(rows.map((row) => row.file_name)).toEqual(['panel.png', 'notes.txt']);
    expect(Buffer.from(rows[1]!.content).toString()).toBe('wiring notes');
    expect(rows[0]!.size_bytes).toBe(4);

    expect(await system.attach('SUP-999999', files)).toBe(false);
  });
});
