import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { HOME_ICON_SHAPES, type HomeIcon } from './home-icons.ts';

const require = createRequire(import.meta.url);

/** An outline icon's shapes as the library ships them, without its invisible bounding square. */
function libraryShapes(name: string): string {
  const svg = readFileSync(require.resolve(`@tabler/icons/outline/${name}.svg`), 'utf8');
  return [...svg.matchAll(/<(path|circle|rect|line|polyline)\b[^>]*\/>/g)]
    .map(([shape]) => shape.replace(/\s*\/>$/, '/>'))
    .filter((shape) => !shape.includes('stroke="none"'))
    .join('');
}

describe('the home first screen icons', () => {
  it('draws each icon as the app’s version of the library does', () => {
    for (const name of Object.keys(HOME_ICON_SHAPES) as HomeIcon[]) expect(HOME_ICON_SHAPES[name], name).toBe(libraryShapes(name));
  });
});
