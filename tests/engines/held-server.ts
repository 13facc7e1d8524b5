import { createServer, request, type Server } from 'node:http';

export interface HeldServer {
  /** The proxy's origin: pages load from here, their scripts are held until `release`. */
  origin: string;
  /** How many script requests are waiting. */
  held: () => number;
  release: () => void;
  close: () => Promise<void>;
}

/**
 * A proxy in front of the production server that holds back every JavaScript file until released:
 * a slow network for the app's scripts in any engine, with no driver support for interception
 * needed. The page's HTML (with its inline boot script) and everything else pass straight through.
 */
export async function holdScripts(upstream: string): Promise<HeldServer> {
  let released = false;
  const waiting: (() => void)[] = [];
  const target = new URL(upstream);
  const server: Server = createServer((incoming, outgoing) => {
    const forward = () => {
      const proxied = request(
        {
          host: target.hostname,
          port: target.port,
          path: incoming.url,
          method: incoming.method,
          headers: incoming.headers,
        },
        (response) => {
          outgoing.writeHead(response.statusCode ?? 502, response.headers);
          response.pipe(outgoing);
        },
      );
      proxied.on('error', () => outgoing.destroy());
      incoming.pipe(proxied);
    };
    if (!released && /\.m?js(\?|$)/.test(incoming.url ?? '')) waiting.push(forward);
    else forward();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    origin: `http://127.0.0.1:${port}`,
    held: () => waiting.length,
    release() {
      released = true;
      for (const forward of waiting.splice(0)) forward();
    },
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
