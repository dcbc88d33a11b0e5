import type { RawData } from 'ws';

/**
 * The text of a WebSocket frame. With ws's default binaryType ('nodebuffer') every frame is one
 * Buffer; the other shapes RawData allows are decoded as well rather than stringified as objects.
 */
export function frameText(data: RawData): string {
  if (Buffer.isBuffer(data)) return data.toString();
  if (Array.isArray(data)) return Buffer.concat(data).toString();
  return Buffer.from(data).toString();
}
