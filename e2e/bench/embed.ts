import http from 'node:http';
import { chromium, type Response } from '@playwright/test';
import { CHROMIUM, CHROMIUM_ARGS } from '../support/env';

export interface EmbedCost {
  /** Bytes on the wire for the chat (loader and config) before the visitor opens it. */
  beforeOpenKB: number;
  /** Script requests of the frame and their bodies as sent (brotli), from the click until the composer takes typing. */
  frameScripts: number;
  frameScriptsKB: number;
  /** From the click on the launcher to a composer that takes typing. */
  composerReadyMs: number;
}

const hostPage = (site: string) =>
  `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Partner shop</title></head><body><h1>Partner shop</h1><script src="${site}/chat/embed.js" data-lang="en" async></script></body></html>`;

const wire = async (response: Response) => {
  const sizes = await response.request().sizes();
  return sizes.responseHeadersSize + sizes.responseBodySize;
};

/**
 * The chat on another website, once, unthrottled: a host page on `hostPort` (listed in the API's
 * CHAT_EMBED_ORIGINS) includes the loader; what the chat costs that page before anyone opens it,
 * then what opening it costs and how long until the visitor can type.
 */
export async function embedCost(site: string, hostPort: number): Promise<EmbedCost> {
  const host = http.createServer((_request, response) => response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(hostPage(site)));
  await new Promise<void>((resolve) => host.listen(hostPort, '127.0.0.1', resolve));
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });
  try {
    const page = await browser.newPage();
    const chat: Response[] = [];
    const frame: Response[] = [];
    page.on('response', (response) => {
      if (response.frame() === page.mainFrame() && response.url().startsWith(site)) chat.push(response);
      else if (response.request().resourceType() === 'script' && response.url().startsWith(site)) frame.push(response);
    });
    await page.goto(`http://127.0.0.1:${hostPort}/`);
    const launcher = page.getByRole('button', { name: 'Chat with support' });
    await launcher.waitFor();
    await page.waitForLoadState('networkidle');
    const before = (await Promise.all(chat.map(wire))).reduce((a, b) => a + b, 0);
    const clicked = Date.now();
    await launcher.click();
    await page.frameLocator('iframe[title="Support chat"]').getByRole('textbox', { name: 'Your message' }).waitFor();
    const ready = Date.now() - clicked;
    const bodies = await Promise.all(frame.map(async (r) => (await r.request().sizes()).responseBodySize));
    return {
      beforeOpenKB: +(before / 1024).toFixed(1),
      frameScripts: frame.length,
      frameScriptsKB: +(bodies.reduce((a, b) => a + b, 0) / 1024).toFixed(1),
      composerReadyMs: ready,
    };
  } finally {
    await browser.close();
    await new Promise((resolve) => host.close(resolve));
  }
}
