import { randomBytes } from 'node:crypto';
import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test/harness.js';

let t: TestApp;
let port = 0;

beforeAll(async () => {
  t = await startTestApp({ seed: false, captureLogs: true });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  port = (t.app.server.address() as net.AddressInfo).port;
});
afterAll(() => t.close());

/** Writes raw bytes on one connection, in steps, and returns all the server sent back. */
function rawExchange(steps: (string | Buffer)[], gapMs = 150): Promise<string> {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    let received = '';
    socket.on('data', (chunk) => {
      received += chunk.toString('latin1');
    });
    socket.on('close', () => resolve(received));
    socket.on('error', () => resolve(received));
    socket.on('connect', async () => {
      for (const step of steps) {
        socket.write(step);
        await new Promise((r) => setTimeout(r, gapMs));
      }
      setTimeout(() => socket.end(), 300);
    });
  });
}

/** Sends one request and waits for the server to close the socket: what it sent, or null if it kept it open. */
function answeredThenClosed(request: string, waitMs = 5_000): Promise<string | null> {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    let received = '';
    const timer = setTimeout(() => {
      socket.destroy();
      resolve(null);
    }, waitMs);
    socket.on('data', (chunk) => {
      received += chunk.toString('latin1');
    });
    socket.on('close', () => {
      clearTimeout(timer);
      resolve(received);
    });
    socket.on('error', () => undefined);
    socket.write(request);
  });
}

const errorLines = () => t.logs.map((line) => JSON.parse(line)).filter((entry) => entry.level >= 50);

describe('faults of the client are answered in the envelope and never logged as errors', () => {
  it('R-API-01 a request followed by a garbage byte on the same connection: the request is answered, then the garbage in the envelope', async () => {
    const before = errorLines().length;
    for (const garbage of ['\u0000', 'X\r\n\r\n', '\u00ff\u00fe']) {
      const answer = await rawExchange([
        'GET /wps/system/status HTTP/1.1\r\nHost: localhost\r\n\r\n',
        Buffer.from(garbage, 'latin1'),
      ]);
      expect(answer).toMatch(/^HTTP\/1\.1 200 /);
      const last = answer.slice(answer.lastIndexOf('HTTP/1.1 '));
      expect(last).toMatch(/^HTTP\/1\.1 400 /);
      expect(JSON.parse(last.slice(last.indexOf('\r\n\r\n') + 4))).toMatchObject({
        success: false,
        code: 'VALIDATION_ERROR',
        value: { field: 'request' },
      });
    }
    expect(errorLines().slice(before)).toEqual([]);
  });

  it('a broken websocket frame closes the socket with no error line', async () => {
    const before = errorLines().length;
    const key = randomBytes(16).toString('base64');
    const handshake =
      'GET /wps/ws HTTP/1.1\r\nHost: localhost\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n' +
      `Sec-WebSocket-Key: ${key}\r\nSec-WebSocket-Version: 13\r\n\r\n`;
    // Opcode 3 is reserved, and a client frame must be masked: both are protocol errors.
    const answer = await rawExchange([handshake, Buffer.from([0x83, 0x01, 0x41])]);
    expect(answer).toMatch(/^HTTP\/1\.1 101 /);
    expect(errorLines().slice(before)).toEqual([]);
  });

  it('R-API-03 a URL that cannot be decoded answers 400 in the envelope, naming the url', async () => {
    const res = await t.app.inject({ url: '/wps/%' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ success: false, code: 'VALIDATION_ERROR', value: { field: 'url' } });
  });

  it('S-17 an OPTIONS that is no preflight gets no text error', async () => {
    const res = await t.app.inject({ method: 'OPTIONS', url: '/wps/session/login' });
    expect(res.statusCode).toBeLessThan(300);
    expect(res.body).toBe('');
  });

  it('S-19 the vendor wallet answers carry Cache-Control: no-store, refusals too', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/seamless/NOSUCH/balance',
      headers: { 'content-type': 'application/json' },
      payload: '{}',
    });
    expect(res.statusCode).toBeGreaterThanOrEqual(400);
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('an Upgrade request to any path but the live socket is answered and its socket closed', async () => {
    const upgrade = (path: string, protocol: string) =>
      `GET ${path} HTTP/1.1\r\nHost: localhost\r\nConnection: Upgrade\r\nUpgrade: ${protocol}\r\n` +
      'Sec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\nSec-WebSocket-Version: 13\r\n\r\n';
    for (const [path, protocol, status] of [
      ['/wps/system/status', 'websocket', '200'],
      ['/wps/system/status', 'h2c', '200'],
      ['/no/such/path', 'websocket', '404'],
    ] as const) {
      const answer = await answeredThenClosed(upgrade(path, protocol));
      expect(answer, `${path} ${protocol}`).not.toBeNull();
      expect(answer?.split('\r\n')[0]).toBe(`HTTP/1.1 ${status} ${status === '200' ? 'OK' : 'Not Found'}`);
    }
    // The live socket's own handshake, when it is broken, is refused and closed too.
    const broken = await answeredThenClosed(
      'GET /wps/ws HTTP/1.1\r\nHost: localhost\r\nConnection: Upgrade\r\nUpgrade: websocket\r\n\r\n',
    );
    expect(broken?.split('\r\n')[0]).toBe('HTTP/1.1 400 Bad Request');
  });
});
