// Applies the stored color mode before first paint, so a dark page never flashes light.
// Same key and values as src/lib/color-mode.ts, which takes over once the app runs.
(function () {
  var mode = null;
  try {
    mode = localStorage.getItem('colorMode');
  } catch {
    /* storage blocked: follow the system */
  }
  var dark = mode === 'dark' || (mode !== 'light' && window.matchMedia('(prefers-color-scheme: dark)').matches);
  document.documentElement.dataset.theme = dark ? 'dark' : 'light';
})();
