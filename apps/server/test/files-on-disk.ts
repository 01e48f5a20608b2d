import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TicketFile } from '../src/adapters/tickets/ticket';

/** Writes each file to a fresh temporary folder, as the upload receiver leaves them for a ticket system. */
export function ticketFilesOnDisk(
  files: { fileName: string; contentType: string; content: Buffer }[],
): TicketFile[] {
  const folder = mkdtempSync(path.join(tmpdir(), 'ohmstead-ticket-files-'));
  return files.map((file, index) => {
    const filePath = path.join(folder, String(index));
    writeFileSync(filePath, file.content);
    return {
      fileName: file.fileName,
      contentType: file.contentType,
      path: filePath,
      size: file.content.length,
    };
  });
}
