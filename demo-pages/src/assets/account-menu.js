// The header's account menu (views/layout.ts) is a native popover: it opens from its button and
// closes on Escape or a click outside without script. This closes it when focus moves on to
// something outside it (Tab past its last entry), so an open menu never covers what has focus.
const menu = document.getElementById('account-menu');
if (menu) {
  menu.addEventListener('focusout', (event) => {
    const next = event.relatedTarget;
    if (!(next instanceof Node) || menu.contains(next)) return;
    if (menu.matches(':popover-open')) menu.hidePopover();
  });
}
