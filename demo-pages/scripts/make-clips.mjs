/**
 * Makes the short demo video clips of the media library (demo-pages/src/assets/media/clip-N.webm)
 * offline, without ffmpeg: Debian's Chromium draws an animated pitch on a canvas and records it
 * with MediaRecorder (VP8, WebM). Run once: `node demo-pages/scripts/make-clips.mjs`; the clips are
 * committed, the seed copies them into the media folder.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';

const OUT = fileURLToPath(new URL('../src/assets/media/', import.meta.url));
const COLOURS = ['#1e3a8a', '#7c2d12', '#581c87', '#0f766e'];

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--autoplay-policy=no-user-gesture-required'],
});
const page = await browser.newPage();
await page.setContent('<canvas id="c" width="320" height="180"></canvas>');
await mkdir(OUT, { recursive: true });
for (let i = 0; i < COLOURS.length; i++) {
  const base64 = await page.evaluate(
    async ({ colour, n }) => {
      const canvas = document.getElementById('c');
      const ctx = canvas.getContext('2d');
      const stream = canvas.captureStream(15);
      const recorder = new MediaRecorder(stream, {
        mimeType: 'video/webm;codecs=vp8',
        videoBitsPerSecond: 150_000,
      });
      const chunks = [];
      recorder.ondataavailable = (e) => chunks.push(e.data);
      const done = new Promise((resolve) => (recorder.onstop = resolve));
      recorder.start();
      const start = performance.now();
      await new Promise((resolve) => {
        const frame = () => {
          const t = (performance.now() - start) / 1000;
          ctx.fillStyle = colour;
          ctx.fillRect(0, 0, 320, 90);
          ctx.fillStyle = '#2f7d32';
          ctx.fillRect(0, 90, 320, 90);
          ctx.strokeStyle = '#fff';
          ctx.lineWidth = 3;
          ctx.strokeRect(250, 50, 60, 40);
          const x = 20 + (t / 3) * 260;
          const y = 150 - Math.sin((t / 3) * Math.PI) * 90;
          ctx.fillStyle = '#fff';
          ctx.beginPath();
          ctx.arc(x, y, 8, 0, Math.PI * 2);
          ctx.fill();
          ctx.font = '16px sans-serif';
          ctx.fillText(`Clip ${n}`, 10, 24);
          if (t < 3) requestAnimationFrame(frame);
          else resolve();
        };
        frame();
      });
      recorder.stop();
      await done;
      const buffer = await new Blob(chunks, { type: 'video/webm' }).arrayBuffer();
      let binary = '';
      for (const b of new Uint8Array(buffer)) binary += String.fromCharCode(b);
      return btoa(binary);
    },
    { colour: COLOURS[i], n: i + 1 },
  );
  const file = `${OUT}clip-${i + 1}.webm`;
  await writeFile(file, Buffer.from(base64, 'base64'));
  console.log(file, Math.round((base64.length * 3) / 4 / 1024), 'KB');
}
await browser.close();
