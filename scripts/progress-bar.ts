/**
 * A progress line for long imports: redrawn in place on a terminal, one line every
 * 10 s otherwise (CI logs), and a final line when done.
 */
export function createProgressBar(label: string, stream: NodeJS.WriteStream = process.stderr) {
  const started = Date.now();
  let lastPrinted = 0;
  const interactive = Boolean(stream.isTTY);

  function render(fraction: number | undefined, count: number, unit: string): string {
    const seconds = (Date.now() - started) / 1000;
    const rate = seconds > 0 ? Math.round(count / seconds) : 0;
    const counted = `${count.toLocaleString('en-GB')} ${unit} · ${rate.toLocaleString('en-GB')}/s · ${seconds.toFixed(0)}s`;
    if (fraction === undefined) return `${label} ${counted}`;
    const width = 28;
    const filled = Math.round(Math.min(1, Math.max(0, fraction)) * width);
    const eta = fraction > 0.01 ? ` · ETA ${Math.max(0, (seconds / fraction - seconds)).toFixed(0)}s` : '';
    return `${label} [${'#'.repeat(filled)}${'.'.repeat(width - filled)}] ${(fraction * 100).toFixed(0).padStart(3)}% ${counted}${eta}`;
  }

  return {
    update(fraction: number | undefined, count: number, unit = 'records') {
      const now = Date.now();
      if (interactive) {
        if (now - lastPrinted < 100) return;
        stream.write(`\r${render(fraction, count, unit).padEnd(110)}`);
      } else {
        if (now - lastPrinted < 10_000) return;
        stream.write(`${render(fraction, count, unit)}\n`);
      }
      lastPrinted = now;
    },
    done(count: number, unit = 'records') {
      stream.write(`${interactive ? '\r' : ''}${render(1, count, unit).padEnd(110)}\n`);
    },
  };
}
