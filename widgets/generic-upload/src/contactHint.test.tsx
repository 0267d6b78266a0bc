/**
 * Spec §2 Named layers, contact-hint: "opened before a file-upload input is used. Confirming it
 * opens the file chooser; closing it or clicking on its content dismisses it." The page sets it
 * on the host (`data-contact-hint`); FileInput marks its input and the runtime's named layers
 * (the same behaviour as on the no-script form) show the page's layer.
 */
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { installDialogPolyfill, removeDialogPolyfill, startLayers } from '@anstoss/runtime/testing';
import { expectNoAxeViolations, initTestI18n } from '@anstoss/ui/testing';
import { GenericUpload } from './GenericUpload.tsx';
import { genericUploadProps } from './props.ts';

const LAYER =
  '<dialog data-layer="contact-hint" aria-labelledby="hint-title" aria-describedby="hint-text">' +
  '<h2 id="hint-title">Bevor du hochlädst</h2><p id="hint-text">Nur eigene Fotos.</p>' +
  '<button type="button" data-layer-confirm>Verstanden, Datei auswählen</button>' +
  '<button type="button" data-layer-close>Abbrechen</button></dialog>';

let stop: () => void;
const listeners: ((e: Event) => void)[] = [];
beforeAll(() => initTestI18n('de'));
beforeEach(() => {
  installDialogPolyfill();
  stop = startLayers();
  document.body.insertAdjacentHTML('beforeend', LAYER);
});
afterEach(() => {
  stop();
  removeDialogPolyfill();
  document.querySelector('dialog[data-layer]')?.remove();
  for (const listener of listeners.splice(0)) window.removeEventListener('click', listener);
});

function renderWidget(contactHint?: string) {
  const props = genericUploadProps.parse({
    fileuploadUrl: '/ajax/hochladen',
    urlRelease: '/ajax/hochladen/freigeben',
    ...(contactHint === undefined ? {} : { contactHint }),
  });
  const view = render(
    <main>
      <GenericUpload props={props} host={document.createElement('div')} />
    </main>,
  );
  const input = view.container.querySelector<HTMLInputElement>('input[type=file]')!;
  // The file chooser: a click on the input that nothing cancelled once it went through the page
  // (window sees it after the runtime's document listener).
  const chooser = vi.fn<(e: Event) => void>();
  const listener = (e: Event) => {
    if (e.target === input && !e.defaultPrevented) chooser(e);
  };
  window.addEventListener('click', listener);
  listeners.push(listener);
  return { ...view, chooser };
}

const hint = () => document.querySelector<HTMLDialogElement>('dialog[data-layer="contact-hint"]')!;
const chooseButton = () => screen.getByRole('button', { name: 'Dateien auswählen' });

describe('generic-upload: the contact hint before the file chooser', () => {
  it('opens instead of the chooser; confirming by keyboard opens the chooser and focus returns', async () => {
    const user = userEvent.setup();
    const { chooser, container } = renderWidget('');
    // Screen readers hear that the button opens a dialog first.
    expect(chooseButton()).toHaveAttribute('aria-haspopup', 'dialog');
    chooseButton().focus();
    await user.keyboard('{Enter}');
    expect(hint().open).toBe(true);
    expect(screen.getByRole('dialog', { name: 'Bevor du hochlädst' })).toHaveAccessibleDescription(
      'Nur eigene Fotos.',
    );
    expect(chooser).not.toHaveBeenCalled();

    screen.getByRole('button', { name: 'Verstanden, Datei auswählen' }).focus();
    await user.keyboard('{Enter}');
    expect(hint().open).toBe(false);
    expect(chooser).toHaveBeenCalledTimes(1);
    expect(chooseButton()).toHaveFocus();

    // Confirmed once: the next time the chooser opens at once.
    await user.click(chooseButton());
    expect(chooser).toHaveBeenCalledTimes(2);
    expect(hint().open).toBe(false);
    await expectNoAxeViolations(container);
  });

  it('Escape, "Abbrechen" or a click on its text dismiss it without a chooser; focus returns to the button', async () => {
    const user = userEvent.setup();
    const { chooser } = renderWidget('contact-hint');
    await user.click(chooseButton());
    expect(hint().open).toBe(true);
    await user.keyboard('{Escape}');
    expect(hint().open).toBe(false);
    expect(chooseButton()).toHaveFocus();

    await user.click(chooseButton());
    await user.click(screen.getByRole('button', { name: 'Abbrechen' }));
    expect(hint().open).toBe(false);
    expect(chooseButton()).toHaveFocus();

    await user.click(chooseButton());
    await user.click(screen.getByText('Nur eigene Fotos.'));
    expect(hint().open).toBe(false);
    expect(chooseButton()).toHaveFocus();
    expect(chooser).not.toHaveBeenCalled();
  });

  it('a page that does not ask for it gets the chooser at once', async () => {
    const user = userEvent.setup();
    const { chooser } = renderWidget();
    expect(chooseButton()).not.toHaveAttribute('aria-haspopup');
    await user.click(chooseButton());
    expect(hint().open).toBe(false);
    expect(chooser).toHaveBeenCalledTimes(1);
  });
});
