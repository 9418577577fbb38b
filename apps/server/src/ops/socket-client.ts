import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import http from 'node:http';
import os, { userInfo } from 'node:os';
import path from 'node:path';

// The client half of the ops socket imports nothing of the server, so the CLI and the browser
// tests reach a running server without loading its modules.

/**
 * The embedded database is one process's, so while the server runs, the ops CLI talks to it here:
 * a socket named after the data folder, outside it, since a backup copies every file in the folder
 * and a socket is not a file that can be read.
 */
export function opsSocketPath(dataDir: string): string {
  const folder = createHash('sha256').update(path.resolve(dataDir)).digest('hex').slice(0, 16);
  return path.join(os.tmpdir(), `perla-ops-${folder}.sock`);
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
