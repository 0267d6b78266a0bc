import { chromium } from 'playwright-core';
const base = 'http://127.0.0.1:4335';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless','--no-sandbox','--disable-gpu'] });
const pages = process.argv.slice(2);
for (const width of [1280, 390]) {
  const ctx = await browser.newContext({ viewport: { width, height: 900 } });
  await ctx.addCookies([{ name: 'FBDE_COOKIE_LAYER_DISMISS', value: '1', url: base }]);
  const page = await ctx.newPage();
  page.on('console', (m) => { if (m.type() === 'error' || m.type() === 'warning') console.log(width, m.text()); });
  page.on('pageerror', (e) => console.log('pageerror', e.message));
  for (const path of pages) {
    await page.goto(base + path);
    await page.waitForTimeout(2500);
    const name = `/tmp/shot-${path.replace(/\W+/g, '_')}-${width}.png`;
    await page.screenshot({ path: name, fullPage: true });
    console.log(name, await page.evaluate(() => document.documentElement.scrollWidth));
  }
  await ctx.close();
}
await browser.close();
