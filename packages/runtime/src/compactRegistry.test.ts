import { describe, expect, it, vi } from 'vitest';
import { decodeRegistry, encodeRegistryTable } from './compactRegistry.ts';

const loaded = { default: { name: 'x', props: {}, Component: () => null } };

function decode(table: string) {
  const importFile = vi.fn(async (_file: string) => loaded as never);
  return { registry: decodeRegistry(table, importFile), importFile };
}

describe('compact registry', () => {
  it('round-trips names, strategies and chunk files', async () => {
    const table = encodeRegistryTable([
      { name: 'fan-poll', strategy: 'visible', hash: 'CIw7hYc' },
      { name: 'cookie-consent', strategy: 'eager', hash: '_OsuVs9' },
      { name: 'report-tool', strategy: 'idle', hash: '0-Yf7pt' },
    ]);
    expect(table).toBe('ecookie-consent_OsuVs9;ireport-tool0-Yf7pt;vfan-pollCIw7hYc');
    const { registry, importFile } = decode(table);
    expect(Object.keys(registry).sort()).toEqual(['cookie-consent', 'fan-poll', 'report-tool']);
    expect(registry['fan-poll']?.strategy).toBe('visible');
    expect(registry['cookie-consent']?.strategy).toBe('eager');
    expect(registry['report-tool']?.strategy).toBe('idle');
    expect(importFile).not.toHaveBeenCalled(); // nothing loads before a host asks
    await expect(registry['report-tool']?.load()).resolves.toBe(loaded);
    expect(importFile).toHaveBeenCalledWith('./chunks/widget-report-tool-0-Yf7pt.js');
  });

  it('finds nothing for names an object inherits (data-widget="constructor")', () => {
    const { registry } = decode('vfan-pollCIw7hYc');
    expect(Object.getPrototypeOf(registry)).toBeNull();
    for (const name of ['constructor', 'toString', '__proto__', 'hasOwnProperty']) {
      expect(Object.hasOwn(registry, name)).toBe(false);
      expect(registry[name]).toBeUndefined();
    }
  });

  it('keeps a hostile name as an own entry without touching any prototype', () => {
    const { registry } = decode('e__proto__AAAAAAA;iconstructorBBBBBBB');
    expect(Object.hasOwn(registry, '__proto__')).toBe(true);
    expect(Object.hasOwn(registry, 'constructor')).toBe(true);
    expect(Object.getPrototypeOf(registry)).toBeNull();
    expect(({} as Record<string, unknown>)['strategy']).toBeUndefined();
    expect(Object.keys(registry)).toEqual(['__proto__', 'constructor']);
  });

  it('skips malformed items instead of inventing widgets', () => {
    const { registry } = decode(';xfan-pollCIw7hYc;vCIw7hYc,ok1234567,');
    expect(Object.keys(registry)).toEqual(['ok']);
  });

  it('refuses to encode what the decoder could not read back', () => {
    expect(() =>
      encodeRegistryTable([{ name: 'Fan,Poll', strategy: 'idle', hash: 'AAAAAAA' }]),
    ).toThrow(/kebab-case/);
    expect(() =>
      encodeRegistryTable([{ name: 'fan-poll', strategy: 'idle', hash: 'short' }]),
    ).toThrow(/7 characters/);
    expect(() =>
      encodeRegistryTable([{ name: 'fan-poll', strategy: 'idle', hash: 'AAA,AAA' }]),
    ).toThrow(/chunk hash/);
  });
});
