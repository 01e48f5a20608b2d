import { crc32 } from 'node:zlib';

/**
 * Small but well-formed files of each kind the uploads take, so that tests exercise the same content
 * typing (file-type plus our CFB reader) that real files meet.
 */

/** A 1×1 PNG. */
export const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);
export const JPEG = Buffer.concat([
  Buffer.from('ffd8ffe000104a46494600010100000100010000', 'hex'),
  Buffer.alloc(64),
]);
export const GIF = Buffer.from('GIF89a\x01\x00\x01\x00\x00\x00\x00;', 'latin1');
export const PDF = Buffer.from('%PDF-1.7\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n', 'latin1');

const SECTOR = 512;
const END_OF_CHAIN = 0xfffffffe;
const FREE = 0xffffffff;
const FAT_SECTOR = 0xfffffffd;

/**
 * A Compound File Binary (MS-CFB, version 3) whose directory holds a root entry and one stream named
 * `stream` ('WordDocument' for a .doc, 'Workbook' for a .xls): header, one FAT sector, one directory sector.
 */
function cfbWithStream(stream: string): Buffer {
  const header = Buffer.alloc(SECTOR);
  Buffer.from('d0cf11e0a1b11ae1', 'hex').copy(header, 0);
  header.writeUInt16LE(0x3e, 0x18);
  header.writeUInt16LE(3, 0x1a);
  header.writeUInt16LE(0xfffe, 0x1c);
  header.writeUInt16LE(9, 0x1e);
  header.writeUInt16LE(6, 0x20);
  header.writeUInt32LE(1, 0x2c); // one FAT sector
  header.writeUInt32LE(1, 0x30); // the directory starts at sector 1
  header.writeUInt32LE(4096, 0x38);
  header.writeUInt32LE(END_OF_CHAIN, 0x3c);
  header.writeUInt32LE(END_OF_CHAIN, 0x44);
  for (let index = 0; index < 109; index++) header.writeUInt32LE(index === 0 ? 0 : FREE, 0x4c + index * 4);
  const fat = Buffer.alloc(SECTOR, 0xff);
  fat.writeUInt32LE(FAT_SECTOR, 0);
  fat.writeUInt32LE(END_OF_CHAIN, 4);
  const directory = Buffer.alloc(SECTOR);
  const entry = (index: number, name: string, type: number) => {
    const offset = index * 128;
    directory.write(name, offset, 'utf16le');
    directory.writeUInt16LE((name.length + 1) * 2, offset + 0x40);
    directory[offset + 0x42] = type;
    directory.writeUInt32LE(FREE, offset + 0x44);
    directory.writeUInt32LE(FREE, offset + 0x48);
    directory.writeUInt32LE(index === 0 ? 1 : FREE, offset + 0x4c);
    directory.writeUInt32LE(END_OF_CHAIN, offset + 0x74);
  };
  entry(0, 'Root Entry', 5);
  entry(1, stream, 2);
  return Buffer.concat([header, fat, directory]);
}

export const DOC = cfbWithStream('WordDocument');
export const XLS = cfbWithStream('Workbook');

/** A zip of stored (uncompressed) entries, as Office writes its containers (with deflate). */
function zip(entries: [name: string, content: string][]): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const [name, text] of entries) {
    const content = Buffer.from(text);
    const fileName = Buffer.from(name);
    const crc = crc32(content);
    // The fields an entry's local header and its central directory record share, from `at` on (version
    // needed, crc, both sizes, name length); the central record has 'version made by' before them.
    const entryFields = (header: Buffer, at: number) => {
      header.writeUInt16LE(20, at);
      header.writeUInt32LE(crc, at + 10);
      header.writeUInt32LE(content.length, at + 14);
      header.writeUInt32LE(content.length, at + 18);
      header.writeUInt16LE(fileName.length, at + 22);
    };
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    entryFields(local, 4);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    entryFields(central, 6);
    central.writeUInt32LE(offset, 42);
    locals.push(local, fileName, content);
    centrals.push(central, fileName);
    offset += local.length + fileName.length + content.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

const contentTypes = (main: string) =>
  '<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">' +
  `<Override PartName="/main.xml" ContentType="${main}"/></Types>`;

export const DOCX = zip([
  [
    '[Content_Types].xml',
    contentTypes('application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml'),
  ],
  ['word/document.xml', '<w:document/>'],
]);
export const XLSX = zip([
  [
    '[Content_Types].xml',
    contentTypes('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml'),
  ],
  ['xl/workbook.xml', '<workbook/>'],
]);
/** A zip that is no Office file. */
export const ZIP = zip([['payload/run.sh', 'echo hi']]);
