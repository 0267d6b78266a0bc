/**
 * Render counters of the ticker's view and clock, read by the render-count tests and
 * `pnpm bench` (targets: 0 view renders per unchanged poll; a clock tick renders the clock only).
 */
export const renderStats = { view: 0, clock: 0 };

export function resetRenderStats(): void {
  renderStats.view = 0;
  renderStats.clock = 0;
}

/** Counts one render of the view or the clock (called in render; cheap). */
export function countRender(kind: 'view' | 'clock'): void {
  renderStats[kind] += 1;
}
