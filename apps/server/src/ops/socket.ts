import { existsSync, rmSync } from 'node:fs';
import http from 'node:http';
import type { Db } from '../db/client.js';
import { OpsError, runOpsCommand } from './commands.js';
import { opsSocketPath } from './socket-client.js';

export async function startOpsSocket(dataDir: string, db: Db, afterChange: () => void) {
  const socketPath = opsSocketPath(dataDir);
  if (existsSync(socketPath)) rmSync(socketPath);
  const server = http.createServer((request, response) => {
    let body = '';
    request.setEncoding('utf8');
    request.on('data', (chunk: string) => {
      body += chunk;
    });
    request.on('end', async () => {
      try {
        const { args, operator } = JSON.parse(body) as { args: string[]; operator?: string };
        const output = await runOpsCommand(db, args, operator);
        afterChange();
        response.writeHead(200).end(JSON.stringify({ ok: true, output }));
      } catch (error) {
        const output = error instanceof OpsError ? error.message : String(error);
        response.writeHead(400).end(JSON.stringify({ ok: false, output }));
      }
    });
  });
  const previousUmask = process.umask(0o177);
  await new Promise<void>((resolve) => server.listen(socketPath, resolve));
  process.umask(previousUmask);
  return () => new Promise<void>((resolve) => server.close(() => resolve()));
}
