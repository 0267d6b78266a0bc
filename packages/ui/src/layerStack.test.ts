// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { isTopLayer, pushLayer, removeLayer } from './layerStack.ts';

function dialogs() {
  const outer = document.createElement('div');
  const inner = document.createElement('div');
  outer.append(inner);
  return { outer, inner };
}

describe('layer stack', () => {
  it('knows the top layer and locks scrolling until the last layer is gone', () => {
    const { outer, inner } = dialogs();
    expect(pushLayer(outer)).toBe(true);
    expect(pushLayer(inner)).toBe(true);
    expect(isTopLayer(outer)).toBe(false);
    removeLayer(inner);
    expect(isTopLayer(outer)).toBe(true);
    expect(document.documentElement.classList.contains('ast-scroll-locked')).toBe(true);
    removeLayer(outer);
    expect(document.documentElement.classList.contains('ast-scroll-locked')).toBe(false);
  });

  it('puts a layer below the layers nested inside it, whatever the order they open in', () => {
    const { outer, inner } = dialogs();
    expect(pushLayer(inner)).toBe(true);
    expect(pushLayer(outer)).toBe(false);
    expect(isTopLayer(inner)).toBe(true);
    removeLayer(inner);
    removeLayer(outer);
  });

  it('ignores removing a layer twice', () => {
    const { outer } = dialogs();
    pushLayer(outer);
    removeLayer(outer);
    removeLayer(outer);
    expect(isTopLayer(outer)).toBe(false);
  });
});
