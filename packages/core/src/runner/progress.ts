/** A one-line progress bar on stderr, drawn only when stderr is a terminal. */
export function progressBar(total: number, label: string): (done: number) => void {
  const out = process.stderr;
  if (!out.isTTY) return () => {};
  const started = performance.now();
  return (done) => {
    const width = 30;
    const filled = Math.round((done / total) * width);
    const secs = (performance.now() - started) / 1000;
    const rate = secs > 0 ? done / secs : 0;
    out.write(
      `\r${label} [${'#'.repeat(filled)}${'.'.repeat(width - filled)}] ${done}/${total} ` +
        `${rate.toFixed(1)}/s   ${done === total ? '\n' : ''}`,
    );
  };
}
