/**
 * Makes the reference CMS's TV clips (demo-pages/src/assets/tv/*.webm) without ffmpeg: Debian's
 * Chromium draws each clip on a canvas and records it with MediaRecorder (VP8 in WebM), once per
 * quality (src 320×180, src_medium 640×360, src_high 960×540): a match seen from the stands with
 * the clip's title, the same picture in every quality. The clips are committed; run this
 * only to change them: `pnpm exec tsx demo-pages/scripts/make-tv-clips.ts`.
 */
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../scripts/chromium.ts';

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

/** Reads an EBML variable-length integer (element id: keep the marker; size: drop it). */
function vint(
  bytes: Uint8Array,
  at: number,
  keepMarker: boolean,
): { value: number; length: number } {
  const first = bytes[at] ?? 0;
  let length = 1;
  while (length <= 8 && !(first & (0x80 >> (length - 1)))) length++;
  let value = keepMarker ? first : first & (0xff >> length);
  for (let i = 1; i < length; i++) value = value * 256 + (bytes[at + i] ?? 0);
  return { value, length };
}

/**
 * MediaRecorder writes WebM without a Duration, so players show 0:00 and cannot seek: add
 * Segment › Info › Duration (float64, in TimecodeScale units, by default milliseconds).
 */
export function withDuration(file: Uint8Array, durationMs: number): Uint8Array {
  const SEGMENT = 0x18538067;
  const INFO = 0x1549a966;
  let at = 0;
  const header = vint(file, at, true);
  const headerSize = vint(file, at + header.length, false);
  at += header.length + headerSize.length + headerSize.value; // skip the EBML header
  const segment = vint(file, at, true);
  if (segment.value !== SEGMENT) return file;
  const segmentSize = vint(file, at + segment.length, false);
  at += segment.length + segmentSize.length;
  while (at < file.length) {
    const id = vint(file, at, true);
    const size = vint(file, at + id.length, false);
    const body = at + id.length + size.length;
    if (id.value === INFO) {
      const content = file.slice(body, body + size.value);
      const duration = new Uint8Array(11);
      duration.set([0x44, 0x89, 0x88]);
      new DataView(duration.buffer).setFloat64(3, durationMs);
      const newSize = content.length + duration.length;
      const sizeBytes = new Uint8Array(8);
      sizeBytes[0] = 0x01;
      for (let i = 7, n = newSize; i >= 1; i--, n = Math.floor(n / 256)) sizeBytes[i] = n % 256;
      const out = new Uint8Array(file.length - size.length - size.value + 8 + newSize);
      out.set(file.slice(0, at + id.length));
      out.set(sizeBytes, at + id.length);
      out.set(content, at + id.length + 8);
      out.set(duration, at + id.length + 8 + content.length);
      out.set(file.slice(body + size.value), at + id.length + 8 + newSize);
      return out;
    }
    at = body + size.value;
  }
  return file;
}

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
            // A match seen from the stands: sky, crowd, striped pitch, players and the ball
            // moving, the clip's title and the channel's mark (no test card).
            const top = h * 0.36;
            ctx.fillStyle = 'hsl(205 65% 70%)';
            ctx.fillRect(0, 0, w, h * 0.14);
            for (let y = h * 0.14; y < top; y += h * 0.03)
              for (let x = (y / 3) % 7; x < w; x += w * 0.012) {
                ctx.fillStyle = ['hsl(' + clip.hue + ' 70% 50%)', '#e5e7eb', '#374151'][Math.floor(x + y) % 3];
                ctx.fillRect(x, y, w * 0.007, h * 0.018);
              }
            ctx.fillStyle = 'hsl(110 45% 34%)';
            ctx.fillRect(0, top, w, h - top);
            ctx.fillStyle = 'hsl(' + clip.hue + ' 70% 45%)';
            ctx.fillRect(0, top - h * 0.03, w, h * 0.03);
            for (let i = 0; i < 8; i++) {
              ctx.fillStyle = i % 2 ? 'hsl(110 45% 34%)' : 'hsl(110 45% 40%)';
              ctx.beginPath();
              ctx.moveTo(w * (0.1 + i * 0.1), top);
              ctx.lineTo(w * (0.1 + (i + 1) * 0.1), top);
              ctx.lineTo(w * (-0.2 + (i + 1) * 0.175), h);
              ctx.lineTo(w * (-0.2 + i * 0.175), h);
              ctx.fill();
            }
            ctx.strokeStyle = 'rgba(255,255,255,.85)';
            ctx.lineWidth = Math.max(1, h * 0.006);
            ctx.beginPath();
            ctx.moveTo(w * 0.5, top);
            ctx.lineTo(w * 0.5, h);
            ctx.moveTo(w * 0.1, top);
            ctx.lineTo(w * 0.9, top);
            ctx.stroke();
            ctx.beginPath();
            ctx.ellipse(w * 0.5, h * 0.62, w * 0.16, h * 0.09, 0, 0, Math.PI * 2);
            ctx.stroke();
            const p = t / seconds;
            for (let i = 0; i < 6; i++) {
              const x = w * (0.15 + 0.13 * i + 0.05 * Math.sin(p * 6 + i));
              const y = h * (0.5 + 0.07 * (i % 3));
              const s = h * (0.1 + 0.02 * (i % 3));
              ctx.fillStyle = i % 2 ? '#f1f5f9' : 'hsl(' + clip.hue + ' 70% 45%)';
              ctx.fillRect(x - s * 0.13, y - s * 0.85, s * 0.26, s * 0.36);
              ctx.fillStyle = '#1f2937';
              ctx.fillRect(x - s * 0.13, y - s * 0.5, s * 0.26, s * 0.14);
              ctx.fillStyle = '#e0a97e';
              ctx.fillRect(x - s * 0.1, y - s * 0.36, s * 0.07, s * 0.36);
              ctx.fillRect(x + s * 0.03, y - s * 0.36, s * 0.07, s * 0.36);
              ctx.beginPath();
              ctx.arc(x, y - s * 0.93, s * 0.09, 0, Math.PI * 2);
              ctx.fill();
            }
            ctx.fillStyle = '#fff';
            ctx.beginPath();
            ctx.arc(w * (0.15 + 0.7 * p), h * (0.7 - 0.12 * Math.sin(p * Math.PI)), h * 0.025, 0, Math.PI * 2);
            ctx.fill();
            ctx.fillStyle = 'rgba(0,0,0,.7)';
            ctx.fillRect(0, h * 0.84, w, h * 0.16);
            ctx.fillStyle = 'hsl(' + clip.hue + ' 80% 55%)';
            ctx.fillRect(w * 0.04, h * 0.865, w * 0.008, h * 0.11);
            ctx.fillStyle = '#fff';
            ctx.font = 'bold ' + Math.round(h * 0.075) + 'px sans-serif';
            ctx.fillText(clip.label, w * 0.065, h * 0.945);
            ctx.fillStyle = 'rgba(0,0,0,.6)';
            ctx.fillRect(w * 0.77, h * 0.05, w * 0.2, h * 0.09);
            ctx.fillStyle = '#fff';
            ctx.font = 'bold ' + Math.round(h * 0.05) + 'px sans-serif';
            ctx.fillText('Anstoss TV', w * 0.79, h * 0.11);
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
  executablePath: CHROMIUM_PATH,
  args: [...CHROMIUM_ARGS, '--autoplay-policy=no-user-gesture-required'],
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
    const bytes = withDuration(new Uint8Array(Buffer.from(base64, 'base64')), SECONDS * 1000);
    writeFileSync(file, bytes);
    console.log(file, bytes.length, 'bytes');
  }
}
await browser.close();
