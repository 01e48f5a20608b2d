import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { encode } from 'uqr';

/**
 * A camera feed for Chromium's fake capture device (`--use-file-for-fake-video-capture`): a Y4M video whose
 * frames show `text` as a QR code, black on white with a quiet zone, 8 pixels a module.
 */
export function qrCameraFile(dir: string, text: string): string {
  const { data } = encode(text, { ecc: 'M', border: 4 });
  const scale = 8;
  const size = Math.ceil((data.length * scale) / 16) * 16;
  const luma = Buffer.alloc(size * size, 255);
  data.forEach((row, y) =>
    row.forEach((dark, x) => {
      if (!dark) return;
      for (let dy = 0; dy < scale; dy++)
        luma.fill(0, (y * scale + dy) * size + x * scale, (y * scale + dy) * size + (x + 1) * scale);
    }),
  );
  const chroma = Buffer.alloc((size / 2) * (size / 2) * 2, 128);
  const frame = Buffer.concat([Buffer.from('FRAME\n'), luma, chroma]);
  const file = path.join(dir, 'qr-camera.y4m');
  writeFileSync(
    file,
    Buffer.concat([Buffer.from(`YUV4MPEG2 W${size} H${size} F10:1 Ip A1:1 C420jpeg\n`), frame, frame, frame]),
  );
  return file;
}
