/**
 * The zip-bomb check of a spooled upload (isZipBombFile) reads only the end record and the central
 * directory of a large container; it must judge exactly like the whole-buffer check.
 */
import { randomBytes } from 'node:crypto';
import JSZip from 'jszip';
import { describe, expect, it } from 'vitest';
import { isZipBomb, isZipBombFile } from '../../../server/modules/files/zipCheck';

const CENTRAL = 0x02014b50;

/** A 3 MB zip (stored entries, so it passes the whole-file threshold) with a few entries. */
async function largeZip(): Promise<Buffer> {
  const zip = new JSZip();
  zip.file('photo.jpg', randomBytes(3 * 1024 * 1024));
  zip.file('readme.txt', 'evidence');
  return zip.generateAsync({ type: 'nodebuffer', compression: 'STORE' });
}

/** The same zip with every central-directory entry declaring 4 GB unpacked. */
function declaringHuge(zip: Buffer): Buffer {
  const copy = Buffer.from(zip);
  for (let p = 0; p + 46 <= copy.length; p++) if (copy.readUInt32LE(p) === CENTRAL) copy.writeUInt32LE(0xfffffff0, p + 24);
  return copy;
}

describe('isZipBombFile', () => {
  const reader = (buf: Buffer) => {
    const reads: number[] = [];
    const read = async (start: number, end: number) => {
      reads.push(end - start);
      return buf.subarray(start, end);
    };
    return { read, reads };
  };

  it('judges a large container by its directory like the whole-buffer check, without reading it whole', async () => {
    const honest = await largeZip();
    const bomb = declaringHuge(honest);
    expect(isZipBomb(honest)).toBe(false);
    expect(isZipBomb(bomb)).toBe(true);
    for (const [buf, expected] of [
      [honest, false],
      [bomb, true],
    ] as const) {
      const { read, reads } = reader(buf);
      expect(await isZipBombFile(buf.length, read)).toBe(expected);
      expect(Math.max(...reads)).toBeLessThan(128 * 1024);
    }
  });

  it('judges a large file without a readable directory whole, like isZipBomb', async () => {
    const truncated = (await largeZip()).subarray(0, 2_500_000);
    const { read } = reader(truncated);
    expect(await isZipBombFile(truncated.length, read)).toBe(isZipBomb(truncated));
  });
});
