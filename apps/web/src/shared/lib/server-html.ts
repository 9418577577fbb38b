/**
 * How HTML is read where there is no DOMParser: in the server's render of a first screen, which
 * hands in its own sanitiser (the one that cleaned the HTML before it was stored) and text reader.
 */
export interface ServerHtml {
  sanitize(html: string): string;
  text(html: string): string;
}

let tools: ServerHtml | undefined;

export function setServerHtml(serverHtml: ServerHtml): void {
  tools = serverHtml;
}

/** The server's tools, where the browser's DOMParser is missing. */
export function serverHtml(): ServerHtml {
  if (!tools) throw new Error('No DOMParser, and no server HTML tools were given');
  return tools;
}
