// Does a page download only the chunks of the widgets it carries? Pure over the downloaded file
// names, the page's data-widget names and dist/manifest.json.
import { widgetOfChunk } from '../steps/budgets.ts';

export interface ChunkCheck {
  /** Widgets whose chunk the page downloaded although no host names them. */
  foreignWidgets: string[];
  /** Widget chunks downloaded, by widget. */
  downloadedWidgets: string[];
  /** Chunks that are neither a widget's nor in a carried widget's manifest closure (the runtime's own lazy chunks, e.g. its React layer). */
  otherChunks: string[];
}

/** `files` are paths relative to dist/ (e.g. "chunks/widget-x-abc123.js"). */
export function checkChunks(
  files: readonly string[],
  carried: readonly string[],
  manifestWidgets: Readonly<Record<string, readonly string[]>>,
): ChunkCheck {
  const known = Object.keys(manifestWidgets);
  const allowed = new Set(carried.flatMap((name) => manifestWidgets[name] ?? []));
  const downloaded = new Set<string>();
  const foreign = new Set<string>();
  const other: string[] = [];
  for (const file of files.filter((f) => f.startsWith('chunks/'))) {
    const widget = widgetOfChunk(file, known);
    if (widget) {
      downloaded.add(widget);
      if (!carried.includes(widget)) foreign.add(widget);
    } else if (!allowed.has(file)) {
      other.push(file);
    }
  }
  return {
    foreignWidgets: [...foreign].sort(),
    downloadedWidgets: [...downloaded].sort(),
    otherChunks: other.sort(),
  };
}
