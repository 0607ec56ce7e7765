import { generateAlloyedSteels } from './demo-generate-alloyed-steels.ts';
import { generateNationalSteels } from './demo-generate-national-steels.ts';
import { generateNonFerrous } from './demo-generate-nonferrous.ts';
import { generateStructuralSteels } from './demo-generate-steels.ts';
import type { DemoMetal } from './demo-materials.types.ts';

/**
 * The generated demo metals: a few thousand real grades of real standards, each delivery condition
 * or temper its own record. Everything comes from tables, so the same records come out on every
 * run; a hand-written demo metal wins over a generated one of the same designation.
 */

/** Generated conditions the hand-written records already stand for (their descriptions give these values). */
const DESCRIBED_BY_HANDWRITTEN = new Set(['C45+QT', 'C35E+QT', '42CrMo4+QT', '34CrNiMo6+QT', '16MnCr5+A', '20MnCr5+A', '51CrV4+QT', '11SMn30']);

export function generateDemoMetals(handWritten: readonly DemoMetal[]): DemoMetal[] {
  const written = new Set(handWritten.map((metal) => metal.designation));
  const seen = new Set<string>();
  const metals: DemoMetal[] = [];
  for (const metal of [...generateStructuralSteels(), ...generateAlloyedSteels(), ...generateNationalSteels(), ...generateNonFerrous()]) {
    if (written.has(metal.designation) || DESCRIBED_BY_HANDWRITTEN.has(metal.designation)) continue;
    if (seen.has(metal.designation)) throw new Error(`demo metal ${metal.designation} is generated twice`);
    seen.add(metal.designation);
    metals.push(metal);
  }
  return metals;
}
