import { expect, type Page } from '@playwright/test';

/**
 * What sticks out of the screen sideways: the page scrolling horizontally, any visible element
 * reaching past the right edge (a fixed header does so without widening the page), or a badge,
 * button or tab whose text is cut short, and anything a container cuts off at its right edge
 * (overflow hidden). What is inside a container that scrolls sideways is reachable by scrolling it
 * (axe checks the container takes the keyboard). Answers one line per offender.
 */
function findOverflow(): string[] {
  const viewport = document.documentElement.clientWidth;
  const found: string[] = [];
  const describe = (element: Element) => {
    const testId = element.getAttribute('data-testid');
    const text = (element.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 40);
    return `${element.tagName.toLowerCase()}${testId ? `[data-testid=${testId}]` : ''}${element.className && typeof element.className === 'string' ? `.${element.className.split(' ')[0]}` : ''} "${text}"`;
  };
  if (document.documentElement.scrollWidth > viewport) found.push(`the page scrolls sideways: ${document.documentElement.scrollWidth}px wide in ${viewport}px`);
  // clipRight: where the nearest ancestor that hides what sticks out (overflow hidden or clip) ends.
  const walk = (element: Element, clipRight: number) => {
    const style = getComputedStyle(element);
    if (style.display === 'none' || style.visibility === 'hidden') return;
    // Visually hidden text (screen-reader only) is clipped to a pixel on purpose.
    if (style.clip === 'rect(0px, 0px, 0px, 0px)' || style.clipPath === 'inset(50%)') return;
    const box = element.getBoundingClientRect();
    const shown = box.width > 0 && box.height > 0;
    if (shown && box.right > viewport + 1) found.push(`${describe(element)} ends at ${Math.round(box.right)}px`);
    else if (shown && box.right > clipRight + 1) found.push(`${describe(element)} is cut off at ${Math.round(clipRight)}px by its container`);
    if (element.matches('.mantine-Badge-label, .mantine-Button-label, [role="tab"]') && element.scrollWidth > element.clientWidth + 1) found.push(`${describe(element)} is cut short`);
    const isRoot = element === document.body || element === document.documentElement;
    // A container that scrolls sideways is reachable (axe checks it takes the keyboard); what is inside is its business.
    if (!isRoot && ['auto', 'scroll'].includes(style.overflowX)) return;
    const clips = !isRoot && ['hidden', 'clip'].includes(style.overflowX) && shown;
    for (const child of Array.from(element.children)) walk(child, clips ? Math.min(clipRight, box.right) : clipRight);
  };
  walk(document.body, viewport);
  return found.slice(0, 10);
}

export async function expectNoHorizontalOverflow(page: Page, what: string): Promise<void> {
  expect(await page.evaluate(findOverflow), `nothing sticks out sideways on ${what}`).toEqual([]);
}

/** The account menu opens from the header and every item in it is on screen; Escape closes it. */
export async function expectAccountMenuReachable(page: Page): Promise<void> {
  const button = page.getByTestId('user-menu');
  await expect(button).toBeInViewport({ ratio: 1 });
  await button.click();
  const menu = page.getByRole('menu');
  await expect(menu).toBeVisible();
  await expect(menu).toBeInViewport();
  await expect(menu.getByTestId('sign-out')).toBeVisible();
  const width = page.viewportSize()?.width ?? 0;
  const box = await menu.boundingBox();
  expect(box && box.x >= 0 && box.x + box.width <= width + 1, 'the account menu fits across the screen').toBe(true);
  await page.keyboard.press('Escape');
  await expect(menu).toBeHidden();
}
