import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test/harness.js';

let t: TestApp;
let port = 0;

beforeAll(async () => {
  t = await startTestApp({ seed: false });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  port = (t.app.server.address() as net.AddressInfo).port;
});
afterAll(() => t.close());

/** Long enough for any answer on a loopback socket; a socket still open after it has leaked. */
const CLOSE_WITHIN_MS = 5_000;

interface Answer {
  statusLine: string;
  headers: Record<string, string>;
  body: string;
}

/**
 * Sends one raw request and resolves on the socket's 'close' event with what the server sent.
 * Rejects when the server keeps the socket open past CLOSE_WITHIN_MS.
 */
function answerAndClose(request: string): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1');
    let received = '';
    const timer = setTimeout(() => {
      socket.destroy();
      reject(new Error(`socket still open; received ${JSON.stringify(received.split('\r\n')[0])}`));
    }, CLOSE_WITHIN_MS);
    socket.on('data', (chunk) => {
      received += chunk.toString('latin1');
    });
    socket.on('error', () => undefined);
    socket.on('close', () => {
      clearTimeout(timer);
      const [head = '', body = ''] = received.split('\r\n\r\n', 2);
      const [statusLine = '', ...lines] = head.split('\r\n');
      const headers = Object.fromEntries(
        lines.map((line) => [
          line.slice(0, line.indexOf(':')).toLowerCase(),
          line.slice(line.indexOf(':') + 1).trim(),
        ]),
      );
      resolve({ statusLine, headers, body });
    });
    socket.write(request);
  });
}

const handshake = (
  path: string,
  extra = 'Sec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\nSec-WebSocket-Version: 13\r\n',
) => `GET ${path} HTTP/1.1\r\nHost: localhost\r\nConnection: Upgrade\r\nUpgrade: websocket\r\n${extra}\r\n`;

describe('a request with Connection: Upgrade that the live socket does not take', () => {
  it('a websocket handshake on another path is answered 404 in the envelope and its socket closed', async () => {
    const answer = await answerAndClose(handshake('/no/such/path'));
    expect(answer.statusLine).toBe('HTTP/1.1 404 Not Found');
    expect(answer.headers.connection).toBe('close');
    expect(JSON.parse(answer.body)).toMatchObject({ success: false, code: 'NOT_FOUND' });
  });

  it('a URL that cannot be decoded is answered 400 in the envelope and its socket closed', async () => {
    const answer = await answerAndClose(handshake('/wps/%'));
    expect(answer.statusLine).toBe('HTTP/1.1 400 Bad Request');
    expect(answer.headers.connection).toBe('close');
    expect(JSON.parse(answer.body)).toMatchObject({
      success: false,
      code: 'VALIDATION_ERROR',
      value: { field: 'url' },
    });
  });

  it('an Upgrade to another protocol on an API route gets its normal answer, then the socket closes', async () => {
    const answer = await answerAndClose(
      'GET /wps/system/status HTTP/1.1\r\nHost: localhost\r\nConnection: Upgrade, HTTP2-Settings\r\n' +
        'Upgrade: h2c\r\nHTTP2-Settings: AAMAAABkAARAAAAAAAIAAAAA\r\n\r\n',
    );
    expect(answer.statusLine).toBe('HTTP/1.1 200 OK');
    expect(answer.headers.connection).toBe('close');
    expect(JSON.parse(answer.body)).toMatchObject({ success: true });
  });

  it.each([
    ['no Sec-WebSocket-Key', 'Sec-WebSocket-Version: 13\r\n'],
    ['a malformed Sec-WebSocket-Key', 'Sec-WebSocket-Key: short\r\nSec-WebSocket-Version: 13\r\n'],
    [
      'an unsupported Sec-WebSocket-Version',
      'Sec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\nSec-WebSocket-Version: 99\r\n',
    ],
    ['no Sec-WebSocket-Version', 'Sec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\n'],
  ])('a handshake on /wps/ws with %s is refused 400 and its socket closed', async (_, extra) => {
    const answer = await answerAndClose(handshake('/wps/ws', extra));
    expect(answer.statusLine).toBe('HTTP/1.1 400 Bad Request');
  });
});
