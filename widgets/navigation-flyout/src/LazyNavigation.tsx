import { useEffect, useLayoutEffect, useRef, useState, type ComponentType } from 'react';
import { getConfig, type WidgetProps } from '@anstoss/runtime/widget';
import { languageCookieName, syncLanguageCookie } from './languageCookie.ts';
import type { NavigationFlyoutProps } from './props.ts';

type Flyout = ComponentType<WidgetProps<NavigationFlyoutProps>>;

/**
 * The controls the server's navigation and the widget's share, in the same order: the phone
 * toggle, the main items, the language buttons (the server renders the widget's markup,
 * demo-pages/src/views/navigationFlyout.ts). A press or the focus moves across by position.
 */
const CONTROLS = '.ast-nav__toggle, .ast-nav__main, .ast-nav__language';
/** Controls whose press the widget answers (a menu, the phone toggle, the language switch). */
const WIDGET_PRESS = '.ast-nav__toggle, [data-kind] > .ast-nav__main, .ast-nav__language';
/** What tells that the reader turns to the navigation: pointer over it, a touch, focus in it. */
const INTENT = ['pointerover', 'pointerdown', 'focusin'] as const;

let loading: Promise<Flyout> | undefined;
function loadFlyout(): Promise<Flyout> {
  loading ??= import('./NavigationFlyout.tsx').then(
    (module) => module.NavigationFlyout,
    (error: unknown) => {
      loading = undefined; // the next intent tries again
      throw error;
    },
  );
  return loading;
}

/**
 * The server's navigation stays until the reader turns to it (issue 31: its links already work,
 * and 3.8 kB gzip of flyout code waited on every page for a press most readers never make). The
 * pointer over it, a touch or the focus in it loads the flyout; it then takes over in place, with
 * the focus where it was. A press that came before it (a menu, the phone toggle, a language) is
 * held and made again on the widget's control, so the first press opens what it pressed. A CMS
 * that renders no navigation into the host gets the flyout at once.
 */
export function LazyNavigation({ props, host }: WidgetProps<NavigationFlyoutProps>) {
  // Read while rendering: the runtime removes the host's server content before our effects run.
  const [server] = useState(() => host.querySelector<HTMLElement>(':scope > nav'));
  const [Flyout, setFlyout] = useState<Flyout | null>(null);
  /** The server's control a press reached before the flyout was there. */
  const pressed = useRef<HTMLElement | null>(null);
  const cookieName = languageCookieName(props.languageCookie, getConfig().productPrefix);

  // The server's language cookie follows the widgets' language from the start.
  useEffect(() => syncLanguageCookie(cookieName), [cookieName]);

  useLayoutEffect(() => {
    if (Flyout) return;
    let started = false;
    // The flyout never takes over in the middle of a press: between pointerdown and click the
    // control under the finger would be swapped and the click lost (a fast tap, or a click that
    // hovered the chunk in just before). It waits until the press's click has been handled.
    let pointerDown = false;
    let arrived: Flyout | null = null;
    const takeOver = () => {
      if (arrived && !pointerDown) setFlyout(() => arrived);
    };
    const load = () => {
      if (started) return;
      started = true;
      loadFlyout().then(
        (loaded) => {
          arrived = loaded;
          takeOver();
        },
        (error: unknown) => {
          started = false;
          console.warn('[anstoss] navigation-flyout: could not load', error);
          // A held language press sends the server's form; a menu waits for the next intent.
          const held = pressed.current;
          pressed.current = null;
          if (held instanceof HTMLButtonElement && held.form) held.form.requestSubmit(held);
        },
      );
    };
    if (!server) return load();
    // Back where the server put it, in the same commit (nothing moves, nothing flashes).
    if (server.parentNode !== host) host.prepend(server);
    const onPress = (event: MouseEvent) => {
      const control = (event.target as Element | null)?.closest<HTMLElement>(WIDGET_PRESS);
      if (!control || !server.contains(control)) return;
      event.preventDefault();
      pressed.current = control;
      load();
    };
    // Escape before the flyout came takes the held press back (the menu would open after it);
    // closing what is open is the flyout's (useDismissable), once it is there.
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      pressed.current = null;
    };
    const onPointerDown = () => {
      pointerDown = true;
    };
    // pointerup, mouseup and click come in one task: the take-over follows in the next.
    const onPointerUp = () => {
      pointerDown = false;
      setTimeout(takeOver);
    };
    // Before the intent's load: a chunk already there takes over in a microtask right after it.
    host.addEventListener('pointerdown', onPointerDown);
    for (const type of INTENT) host.addEventListener(type, load);
    window.addEventListener('pointerup', onPointerUp);
    window.addEventListener('pointercancel', onPointerUp);
    host.addEventListener('click', onPress);
    host.addEventListener('keydown', onKey);
    return () => {
      for (const type of INTENT) host.removeEventListener(type, load);
      host.removeEventListener('pointerdown', onPointerDown);
      window.removeEventListener('pointerup', onPointerUp);
      window.removeEventListener('pointercancel', onPointerUp);
      host.removeEventListener('click', onPress);
      host.removeEventListener('keydown', onKey);
    };
  }, [Flyout, host, server]);

  // The flyout is in the host: the server's navigation goes, focus moves to the same control.
  useLayoutEffect(() => {
    if (!Flyout || !server?.isConnected) return;
    const before = [...server.querySelectorAll<HTMLElement>(CONTROLS)];
    const focused = before.indexOf(document.activeElement as HTMLElement);
    const at = pressed.current ? before.indexOf(pressed.current) : -1;
    pressed.current = null;
    server.remove();
    const after = [...host.querySelectorAll<HTMLElement>(CONTROLS)];
    if (focused >= 0) after[focused]?.focus();
    // Made again once the flyout's own effects (outside clicks, focus rules) are listening.
    if (at >= 0) setTimeout(() => after[at]?.click());
  }, [Flyout, host, server]);

  return Flyout ? <Flyout props={props} host={host} /> : null;
}
