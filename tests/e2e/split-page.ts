import { createServer, request, type Server } from 'node:http';

export interface SplitPage {
  /** The proxy's origin: the home page loads from here, its HTML in two pieces. */
  origin: string;
  close: () => Promise<void>;
}

/** The middle of the hero: the first piece ends with half a hero. */
export function midHero(page: string): number {
  const heroStart = page.indexOf('<section id="top"');
  const heroEnd = page.indexOf('</section>', heroStart);
  if (heroStart < 0 || heroEnd < 0) throw new Error('the home page has no hero to split');
  return Math.round((heroStart + heroEnd) / 2);
}

/** Just after the start tag of the heading the first paint waits for (rel=expect). */
export function afterHeldHeading(page: string): number {
  const held = /<link rel="expect" href="#([^"]+)"/.exec(page)?.[1];
  if (!held) throw new Error('the home page holds its first paint for no heading');
  return page.indexOf('>', page.indexOf(`id="${held}"`)) + 1;
}

/**
 * A proxy in front of the production server that sends the home page's HTML as a slow connection
 * (or a parser that yields) delivers it: up to `splitAt` (the middle of the hero), then the rest
 * `pauseMs` later. Everything else passes straight through.
 */
export async function splitHomePage(
  upstream: string,
  pauseMs: number,
  splitAt: (page: string) => number = midHero,
): Promise<SplitPage> {
  const target = new URL(upstream);
  const page = await (await fetch(new URL('/', upstream), { headers: plainText })).text();
  const middle = splitAt(page);
  const server: Server = createServer((incoming, outgoing) => {
    if (incoming.url === '/') {
      outgoing.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      outgoing.write(page.slice(0, middle));
      setTimeout(() => outgoing.end(page.slice(middle)), pauseMs);
      return;
    }
    const proxied = request(
      { host: target.hostname, port: target.port, path: incoming.url, headers: incoming.headers },
      (response) => {
        outgoing.writeHead(response.statusCode ?? 502, response.headers);
        response.pipe(outgoing);
      },
    );
    proxied.on('error', () => outgoing.destroy());
    incoming.pipe(proxied);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    origin: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

const plainText = { 'accept-encoding': 'identity' };
