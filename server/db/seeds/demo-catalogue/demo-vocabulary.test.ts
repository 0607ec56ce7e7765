import { describe, expect, it } from 'vitest';
import { translations, type TranslationTree } from '../../../../common/locales/index.ts';
import { demoMaterials, demoMetalSuppliers, demoMetals } from './demo-materials.ts';

/* The words of the demo data a user picks from (forms, establishment types, material classes) read in every language. */

describe('the demo data vocabulary', () => {
  const forms = new Set([...demoMetals().flatMap((metal) => metal.forms), ...demoMetalSuppliers().flatMap((supplier) => supplier.forms), ...demoMaterials().flatMap((material) => material.forms)]);
  const establishmentTypes = new Set(demoMetalSuppliers().flatMap((supplier) => (supplier.establishmentType ? [supplier.establishmentType] : [])));
  const classes = new Set(demoMaterials().map((material) => material.materialClass));

  it.each(Object.entries(translations))('is translated in %s', (_locale, tree) => {
    const materials = tree.materials as Record<string, TranslationTree>;
    const known = (list: string, word: string) => typeof materials[list]?.[word] === 'string';
    expect([...forms].filter((form) => !known('form', form))).toEqual([]);
    expect([...establishmentTypes].filter((type) => !known('establishmentType', type))).toEqual([]);
    expect([...classes].filter((name) => !known('class', name))).toEqual([]);
  });
});
