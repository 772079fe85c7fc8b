import { Writable } from 'node:stream';

/** A log stream for startTestServer's `logStream` that keeps every line, for tests that read the log. */
export function capturedLog(): { lines: string[]; stream: Writable; text(): string } {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(String(chunk));
      done();
    },
  });
  return { lines, stream, text: () => lines.join('') };
}
