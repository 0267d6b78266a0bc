/**
 * Makes the reference CMS's TV clips (demo-pages/src/assets/tv/*.webm) without ffmpeg: Debian's
 * Chromium draws each clip on a canvas and records it with MediaRecorder (VP8 in WebM), once per
 * quality (src 320×180, src_medium 640×360, src_high 960×540). The clips are committed; run this
 * only to change them: `pnpm exec tsx demo-pages/scripts/make-tv-clips.ts`.
 */
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';

const OUT = fileURLToPath(new URL('../src/assets/tv/', import.meta.url));
export const CLIPS = [
  { name: 'clip1', label: 'Tor des Monats', hue: 120 },
  { name: 'clip2', label: 'Parade', hue: 210 },
  { name: 'clip3', label: 'Fallrückzieher', hue: 20 },
] as const;
const QUALITIES = [
  { key: 'src', width: 320, height: 180, label: 'Niedrig', bps: 150_000 },
  { key: 'src_medium', width: 640, height: 360, label: 'Mittel', bps: 300_000 },
  { key: 'src_high', width: 960, height: 540, label: 'Hoch', bps: 600_000 },
] as const;
const SECONDS = 2;

/** Runs in the page: draws and records one clip, returns the WebM file as base64. */
const RECORD = String.raw`async ({ clip, q, seconds }) => {
        const canvas = document.createElement('canvas');
        canvas.width = q.width;
        canvas.height = q.height;
        document.body.append(canvas);
        const ctx = canvas.getContext('2d');
        if (!ctx) throw new Error('no 2d context');
        const stream = canvas.captureStream(0);
        const track = stream.getVideoTracks()[0];
        const recorder = new MediaRecorder(stream, {
          mimeType: 'video/webm;codecs=vp8',
          videoBitsPerSecond: q.bps,
        });
        const chunks = [];
        recorder.ondataavailable = (e) => chunks.push(e.data);
        const done = new Promise((resolve) => (recorder.onstop = () => resolve()));
        recorder.start(250);
        const start = performance.now();
        await new Promise((resolve) => {
          const frame = () => {
            const t = (performance.now() - start) / 1000;
            const w = q.width;
            const h = q.height;
            ctx.fillStyle = 'hsl(' + clip.hue + ' 45% 30%)';
            ctx.fillRect(0, 0, w, h);
            ctx.fillStyle = '#fff';
            ctx.beginPath();
            ctx.arc(w * (0.15 + 0.7 * (t / seconds)), h * 0.62, h * 0.08, 0, Math.PI * 2);
            ctx.fill();
            ctx.font = 'bold ' + Math.round(h * 0.12) + 'px sans-serif';
            ctx.fillText(clip.label, w * 0.06, h * 0.22);
            ctx.font = Math.round(h * 0.09) + 'px sans-serif';
            ctx.fillText(q.label + ' (' + w + '×' + h + ')', w * 0.06, h * 0.36);
            track.requestFrame();
            if (t < seconds) setTimeout(frame, 66);
            else resolve();
          };
          frame();
        });
        recorder.stop();
        await done;
        canvas.remove();
        const bytes = new Uint8Array(await new Blob(chunks, { type: 'video/webm' }).arrayBuffer());
        let binary = '';
        for (const b of bytes) binary += String.fromCharCode(b);
        return btoa(binary);
      }`;

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--headless',
    '--no-sandbox',
    '--disable-gpu',
    '--autoplay-policy=no-user-gesture-required',
  ],
});
for (const clip of CLIPS) {
  for (const q of QUALITIES) {
    // A string, not a function: tsx would add helpers (__name) the page does not have.
    // The software encoder sometimes drops a large recording on a busy machine: try again.
    let base64 = '';
    for (let attempt = 0; attempt < 5 && base64.length < 4000; attempt++) {
      const page = await browser.newPage();
      await page.setContent('<!doctype html><title>clips</title>');
      base64 = await page.evaluate<string>(
        `(${RECORD})(${JSON.stringify({ clip, q, seconds: SECONDS })})`,
      );
      await page.close();
    }
    const file = `${OUT}${clip.name}-${q.key}.webm`;
    writeFileSync(file, Buffer.from(base64, 'base64'));
    console.log(file, Buffer.from(base64, 'base64').length, 'bytes');
  }
}
await browser.close();
