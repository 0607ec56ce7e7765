import type { Page } from '@playwright/test';

/** Selects the first `length` characters of a reader section's text, as a reader dragging over it would. */
export async function selectText(page: Page, sectionId: string, length: number): Promise<string> {
  return page.locator(`[data-section-body="${sectionId}"]`).evaluate((body, count) => {
    const doc = body.ownerDocument;
    // NodeFilter.SHOW_TEXT (the constant is the page's, not Node's).
    const showText = 4;
    const walker = doc.createTreeWalker(body, showText);
    let node = walker.nextNode();
    while (node && (node.textContent ?? '').trim().length < count) node = walker.nextNode();
    if (!node) throw new Error('no text to select');
    const text = node.textContent ?? '';
    const start = text.length - text.trimStart().length;
    const range = doc.createRange();
    range.setStart(node, start);
    range.setEnd(node, start + count);
    const selection = doc.getSelection();
    selection?.removeAllRanges();
    selection?.addRange(range);
    return range.toString();
  }, length);
}
