// Starts the app on a prerendered page once that page has painted (decision 0009). The page is readable without
// any script, so the browser paints it first; the entry module and the route's chunks are fetched and run after
// the first paint instead of competing with it. A classic deferred script (the CSP forbids inline scripts): the
// web build strips its types and minifies it to /boot.js, and the prerender names the entry module in the
// element's `data-entry`.
(() => {
  const script = document.currentScript;
  const entry = script instanceof HTMLScriptElement ? script.dataset.entry : undefined;
  if (!entry) return;

  // A button pressed before the app has started would do nothing: such a press is held and made again once the
  // app can take it. The entry module announces its start (`termtap:started`, right after `hydrateRoot` or
  // `createRoot`), saying whether it renders the page afresh. Hydrating, the press is made at once on the same
  // button: React hydrates what a press lands on first. Rendering afresh (a signed-in student, a `?q=` visit, a
  // page in the other language), the page's markup is about to be replaced, so the press waits for the first
  // screen (`termtap:ready`) and is made on the app's button of the same name, when exactly one has it. Links and
  // form fields work without the app and are left alone.
  const held: HTMLButtonElement[] = [];
  const hold = (event: MouseEvent) => {
    const button = event.target instanceof Element ? event.target.closest('button') : null;
    if (!button) return;
    event.preventDefault();
    event.stopImmediatePropagation();
    held.push(button);
  };
  const nameOf = (button: HTMLButtonElement) =>
    button.getAttribute('aria-label') ?? (button.textContent ?? '').trim();
  const counterpart = (button: HTMLButtonElement) => {
    if (button.isConnected) return button;
    const name = nameOf(button);
    const same = [...document.querySelectorAll('button')].filter((candidate) => nameOf(candidate) === name);
    return same.length === 1 ? same[0] : undefined;
  };
  const pressAgain = () => {
    document.removeEventListener('click', hold, true);
    for (const button of held.splice(0)) counterpart(button)?.click();
  };
  document.addEventListener('click', hold, true);
  document.addEventListener(
    'termtap:started',
    (event) => {
      const fresh = event instanceof CustomEvent && event.detail?.fresh === true;
      // After the first screen's effects have all run (a task later): a screen's own mount effect, such as the
      // header closing its menu, would otherwise undo the press.
      if (fresh) document.addEventListener('termtap:ready', () => setTimeout(pressAgain, 0), { once: true });
      else pressAgain();
    },
    { once: true },
  );

  const start = () => {
    // A module script only: preloading the chunks too cost a long task of its own on a slow phone, and the entry
    // asks for the chunks it imports as soon as it is parsed.
    const module = document.createElement('script');
    module.type = 'module';
    module.crossOrigin = '';
    module.src = entry;
    document.head.append(module);
  };
  // Once the page is on screen: after the next animation frame (a hidden tab, which paints no frames, at once).
  // Waiting for the browser's first-contentful-paint report instead showed no gain in a same-run A/B (0014).
  if (document.visibilityState === 'hidden') start();
  else requestAnimationFrame(() => setTimeout(start, 0));
})();
