import { onTestFinished } from 'vitest';
import WebSocket from 'ws';
import { frameText } from '../frame-text.js';

/** A raw socket of a session: the frames it got and how it was closed (closed when the test ends). */
export async function rawSocket(base: string, cookie: string) {
  const ws = new WebSocket(`${base.replace('http', 'ws')}/ws`, { headers: { cookie, origin: base } });
  const frames: { t: string; code?: string }[] = [];
  ws.on('message', (d) => frames.push(JSON.parse(frameText(d)) as { t: string; code?: string }));
  const closed = new Promise<number>((resolve) => ws.once('close', (code) => resolve(code)));
  await new Promise<void>((resolve, reject) => {
    ws.once('open', () => resolve());
    ws.once('error', reject);
  });
  onTestFinished(() => ws.close());
  return { ws, frames, closed };
}
