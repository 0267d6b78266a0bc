// The request waterfall's depth: the HTML document is depth 0, what its parser requests (module
// scripts, stylesheets, modulepreload hints) depth 1, what a script at depth n requests (a static
// or dynamic import, a fetch) depth n + 1. Read from CDP's Network.requestWillBeSent initiators.

export interface Initiator {
  type: string;
  url?: string;
  stack?: { callFrames: { url: string }[]; parent?: Initiator['stack'] };
}

export interface SentRequest {
  url: string;
  initiator: Initiator;
}

/** The URL of the resource that caused a request: the initiator's URL or its innermost script frame. */
function initiatorUrl(initiator: Initiator): string | undefined {
  if (initiator.url) return initiator.url;
  for (let stack = initiator.stack; stack; stack = stack.parent)
    for (const frame of stack.callFrames) if (frame.url) return frame.url;
  return undefined;
}

const withoutHash = (url: string) => url.split('#')[0] ?? url;

/**
 * Depth of every requested URL (its first request), the document at `documentUrl` being 0. A
 * request whose initiator is unknown counts as found by the document (depth 1).
 */
export function waterfallDepths(
  requests: readonly SentRequest[],
  documentUrl: string,
): Map<string, number> {
  const depths = new Map<string, number>([[withoutHash(documentUrl), 0]]);
  for (const request of requests) {
    const url = withoutHash(request.url);
    if (depths.has(url)) continue;
    const parent = initiatorUrl(request.initiator);
    const parentDepth = parent === undefined ? 0 : (depths.get(withoutHash(parent)) ?? 0);
    depths.set(url, parentDepth + 1);
  }
  return depths;
}
