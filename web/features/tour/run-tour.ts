import 'driver.js/dist/driver.css';
import { driver } from 'driver.js';
import type { TourStep } from './tour-steps.ts';

export type TourTexts = {
  step: (key: string) => { title: string; description: string };
  next: string;
  previous: string;
  done: string;
  close: string;
  /** "{{current}} of {{total}}", as driver.js fills it in. */
  progress: string;
};

const ARIA_SET_BY_DRIVER = ['aria-haspopup', 'aria-expanded', 'aria-controls'];

/** How long a tour waits for its page's first element: a page still loading its data draws it soon after. */
const PAGE_WAIT_MS = 5_000;

/** Resolves once `selector` is on the page, or after PAGE_WAIT_MS. */
function pageDrawn(selector: string): Promise<void> {
  if (document.querySelector(selector)) return Promise.resolve();
  return new Promise((resolve) => {
    const done = () => {
      observer.disconnect();
      window.clearTimeout(timer);
      resolve();
    };
    const observer = new MutationObserver(() => {
      if (document.querySelector(selector)) done();
    });
    const timer = window.setTimeout(done, PAGE_WAIT_MS);
    observer.observe(document.body, { childList: true, subtree: true });
  });
}

/**
 * Runs one section of the tour with driver.js (loaded only when a tour starts): a popover per step
 * over the element it names, keyboard-driven (arrows, Escape, Tab stays in the popover). Resolves
 * 'completed' when the user reached the end, 'dismissed' when they closed it before.
 */
export async function runTour(steps: TourStep[], texts: TourTexts): Promise<'completed' | 'dismissed'> {
  await pageDrawn(steps[0]?.selector ?? 'body');
  // Only the steps whose element is on the page now: driver.js says nothing when it skips them all.
  const shown = steps.filter((step) => document.querySelector(step.selector));
  if (shown.length === 0) return 'dismissed';
  // driver.js marks the element it points at as opening a dialog (aria-haspopup, aria-expanded,
  // aria-controls), which a plain region may not carry and which overwrites a menu button's own:
  // each element gets its own values back.
  const saved = new Map<Element, (string | null)[]>();
  const restoreAria = () => {
    for (const [element, values] of saved) {
      ARIA_SET_BY_DRIVER.forEach((name, index) => {
        const value = values[index];
        if (value === null || value === undefined) element.removeAttribute(name);
        else element.setAttribute(name, value);
      });
    }
  };
  return new Promise<'completed' | 'dismissed'>((resolve) => {
    let finished = false;
    const tour = driver({
      showProgress: true,
      skipMissingElement: true,
      smoothScroll: true,
      nextBtnText: texts.next,
      prevBtnText: texts.previous,
      doneBtnText: texts.done,
      progressText: texts.progress,
      popoverClass: 'normscope-tour',
      steps: shown.map((step) => ({ element: step.selector, popover: texts.step(step.key) })),
      onPopoverRender: (popover) => {
        popover.closeButton.setAttribute('aria-label', texts.close);
        popover.closeButton.setAttribute('title', texts.close);
        // Its <header> and <footer> are not the page's banner and footer landmarks.
        popover.title.setAttribute('role', 'none');
        popover.footer.setAttribute('role', 'none');
      },
      onHighlightStarted: (element) => {
        if (element && !saved.has(element)) saved.set(element, ARIA_SET_BY_DRIVER.map((name) => element.getAttribute(name)));
      },
      onHighlighted: restoreAria,
      onDoneClick: () => {
        finished = true;
        tour.destroy();
      },
      onDestroyed: () => {
        restoreAria();
        resolve(finished ? 'completed' : 'dismissed');
      },
    });
    tour.drive();
  });
}
