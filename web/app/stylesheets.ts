/**
 * The page names its stylesheets as preloads (vite.config.ts), so the frame it draws itself
 * (index.html, inline styles) shows while they download instead of waiting for them. They apply
 * here, in the page's order and before any page file adds its own, and the app draws once they
 * are in: nothing is ever shown unstyled.
 */
function applyPreloadedStylesheets(): Promise<void> {
  const preloads = [...document.querySelectorAll<HTMLLinkElement>('link[rel="preload"][as="style"]')];
  const applied = preloads.map(
    (preload) =>
      new Promise<void>((resolve) => {
        const sheet = document.createElement('link');
        sheet.rel = 'stylesheet';
        sheet.crossOrigin = preload.crossOrigin;
        sheet.href = preload.getAttribute('href') ?? preload.href;
        // A stylesheet that fails leaves the page usable: the app draws anyway.
        sheet.addEventListener('load', () => resolve(), { once: true });
        sheet.addEventListener('error', () => resolve(), { once: true });
        preload.after(sheet);
      }),
  );
  return Promise.all(applied).then(() => undefined);
}

export const stylesheetsApplied = applyPreloadedStylesheets();
