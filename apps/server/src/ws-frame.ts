import type { Socket } from 'node:net';

/**
 * One WebSocket text frame as the server sends it (RFC 6455 §5.2: FIN set, opcode 1, unmasked,
 * the payload length in 7, 7+16 or 7+64 bits) in a single Buffer. `ws` builds a frame as a header
 * Buffer plus the text, written as two chunks through its sender's and the stream's bookkeeping;
 * under load the server sends four to six frames per move, and that bookkeeping, with the
 * objects it allocates, was a few percent of the event loop (docs/server.md). Written through
 * `FrameWriter` (the frames `deliver` builds, and the `server/floor` bench's); `ws` still reads,
 * answers pings and closes.
 */
export function textFrame(text: string): Buffer {
  const length = Buffer.byteLength(text);
  const head = length < 126 ? 2 : length < 65_536 ? 4 : 10;
  const frame = Buffer.allocUnsafe(head + length);
  frame[0] = 0x81;
  if (head === 2) frame[1] = length;
  else if (head === 4) {
    frame[1] = 126;
    frame.writeUInt16BE(length, 2);
  } else {
    frame[1] = 127;
    frame.writeBigUInt64BE(BigInt(length), 2);
  }
  frame.write(text, head, 'utf8');
  return frame;
}

/**
 * Writes text frames to one TCP socket: the frames written in one turn of the event loop (an
 * update and the ack after it, or the updates of a whole group commit) leave in one write — a
 * write is a system call, and under load the calls, not the bytes, are the server's largest cost.
 */
export class FrameWriter {
  private corked = false;

  constructor(private readonly tcp: Socket) {}

  write(text: string): void {
    if (!this.corked) {
      this.corked = true;
      this.tcp.cork();
      process.nextTick(() => {
        this.corked = false;
        this.tcp.uncork();
      });
    }
    this.tcp.write(textFrame(text));
  }
}
