import { describe, expect, it } from 'vitest';
import { parentDomain } from './domain.ts';

describe('parentDomain', () => {
  it.each([
    ['www.fussball.de', '.fussball.de'],
    ['fussball.de', '.fussball.de'],
    ['m.www.fussball.de', '.fussball.de'],
    ['WWW.Fussball.DE.', '.fussball.de'],
    ['www.example.co.uk', '.example.co.uk'],
  ])('%s -> %s', (host, expected) => {
    expect(parentDomain(host)).toBe(expected);
  });

  it.each([
    'localhost',
    '127.0.0.1',
    '10.0.0.12',
    '[::1]',
    '::1',
    '',
    'intranet',
    'co.uk',
    'a..de',
  ])('gives host-only ("") for %j', (host) => {
    expect(parentDomain(host)).toBe('');
  });
});
