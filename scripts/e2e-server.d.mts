export function prepareDatabase(dataDir: string, port: number): Promise<void>;
export function copyDatabase(template: string, dataDir: string): void;
export function startServer(
  dataDir: string,
  port: number,
  env?: Record<string, string>,
  options?: { firebase?: boolean },
): Promise<{ url: string; firebaseOrigin: string | null; stop(): Promise<void> }>;
