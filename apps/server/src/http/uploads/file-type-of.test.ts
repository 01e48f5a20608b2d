import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { DOC, DOCX, GIF, JPEG, PDF, PNG, XLS, XLSX, ZIP } from '../../../test/fakes/sample-files';
import { typeOfFile, typeOfHead } from './file-type-of';

describe('typing a file by its content', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'ohmstead-file-type-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  let count = 0;
  const typeOf = (content: Buffer | string) => {
    const file = path.join(dir, String(count++));
    writeFileSync(file, content);
    return typeOfFile(file);
  };

  it.each([
    ['a PNG', PNG, 'image/png'],
    ['a JPEG', JPEG, 'image/jpeg'],
    ['a GIF', GIF, 'image/gif'],
    ['a PDF', PDF, 'application/pdf'],
    ['a Word 97 document (CFB with a WordDocument stream)', DOC, 'application/msword'],
    ['an Excel 97 workbook (CFB with a Workbook stream)', XLS, 'application/vnd.ms-excel'],
    ['a .docx', DOCX, 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'],
    ['a .xlsx', XLSX, 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'],
    ['a zip that is no Office file', ZIP, 'application/zip'],
    ['an executable', Buffer.concat([Buffer.from('MZ'), Buffer.alloc(200)]), 'application/x-msdownload'],
    ['UTF-8 text', 'Serial 4410027\r\nPort 3 trips — après 1 min\n', 'text/plain'],
    ['an HTML page', '  <!doctype html><script>alert(1)</script>', 'text/html'],
    ['an SVG', '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>', 'text/html'],
    ['text with a control byte', 'abc\u0000def', 'application/octet-stream'],
    ['bytes that are not UTF-8', Buffer.from([0x61, 0xff, 0xfe, 0x62]), 'application/octet-stream'],
  ])('%s', async (_case, content, mime) => {
    expect((await typeOf(content)).mime).toBe(mime);
  });

  it('calls a file a PDF only when %PDF- is at its very start (finding 9)', async () => {
    const late = Buffer.concat([Buffer.from('<html>'), Buffer.alloc(100, 0x20), Buffer.from('%PDF-1.7\n')]);
    expect((await typeOf(late)).mime).not.toBe('application/pdf');
    expect((await typeOf(Buffer.concat([Buffer.from('  '), PDF]))).mime).not.toBe('application/pdf');
    expect((await typeOfHead(late)).type.mime).not.toBe('application/pdf');
  });

  it('tells from the first bytes only what they can tell: containers and text wait for the whole file', async () => {
    expect(await typeOfHead(PNG)).toEqual({ type: { mime: 'image/png', ext: 'png' }, final: true });
    expect((await typeOfHead(DOC)).final).toBe(false);
    expect((await typeOfHead(ZIP)).final).toBe(false);
    expect((await typeOfHead(Buffer.from('plain words'))).final).toBe(false);
    expect(await typeOfHead(Buffer.from('<html>'))).toEqual({
      type: { mime: 'text/html', ext: 'html' },
      final: true,
    });
  });
});
