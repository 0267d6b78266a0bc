import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { installDialogPolyfill, removeDialogPolyfill } from '../testing/fakes.ts';
import { applyLayers, startLayers } from './layers.ts';

const $ = <E extends HTMLElement = HTMLElement>(selector: string): E =>
  document.querySelector<E>(selector)!;
const click = (el: Element): MouseEvent => {
  const event = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 });
  el.dispatchEvent(event);
  return event;
};

const LAYERS =
  '<button id="open" data-layer-open="info">Info</button>' +
  '<dialog data-layer="info" aria-labelledby="info-title"><h2 id="info-title">Info</h2><p id="text">Text</p><button id="close" data-layer-close>Schließen</button></dialog>' +
  '<label>Foto <input id="upload" type="file" data-contact-hint></label>' +
  '<dialog data-layer="contact-hint" aria-labelledby="hint-title"><h2 id="hint-title">Hinweis</h2><p id="hint-text">Nur eigene Fotos.</p>' +
  '<button id="confirm" data-layer-confirm>Verstanden</button><button id="hint-close" data-layer-close>Abbrechen</button></dialog>';

let stop: () => void;
beforeEach(() => {
  installDialogPolyfill();
  stop = startLayers();
});
afterEach(() => {
  stop();
  removeDialogPolyfill();
  document.body.innerHTML = '';
  vi.restoreAllMocks();
});

describe('named layers', () => {
  it('open as a modal dialog from their trigger and give focus back to it on close', () => {
    document.body.innerHTML = LAYERS;
    const showModal = vi.spyOn(HTMLDialogElement.prototype, 'showModal');
    const dialog = $<HTMLDialogElement>('[data-layer="info"]');
    $('#open').focus();
    click($('#open'));
    expect(showModal).toHaveBeenCalledTimes(1);
    expect(dialog.open).toBe(true);
    $('#close').focus();
    click($('#close'));
    expect(dialog.open).toBe(false);
    expect(document.activeElement).toBe($('#open'));
  });

  it('close on Escape', () => {
    document.body.innerHTML = LAYERS;
    click($('#open'));
    const escape = new KeyboardEvent('keydown', { key: 'Escape', bubbles: true, cancelable: true });
    $('#text').dispatchEvent(escape);
    expect($<HTMLDialogElement>('[data-layer="info"]').open).toBe(false);
    expect(document.activeElement).toBe($('#open'));
  });

  it('stay open when their content is clicked', () => {
    document.body.innerHTML = LAYERS;
    click($('#open'));
    click($('#text'));
    expect($<HTMLDialogElement>('[data-layer="info"]').open).toBe(true);
  });

  it('announce opening and closing on the event bus', () => {
    document.body.innerHTML = LAYERS;
    const names: string[] = [];
    const onOpen = (e: Event): void =>
      void names.push(`open ${(e as CustomEvent<{ name: string }>).detail.name}`);
    const onClose = (e: Event): void =>
      void names.push(`close ${(e as CustomEvent<{ name: string }>).detail.name}`);
    document.addEventListener('anstoss:layerOpened', onOpen);
    document.addEventListener('anstoss:layerClosed', onClose);
    click($('#open'));
    click($('#close'));
    document.removeEventListener('anstoss:layerOpened', onOpen);
    document.removeEventListener('anstoss:layerClosed', onClose);
    expect(names).toEqual(['open info', 'close info']);
  });

  it('without <dialog> support still show and close', () => {
    removeDialogPolyfill();
    document.body.innerHTML = LAYERS;
    click($('#open'));
    expect($('[data-layer="info"]').hasAttribute('open')).toBe(true);
    click($('#close'));
    expect($('[data-layer="info"]').hasAttribute('open')).toBe(false);
    expect(document.activeElement).toBe($('#open'));
  });
});

