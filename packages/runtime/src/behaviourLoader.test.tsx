import { expectConsoleError } from '../../../scripts/console-guard.ts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  createBehaviourLoader,
  type BehaviourLoader,
  type BehaviourModule,
} from './behaviourLoader.ts';

function fakeModule() {
  const mod: BehaviourModule = { startBehaviours: vi.fn(() => stopped), applyBehaviours: vi.fn() };
  const stopped = vi.fn();
  return { mod, stopped, load: vi.fn(async () => mod) };
}

let loader: BehaviourLoader | undefined;
afterEach(() => {
  loader?.stop();
  document.body.innerHTML = '';
  history.replaceState(null, '', '/');
});

describe('behaviour loader', () => {
  it('does not load the chunk for a page without behaviour markup', async () => {
    document.body.innerHTML =
      '<p><a href="https://www.fussball.de/">Start</a> <a href="/verein">Verein</a></p><div id="x"></div>';
    const fake = fakeModule();
    loader = createBehaviourLoader(fake.load);
    loader.enhance(document);
    await Promise.resolve();
    expect(fake.load).not.toHaveBeenCalled();
  });

  it.each([
    '<p data-condition="exist FBDE_LOGIN"></p>',
    '<span data-template>%FBDE_USER%</span>',
    '<div data-login-gate><input></div>',
    '<section id="tabelle"></section>',
    '<a href="/i" data-popup>i</a>',
    '<a data-share="facebook">f</a>',
    '<dialog data-layer="info"></dialog>',
    '<input type="file" data-contact-hint>',
    '<a href="javascript:alert(1)">x</a>',
  ])('loads it once for %s, starts it and applies it to the document', async (html) => {
    document.body.innerHTML = html;
    const fake = fakeModule();
    loader = createBehaviourLoader(fake.load);
    loader.enhance(document);
    loader.enhance(document.body);
    await vi.waitFor(() => expect(fake.mod.applyBehaviours).toHaveBeenCalledWith(document));
    expect(fake.load).toHaveBeenCalledTimes(1);
    expect(fake.mod.startBehaviours).toHaveBeenCalledTimes(1);
  });

  it('loads it for a matching fragment inserted later, then applies fragments directly', async () => {
    const fake = fakeModule();
    loader = createBehaviourLoader(fake.load);
    const plain = document.createElement('p');
    loader.enhance(plain);
    expect(fake.load).not.toHaveBeenCalled();
    const fragment = document.createElement('div');
    fragment.innerHTML = '<a data-popup href="/x">x</a>';
    document.body.append(fragment);
    loader.enhance(fragment);
    await vi.waitFor(() => expect(fake.mod.startBehaviours).toHaveBeenCalled());
    loader.enhance(plain);
    expect(fake.mod.applyBehaviours).toHaveBeenLastCalledWith(plain);
  });

  it("loads it for a '#!' address, also one that appears later", async () => {
    const fake = fakeModule();
    loader = createBehaviourLoader(fake.load);
    await Promise.resolve();
    expect(fake.load).not.toHaveBeenCalled();
    history.replaceState(null, '', '#!/section/tabelle');
    window.dispatchEvent(new HashChangeEvent('hashchange'));
    await vi.waitFor(() => expect(fake.load).toHaveBeenCalledTimes(1));
  });

  it('tries again after a failed load and stops what it started', async () => {
    const error = expectConsoleError();
    document.body.innerHTML = '<a data-popup href="/x">x</a>';
    const fake = fakeModule();
    fake.load.mockRejectedValueOnce(new Error('offline'));
    loader = createBehaviourLoader(fake.load);
    loader.enhance(document);
    await vi.waitFor(() => expect(error).toHaveBeenCalled());
    loader.enhance(document);
    await vi.waitFor(() => expect(fake.mod.startBehaviours).toHaveBeenCalled());
    loader.stop();
    expect(fake.stopped).toHaveBeenCalled();
    loader = undefined;
    vi.restoreAllMocks();
  });
});
