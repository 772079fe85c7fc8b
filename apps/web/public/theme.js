// Applies the visitor's remembered colour theme (Light or Dark, from the toggle in the navigation) before the
// first paint, so a dark page never flashes light. External and synchronous: the CSP forbids inline scripts.
// Without a remembered pick nothing is set and the page follows prefers-color-scheme (tokens.css).
(() => {
  try {
    const theme = window.localStorage.getItem('termtap.theme');
    if (theme === 'light' || theme === 'dark') document.documentElement.dataset.theme = theme;
  } catch {
    // Storage can be unavailable (some privacy modes): the system's theme it is.
  }
})();
