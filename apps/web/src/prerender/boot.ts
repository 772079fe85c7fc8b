// Starts the app on a prerendered page once that page has painted (decision 0009). The page is readable without
// any script, so the browser paints it first; the entry module and the route's chunks are fetched and run after
// the first paint instead of competing with it. A classic deferred script (the CSP forbids inline scripts): the
// web build strips its types and minifies it to /boot.js, and the prerender names the entry module in the
// element's `data-entry`.
(() => {
  const script = document.currentScript;
  const entry = script instanceof HTMLScriptElement ? script.dataset.entry : undefined;
  if (!entry) return;

  // A button pressed before the app has started would do nothing, and so would one in the prerendered rows of a
  // term list until the app's own rows replace them: such a press is held, and pressed again for the student on
  // the app's button of the same name once there (the entry module announces its start with `termtap:started`).
  // Links and form fields work without the app and are left alone. After 10 s a held press is dropped.
  interface Press {
    button: Element;
    name: string | null;
    until: number;
  }
  let hasStarted = false;
  const held: Press[] = [];
  // What tells two buttons apart: a row's button shows "Describe" and is named "Describe <term>" (aria-label).
  const nameOf = (button: Element) => button.getAttribute('aria-label') ?? button.textContent;
  const isInert = (button: Element) => !hasStarted || button.closest('[data-prerendered]') !== null;
  const pressAgain = ({ button, name, until }: Press) => {
    const again =
      button.isConnected && !isInert(button)
        ? button
        : [...document.querySelectorAll('main button')].find(
            (candidate) => nameOf(candidate) === name && !isInert(candidate),
          );
    if (again instanceof HTMLElement) again.click();
    else if (performance.now() < until) requestAnimationFrame(() => pressAgain({ button, name, until }));
  };
  document.addEventListener(
    'click',
    (event) => {
      const button = event.target instanceof Element ? event.target.closest('button') : null;
      if (!button || !isInert(button)) return;
      event.preventDefault();
      event.stopImmediatePropagation();
      const press = { button, name: nameOf(button), until: performance.now() + 10_000 };
      if (hasStarted) pressAgain(press);
      else held.push(press);
    },
    true,
  );
  document.addEventListener(
    'termtap:started',
    () => {
      hasStarted = true;
      for (const press of held.splice(0)) requestAnimationFrame(() => pressAgain(press));
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
