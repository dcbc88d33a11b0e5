import { Socket } from 'node:net';
import type { WebSocket } from 'ws';

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

/** `FRAMES=ws` sends every frame through `ws.send` instead (the side-by-side figures, docs/server.md). */
const viaWs = process.env.FRAMES === 'ws';

/**
 * The TCP socket under a `ws` WebSocket, for `FrameWriter` — or `null`, and the frames go through
 * `ws.send`. `_socket` is not `ws`'s public API (ws is pinned exactly, and ws-frame.test.ts checks
 * on every run, over real connections of this ws, that a server-side WebSocket's `_socket` is its
 * upgrade's TCP socket, that a ws client reads what the writer writes between ws's own frames,
 * and that `bufferedAmount` — what the 4010 limit reads — counts the writer's unsent bytes);
 * checked here on every connection, so a `ws` that changes it falls back to `ws.send` (tested
 * too) instead of failing.
 */
export function frameSocket(ws: WebSocket): Socket | null {
  if (viaWs) return null;
  const tcp = (ws as unknown as { _socket?: unknown })._socket;
  return tcp instanceof Socket && tcp.writable ? tcp : null;
}