describe('auto-open (dsgvo_u16)', () => {
  it('opens a layer marked data-layer-auto-open once', () => {
    document.body.innerHTML =
      '<dialog data-layer="dsgvo_u16" data-layer-auto-open aria-labelledby="t"><h2 id="t">Einwilligung</h2><button data-layer-close>OK</button></dialog><dialog data-layer="other"></dialog>';
    applyLayers(document);
    const dialog = $<HTMLDialogElement>('[data-layer="dsgvo_u16"]');
    expect(dialog.open).toBe(true);
    expect($<HTMLDialogElement>('[data-layer="other"]').open).toBe(false);
    click(dialog.querySelector('button')!);
    applyLayers(document);
    expect(dialog.open).toBe(false);
  });
});

describe('a layer without a trigger (opened on page load) hands focus to the page', () => {
  const PAGE =
    '<header><a href="/">Start</a></header><main><h1 id="h">Profil</h1><p>Text</p></main>' +
    '<dialog data-layer="dsgvo_u16" data-layer-auto-open aria-labelledby="t"><h2 id="t">Einwilligung</h2>' +
    '<button id="later" data-layer-close>Später</button></dialog>';

  it('"Später" focuses the page heading, not <body>', () => {
    document.body.innerHTML = PAGE;
    applyLayers(document);
    $('#later').focus();
    click($('#later'));
    expect($<HTMLDialogElement>('[data-layer="dsgvo_u16"]').open).toBe(false);
    expect(document.activeElement).toBe($('#h'));
    expect($('#h').getAttribute('tabindex')).toBe('-1');
  });

  it('Escape too; without a heading <main> gets focus', () => {
    document.body.innerHTML = PAGE.replace('<h1 id="h">Profil</h1>', '');
    applyLayers(document);
    $('#later').focus();
    document.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));
    expect(document.activeElement).toBe($('main'));
  });

  it('focus the person moved elsewhere meanwhile stays there', () => {
    document.body.innerHTML = PAGE;
    applyLayers(document);
    const dialog = $<HTMLDialogElement>('[data-layer="dsgvo_u16"]');
    $('header a').focus();
    dialog.close();
    expect(document.activeElement).toBe($('header a'));
  });
});

describe('contact hint before a file input', () => {
  it('opens instead of the file chooser; confirming opens the chooser', () => {
    document.body.innerHTML = LAYERS;
    const upload = $<HTMLInputElement>('#upload');
    const hint = $<HTMLDialogElement>('[data-layer="contact-hint"]');
    const first = click(upload);
    expect(first.defaultPrevented).toBe(true); // no chooser yet
    expect(hint.open).toBe(true);

    const chooser = vi.fn((e: Event) => expect(e.defaultPrevented).toBe(false));
    upload.addEventListener('click', chooser);
    click($('#confirm'));
    expect(hint.open).toBe(false);
    expect(chooser).toHaveBeenCalledTimes(1);

    // Confirmed once: the next use goes straight to the chooser.
    expect(click(upload).defaultPrevented).toBe(false);
    expect(hint.open).toBe(false);
  });

  it('is dismissed by its close button or a click on its content, without a chooser', () => {
    document.body.innerHTML = LAYERS;
    const upload = $<HTMLInputElement>('#upload');
    const hint = $<HTMLDialogElement>('[data-layer="contact-hint"]');
    const chooser = vi.fn();
    click(upload);
    upload.addEventListener('click', chooser);
    click($('#hint-close'));
    expect(hint.open).toBe(false);
    upload.removeEventListener('click', chooser);

    click(upload);
    expect(hint.open).toBe(true);
    upload.addEventListener('click', chooser);
    click($('#hint-text'));
    expect(hint.open).toBe(false);
    expect(chooser).not.toHaveBeenCalled();
    expect(document.activeElement).toBe(upload);
  });

  it('lets the file input work when the page has no hint layer', () => {
    document.body.innerHTML = '<input id="upload" type="file" data-contact-hint>';
    expect(click($('#upload')).defaultPrevented).toBe(false);
  });
});
