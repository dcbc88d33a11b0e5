import type { Socket } from 'node:net';
import { Writable } from 'node:stream';
import * as ws from 'ws';
import { describe, expect, it } from 'vitest';
import { FrameWriter, textFrame } from './ws-frame.js';

/** `ws`'s frame parser (exported by the package, not in its type declarations). */
const { Receiver } = ws as unknown as { Receiver: new (options: { isServer: boolean }) => Writable };

/** What a WebSocket client's parser reads from the bytes. */
function read(bytes: Buffer): Promise<string[]> {
  return new Promise((resolve, reject) => {
    const texts: string[] = [];
    const receiver = new Receiver({ isServer: false });
    receiver.on('message', (data: Buffer, isBinary: boolean) => texts.push(isBinary ? '(binary)' : data.toString()));
    receiver.on('error', reject);
    receiver.write(bytes, () => resolve(texts));
  });
}

describe('textFrame', () => {
  it('frames texts of every length class so that a client parser reads them back exactly', async () => {
    const texts = [
      '',
      'a',
      'x'.repeat(125),
      'x'.repeat(126),
      'Feierabend für Anna — Hausdetektiv 🕵',
      'ü'.repeat(63), // 126 bytes from 63 characters: the length is counted in bytes
      'y'.repeat(65_535),
      'z'.repeat(65_536),
    ];
    expect(await read(Buffer.concat(texts.map(textFrame)))).toEqual(texts);
  });

  it('writes the header the protocol prescribes: FIN and opcode 1, no mask, the shortest length form', () => {
    expect([...textFrame('hi')]).toEqual([0x81, 2, 0x68, 0x69]);
    expect([...textFrame('x'.repeat(126)).subarray(0, 4)]).toEqual([0x81, 126, 0, 126]);
    expect([...textFrame('x'.repeat(65_536)).subarray(0, 10)]).toEqual([0x81, 127, 0, 0, 0, 0, 0, 1, 0, 0]);
  });
});

describe('FrameWriter', () => {
  it('sends the frames of one turn in one write, and the next turn in the next', async () => {
    // A stand-in for the TCP socket that records each write it is asked to do (one call each).
    const writes: Buffer[][] = [];
    const tcp = new Writable({
      writev(chunks, done) {
        writes.push(chunks.map((c) => c.chunk as Buffer));
        done();
      },
      write(chunk: Buffer, _encoding, done) {
        writes.push([chunk]);
        done();
      },
    });
    const writer = new FrameWriter(tcp as unknown as Socket);
    writer.write('{"t":"ack","seq":1}');
    writer.write('{"t":"update","v":2}');
    expect(writes).toEqual([]); // corked until the turn ends
    await new Promise((r) => process.nextTick(r));
    writer.write('{"t":"update","v":3}');
    await new Promise((r) => setImmediate(r));
    expect(writes.map((w) => w.length)).toEqual([2, 1]);
    expect(await read(Buffer.concat(writes.flat()))).toEqual([
      '{"t":"ack","seq":1}',
      '{"t":"update","v":2}',
      '{"t":"update","v":3}',
    ]);
  });
});
