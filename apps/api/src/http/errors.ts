import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import type { Duplex } from 'node:stream';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/** An error whose status and JSON body are meant for the client as they are. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly extra: Record<string, unknown> = {},
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

interface ValidationIssue {
  keyword: string;
  instancePath: string;
  params: Record<string, unknown>;
  message?: string;
}

const contextNames: Record<string, string> = {
  body: 'body',
  params: 'path',
  querystring: 'query',
  headers: 'header',
};

/** Turns the first Ajv error into `"<field>: <what is wrong>."` */
export function describeValidationIssue(issue: ValidationIssue, context: string | undefined): string {
  const segments = issue.instancePath.split('/').filter(Boolean);
  const params = issue.params;
  if (issue.keyword === 'required' && typeof params.missingProperty === 'string') {
    segments.push(params.missingProperty);
  }
  if (issue.keyword === 'additionalProperties' && typeof params.additionalProperty === 'string') {
    segments.push(params.additionalProperty);
  }
  const field =
    segments.length > 0 ? segments.join('.') : `the request ${contextNames[context ?? 'body'] ?? 'body'}`;
  return `${field}: ${problemText(issue)}.`;
}

function problemText({ keyword, params, message }: ValidationIssue): string {
  switch (keyword) {
    case 'required':
      return 'is required';
    case 'additionalProperties':
      return 'is not allowed';
    case 'type':
      return `must be ${article(String(params.type))}`;
    case 'minLength':
      return `must be at least ${String(params.limit)} characters`;
    case 'maxLength':
      return `must be at most ${String(params.limit)} characters`;
    case 'pattern':
      return 'contains characters that are not allowed';
    case 'enum':
      return `must be one of ${Array.isArray(params.allowedValues) ? params.allowedValues.join(', ') : 'the allowed values'}`;
    case 'format':
      return params.format === 'email'
        ? 'must be a valid email address'
        : `must be a valid ${String(params.format)}`;
    default:
      return message ?? 'is not valid';
  }
}

function article(type: string): string {
  if (type === 'object') return 'an object';
  if (type === 'array') return 'an array';
  if (type === 'integer') return 'an integer';
  if (type === 'null') return 'null';
  return `a ${type}`;
}

const genericMessages: Record<number, string> = {
  400: 'The request is not valid.',
  401: 'Please log in to continue.',
  403: 'This is not allowed.',
  404: 'Not found.',
  405: 'This method is not allowed here.',
  406: 'This answer is only available as JSON.',
  408: 'The request took too long.',
  411: 'The request needs a Content-Length.',
  413: 'The request body is too large.',
  414: 'The address is too long.',
  415: 'Unsupported content type: send application/json.',
  417: 'Only "Expect: 100-continue" is supported.',
  429: 'Too many attempts. Please try again later.',
  431: 'The request headers are too large.',
};

const codeMessages: Record<string, string> = {
  FST_ERR_CTP_INVALID_JSON_BODY: 'The request body is not valid JSON.',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'The request body is empty: send a JSON object.',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'The Content-Length does not match the body.',
  FST_ERR_CTP_BODY_TOO_LARGE: 'The request body is too large.',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'Unsupported content type: send application/json.',
};

/** Every error leaves as JSON `{ message }`; nothing internal (stack, SQL) reaches the client. */
export function installErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    if (error instanceof HttpError) {
      return reply.code(error.statusCode).send({ message: error.message, ...error.extra });
    }
    if (error.validation && error.validation.length > 0) {
      const [first] = error.validation;
      const message = first ? describeValidationIssue(first, error.validationContext) : genericMessages[400];
      return reply.code(400).send({ message });
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      // JSON.parse failures surface as SyntaxError with a 400 status.
      const message =
        codeMessages[error.code] ??
        (error instanceof SyntaxError ? codeMessages.FST_ERR_CTP_INVALID_JSON_BODY : undefined) ??
        (status === 429 ? error.message : undefined) ??
        genericMessages[status] ??
        genericMessages[400];
      return reply.code(status).send({ message });
    }
    request.log.error({ err: error }, 'request failed');
    return reply.code(500).send({ message: 'Something went wrong on our side. Please try again.' });
  });
}

/** True for text PostgreSQL cannot store: a NUL byte, or a lone UTF-16 surrogate (not encodable as UTF-8). */
export function isUnstorableText(text: string): boolean {
  return text.includes('\u0000') || /\p{Cs}/u.test(text);
}

