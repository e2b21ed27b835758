/// <reference lib="dom" />
/**
 * Page-load times in Chromium (/usr/bin/chromium): from navigation to the
 * page's first content (its first item link) being visible, median of 3 after
 * a warm-up (or "over 30 s"), each in a fresh page of one browser context (HTTP cache as a
 * returning reader has it; every API read is revalidated).
 */
import { chromium, type Page } from 'playwright-core';

/** A page that shows nothing within this long is reported as such, not waited for. */
const CAP_MS = 30_000;
/** The first visit may build what the page's reads share (once per catalogue version): it gets longer. */
const WARM_UP_CAP_MS = 120_000;

interface PageLoad { page: string; ms: number | null }

export async function pageLoads(baseUrl: string, reads: [string, string, Record<string, string>?][]): Promise<PageLoad[]> {
  const detail = reads.find(([read]) => read === 'GET /api/space/{id}')![1].replace('/api', '');
  const pages: [string, string, RegExp][] = [
    ['/space', '/space', /^\/space\/\d+$/],
    ['/property', '/property', /^\/property\/\d+$/],
    ['/theorem', '/theorem', /^\/theorem\/\d+$/],
    ['/space/{id} (detail)', detail, /^\/space\/\d+\/property\/\d+$/],
  ];
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless', '--no-sandbox', '--disable-gpu'] });
  try {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const out: PageLoad[] = [];
    for (const [name, path, link] of pages) {
      const times: number[] = [];
      for (let run = 0; run < 4; run++) {
        const page = await context.newPage();
        const ms = await firstContent(page, baseUrl + path, link, run === 0 ? WARM_UP_CAP_MS : CAP_MS).catch(() => null);
        await page.close();
        if (ms === null) break;
        if (run > 0) times.push(ms);
      }
      times.sort((a, b) => a - b);
      out.push({ page: name, ms: times.length === 3 ? Math.round(times[1]) : null });
    }
    return out;
  } finally {
    await browser.close();
  }
}

async function firstContent(page: Page, url: string, link: RegExp, cap: number): Promise<number> {
  const started = performance.now();
  await page.goto(url, { waitUntil: 'commit' });
  await page.waitForFunction(
    (source) => {
      const pattern = new RegExp(source);
      return Array.from(document.querySelectorAll('a[href]')).some((a) => pattern.test(a.getAttribute('href') ?? '') && (a as HTMLElement).offsetParent !== null);
    },
    link.source,
    { timeout: cap, polling: 'raf' },
  );
  return performance.now() - started;
}
