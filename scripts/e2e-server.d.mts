export function prepareDatabase(dataDir: string, port: number): Promise<void>;
export function copyDatabase(template: string, dataDir: string): void;
export function startServer(
  dataDir: string,
  port: number,
  env?: Record<string, string>,
): Promise<{ url: string; firebaseOrigin: string; stop(): Promise<void> }>;
