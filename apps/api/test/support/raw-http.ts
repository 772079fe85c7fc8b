import { connect } from 'node:net';

/**
 * Writes raw bytes to the server and reads what comes back, as latin1 text. By default it waits until the server
 * closes the connection (failing after 10 s); with `hangUpAfterMs` it hangs up itself after that long, for
 * requests the server answers and keeps alive.
 */
export function rawRequest(
  port: number,
  bytes: string,
  options: { hangUpAfterMs?: number } = {},
): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1');
    let answer = '';
    socket.setEncoding('latin1');
    socket.on('data', (chunk) => {
      answer += chunk;
    });
    socket.on('close', () => resolve(answer));
    socket.write(bytes, 'latin1');
    if (options.hangUpAfterMs === undefined) {
      socket.on('error', reject);
      socket.setTimeout(10_000, () => socket.destroy(new Error('no answer within 10 s')));
    } else {
      socket.on('error', () => resolve(answer));
      socket.setTimeout(options.hangUpAfterMs, () => socket.end());
    }
  });
}

/** The first answer in raw bytes: status, lower-cased headers and its body (read by its own framing). */
export function splitAnswer(answer: string): {
  status: number;
  headers: Record<string, string>;
  body: string;
} {
  const headEnd = answer.indexOf('\r\n\r\n');
  const head = headEnd < 0 ? answer : answer.slice(0, headEnd);
  const [statusLine = '', ...headerLines] = head.split('\r\n');
  const headers = Object.fromEntries(
    headerLines.map((line) => {
      const colon = line.indexOf(':');
      return [line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim()];
    }),
  );
  return { status: Number(statusLine.split(' ')[1] ?? 0), headers, body: firstBody(answer) };
}

/**
 * The body of the first answer in `bytes`, read by its own framing (content-length or chunked) as a client would:
 * bytes the client pipelined after its request may be answered too, right after it.
 */
export function firstBody(bytes: string): string {
  const headEnd = bytes.indexOf('\r\n\r\n');
  if (headEnd < 0) return '';
  const head = bytes.slice(0, headEnd);
  const rest = bytes.slice(headEnd + 4);
  const length = head.match(/\r\ncontent-length: *(\d+)/i)?.[1];
  if (length !== undefined) return rest.slice(0, Number(length));
  if (!/\r\ntransfer-encoding: *chunked/i.test(head)) return rest;
  let body = '';
  let at = 0;
  for (;;) {
    const lineEnd = rest.indexOf('\r\n', at);
    const size = Number.parseInt(rest.slice(at, lineEnd), 16);
    if (!(size > 0)) return body;
    body += rest.slice(lineEnd + 2, lineEnd + 2 + size);
    at = lineEnd + 2 + size + 2;
  }
}
