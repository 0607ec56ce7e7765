import type { CompositionRange, MaterialProperty } from '../../db/schema/index.ts';

export type { CompositionRange, MaterialProperty };

/** A metal as an importer maps it (FreeCAD card, CSV, demo data). */
export type MetalRecord = {
  source: string;
  sourceKey: string;
  designation: string;
  materialNumber?: string;
  standard?: string;
  /** e.g. 'steel', 'stainless-steel', 'cast-iron', 'aluminium-alloy', 'copper-alloy'. */
  kind: string;
  description?: string;
  country?: string;
  forms: string[];
  properties: MaterialProperty[];
  composition: CompositionRange[];
  raw: unknown;
};

/** A non-metal material: plastics, glass, concrete, wood... */
export type MaterialRecord = {
  source: string;
  sourceKey: string;
  tradeName: string;
  /** e.g. 'thermoplastic', 'glass', 'concrete', 'wood', 'ceramic', 'composite', 'elastomer'. */
  materialClass: string;
  description?: string;
  forms: string[];
  productType?: string;
  additives?: string;
  standard?: string;
  chemicalResistance: string[];
  processing: string[];
  /** The chemistry the name says, what is added to the base, what it is chosen for (the materials tab's lists). */
  chemicalAnalysis?: string[];
  formulation?: string[];
  specialCharacteristics?: string[];
  properties: MaterialProperty[];
  raw: unknown;
};

export type MetalSupplierRecord = {
  source: string;
  sourceKey: string;
  name: string;
  country?: string;
  forms: string[];
  establishmentType?: string;
  descriptions: string[];
  keywords: string[];
  website?: string;
  metals: string[];
};

export type MaterialSupplierRecord = {
  source: string;
  sourceKey: string;
  name: string;
  country?: string;
  website?: string;
  materials: string[];
};
