import type { FileHandle } from 'node:fs/promises';

/** Sector numbers at and above this mark the end of a chain or a free sector (MS-CFB §2.1). */
const MAX_REGULAR_SECTOR = 0xfffffffa;
/** A directory longer than this is no Office document of ours: stop rather than walk a huge file. */
const MAX_DIRECTORY_SECTORS = 256;
const DIRECTORY_ENTRY_BYTES = 128;
const HEADER_DIFAT_ENTRIES = 109;
const STREAM_OBJECT = 2;

/**
 * The names of the streams in a Compound File Binary (the OLE container of .doc and .xls), read from its
 * directory as MS-CFB lays it out: the header names the first directory sector and the FAT sectors, the
 * FAT chains the directory's sectors. file-type stops at "CFB" (docs/decisions/0013-uploads.md),
 * and only the directory tells Word from Excel. Reads a few sectors, never the whole file.
 */
export async function cfbStreamNames(file: FileHandle): Promise<Set<string>> {
  const names = new Set<string>();
  const header = Buffer.alloc(512);
  if ((await file.read(header, 0, 512, 0)).bytesRead < 512) return names;
  const sectorShift = header.readUInt16LE(0x1e);
  if (sectorShift !== 9 && sectorShift !== 12) return names;
  const sectorSize = 1 << sectorShift;
  const fatSectorCount = header.readUInt32LE(0x2c);
  const fatSectors: number[] = [];
  for (let index = 0; index < Math.min(fatSectorCount, HEADER_DIFAT_ENTRIES); index++)
    fatSectors.push(header.readUInt32LE(0x4c + index * 4));

  const readSector = async (sector: number): Promise<Buffer | undefined> => {
    const buffer = Buffer.alloc(sectorSize);
    const { bytesRead } = await file.read(buffer, 0, sectorSize, (sector + 1) * sectorSize);
    return bytesRead === sectorSize ? buffer : undefined;
  };
  const entriesPerFatSector = sectorSize / 4;
  const nextSector = async (sector: number): Promise<number> => {
    const fatSector = fatSectors[Math.floor(sector / entriesPerFatSector)];
    if (fatSector === undefined || fatSector >= MAX_REGULAR_SECTOR) return MAX_REGULAR_SECTOR;
    const fat = await readSector(fatSector);
    return fat ? fat.readUInt32LE((sector % entriesPerFatSector) * 4) : MAX_REGULAR_SECTOR;
  };

  let sector = header.readUInt32LE(0x30);
  for (let walked = 0; sector < MAX_REGULAR_SECTOR && walked < MAX_DIRECTORY_SECTORS; walked++) {
    const directory = await readSector(sector);
    if (!directory) break;
    for (let offset = 0; offset < sectorSize; offset += DIRECTORY_ENTRY_BYTES) {
      const nameBytes = directory.readUInt16LE(offset + 0x40);
      if (directory[offset + 0x42] !== STREAM_OBJECT || nameBytes < 2 || nameBytes > 64) continue;
      // The length counts the terminating UTF-16 null.
      names.add(directory.toString('utf16le', offset, offset + nameBytes - 2));
    }
    sector = await nextSector(sector);
  }
  return names;
}
