import { createHash } from 'node:crypto';
import { existsSync, rmSync } from 'node:fs';
import http from 'node:http';
import os, { userInfo } from 'node:os';
import path from 'node:path';
import type { Db } from '../db/client.js';
import { OpsError, runOpsCommand } from './commands.js';

/**
 * The embedded database is one process's, so while the server runs, the ops CLI talks to it here:
 * a socket named after the data folder, outside it, since a backup copies every file in the folder
 * and a socket is not a file that can be read.
 */
export function opsSocketPath(dataDir: string): string {
  const folder = createHash('sha256').update(path.resolve(dataDir)).digest('hex').slice(0, 16);
  return path.join(os.tmpdir(), `perla-ops-${folder}.sock`);
}

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

export function sendOpsCommand(
  dataDir: string,
  args: string[],
): Promise<{ ok: boolean; output: string } | null> {
  const socketPath = opsSocketPath(dataDir);
  if (!existsSync(socketPath)) return Promise.resolve(null);
  return new Promise((resolve) => {
    const request = http.request({ socketPath, method: 'POST', path: '/' }, (response) => {
      let body = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => {
        body += chunk;
      });
      response.on('end', () => resolve(JSON.parse(body)));
    });
    // A socket left by a server that is gone: fall back to opening the database directly.
    request.on('error', () => resolve(null));
    // The operator is the CLI's account, not the server's, for the audit of operator actions.
    request.end(JSON.stringify({ args, operator: userInfo().username }));
  });
}
