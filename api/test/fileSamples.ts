// Small real files for upload tests: each starts with its format's true header, so the server's
// content check (file-type, image-size) sees what a browser would send.
import { crc32 } from 'node:zlib';

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A PNG header of the given size (IHDR and IEND; `padding` bytes of an ignored chunk make it larger). */
export function png(width: number, height: number, padding = 0): Buffer {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr.set([8, 2, 0, 0, 0], 8);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    ...(padding ? [chunk('teXt', Buffer.alloc(padding, 0x61))] : []),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

export const pdf = (): Buffer =>
  Buffer.from('%PDF-1.4\n1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n');

/** The start of a Windows executable (MZ header and PE signature). */
export function windowsExecutable(): Buffer {
  const file = Buffer.alloc(1024);
  file.write('MZ', 0, 'ascii');
  file.writeUInt32LE(0x80, 0x3c);
  file.write('PE\0\0', 0x80, 'binary');
  return file;
}

/** The start of a Linux executable (ELF header). */
export const elfExecutable = (): Buffer =>
  Buffer.concat([Buffer.from([0x7f, 0x45, 0x4c, 0x46, 2, 1, 1, 0]), Buffer.alloc(120)]);

export interface UploadPart {
  name: string;
  data: Buffer;
  type?: string;
}

/** POSTs parts as multipart `files` to /upload (or /upload/free) and returns status and body. */
export async function upload(
  baseUrl: string,
  use: string,
  parts: UploadPart[],
  options: { token?: string; free?: boolean; field?: string } = {},
): Promise<{ status: number; body: Record<string, unknown> }> {
  const form = new FormData();
  for (const part of parts)
    form.append(options.field ?? 'files', new Blob([part.data], { type: part.type ?? '' }), part.name);
  const res = await fetch(`${baseUrl}/upload${options.free ? '/free' : ''}?use=${use}`, {
    method: 'POST',
    body: form,
    headers: options.token ? { authorization: `Bearer ${options.token}` } : {},
  });
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
}