/**
 * A preValidation hook for every route: path and query parameters the database could not store are answered before
 * any handler looks them up: 404 for a path (nothing can be stored under such a name), 400 for a query (bodies are
 * held to their schemas, and the webhook acknowledges junk on its own).
 */
export async function rejectUnstorableParameters(request: FastifyRequest): Promise<void> {
  for (const [context, values] of [
    ['path', request.params],
    ['query', request.query],
  ] as const) {
    if (typeof values !== 'object' || values === null) continue;
    for (const [name, value] of Object.entries(values)) {
      const texts = Array.isArray(value) ? value : [value];
      if (texts.some((text) => typeof text === 'string' && isUnstorableText(text))) {
        if (context === 'path') throw new HttpError(404, 'Not found.');
        throw new HttpError(400, `${name}: contains characters that are not allowed.`);
      }
    }
  }
}

const frameworkStatuses: Record<string, number> = {
  FST_ERR_BAD_URL: 400,
  FST_ERR_MAX_PARAM_LENGTH: 414,
};

/**
 * Fastify's `frameworkErrors`: errors raised before routing (a malformed URL such as `/api/pages/%ZZ`, an
 * over-long path parameter) skip the hooks, so the security headers are set here; the URL is not echoed.
 */
export function frameworkErrorHandler(headers: Record<string, string>) {
  return (error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    const status = frameworkStatuses[error.code] ?? 500;
    if (status === 500) request.log.error({ err: error }, 'request failed before routing');
    else request.log.info({ code: error.code }, 'bad request before routing');
    const message =
      status === 500 ? 'Something went wrong on our side. Please try again.' : genericMessages[status];
    return reply.code(status).headers(headers).send({ message });
  };
}

const clientErrorStatuses: Record<string, number> = {
  ERR_HTTP_REQUEST_TIMEOUT: 408,
  HPE_HEADER_OVERFLOW: 431,
};

const statusTexts: Record<number, string> = {
  400: 'Bad Request',
  405: 'Method Not Allowed',
  408: 'Request Timeout',
  417: 'Expectation Failed',
  431: 'Request Header Fields Too Large',
  503: 'Service Unavailable',
};

/** A whole JSON `{ message }` answer as raw bytes, with the security headers, that closes the connection. */
export function rawJsonAnswer(status: number, message: string, headers: Record<string, string>): string {
  const body = JSON.stringify({ message });
  const headerLines = Object.entries(headers)
    .map(([name, value]) => `${name}: ${value}\r\n`)
    .join('');
  return (
    `HTTP/1.1 ${status} ${statusTexts[status] ?? 'Bad Request'}\r\n` +
    'content-type: application/json; charset=utf-8\r\n' +
    `content-length: ${Buffer.byteLength(body)}\r\n` +
    'connection: close\r\n' +
    headerLines +
    `\r\n${body}`
  );
}

/**
 * Fastify's `clientErrorHandler`: what Node's HTTP parser refuses (a malformed request line, oversized headers,
 * a request that took too long) is answered on the raw socket, as JSON `{ message }` with the security headers,
 * and the connection is closed.
 */
export function clientErrorHandler(headers: Record<string, string>) {
  return (error: Error & { code?: string }, socket: Socket): void => {
    if (error.code === 'ECONNRESET' || socket.destroyed) return;
    const status = clientErrorStatuses[error.code ?? ''] ?? 400;
    if (socket.writable)
      socket.write(rawJsonAnswer(status, genericMessages[status] ?? 'The request is not valid.', headers));
    socket.destroy(error);
  };
}

/**
 * What Node's HTTP server would answer on its own, bare, is answered by the same contract: a request with no Host
 * header (HTTP/1.1 requires one), an `Expect` other than 100-continue, and CONNECT (this is no proxy).
 */
export function answerOffContractRequests(server: Server, headers: Record<string, string>): void {
  server.on('checkExpectation', (_request: IncomingMessage, response: ServerResponse) => {
    response.writeHead(417, {
      ...headers,
      'content-type': 'application/json; charset=utf-8',
      connection: 'close',
    });
    response.end(JSON.stringify({ message: genericMessages[417] }));
  });
  server.on('connect', (_request: IncomingMessage, socket: Duplex) => {
    socket.end(rawJsonAnswer(405, 'This method is not allowed here.', headers));
  });
}

/** An onRequest hook: an HTTP/1.1 request without a Host header is a 400 (Node lets it through when told to). */
export async function requireHostHeader(request: FastifyRequest): Promise<void> {
  if (request.headers.host === undefined && request.raw.httpVersion === '1.1') {
    throw new HttpError(400, 'The request needs a Host header.');
  }
}
