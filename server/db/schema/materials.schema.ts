import { sql } from 'drizzle-orm';
import { doublePrecision, index, integer, jsonb, pgTable, serial, text, timestamp, varchar } from 'drizzle-orm/pg-core';

/**
 * A measured property in normalised units, e.g.
 * `{group: 'mechanical', key: 'tensileStrength', name: 'Tensile strength', value: 510, unit: 'MPa'}`.
 * Ranges carry `min`/`max` instead of (or with) `value`.
 */
export type MaterialProperty = {
  group: string;
  key: string;
  name: string;
  value?: number;
  min?: number;
  max?: number;
  text?: string;
  unit?: string;
};

/** Chemical composition of a metal: mass percent ranges per element. */
export type CompositionRange = { element: string; min?: number; max?: number };

export const metals = pgTable(
  'metals',
  {
    id: serial('id').primaryKey(),
    source: varchar('source', { length: 32 }).notNull(),
    sourceKey: text('source_key').notNull().unique(),
    designation: text('designation').notNull(),
    materialNumber: text('material_number'),
    standard: text('standard'),
    kind: varchar('kind', { length: 64 }).notNull(),
    description: text('description'),
    country: varchar('country', { length: 8 }),
    forms: text('forms').array().notNull().default(sql`'{}'::text[]`),
    properties: jsonb('properties').$type<MaterialProperty[]>().notNull().default(sql`'[]'::jsonb`),
    composition: jsonb('composition').$type<CompositionRange[]>().notNull().default(sql`'[]'::jsonb`),
    raw: jsonb('raw'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('metals_designation_idx').on(table.designation),
    index('metals_material_number_idx').on(table.materialNumber),
    index('metals_designation_trgm_idx').using('gin', sql`lower(${table.designation}) gin_trgm_ops`),
    index('metals_description_trgm_idx').using('gin', sql`lower(${table.description}) gin_trgm_ops`),
    // The in-memory metals search's version is the latest write: one index probe per search.
    index('metals_updated_at_idx').on(table.updatedAt),
  ],
);

export const metalSuppliers = pgTable(
  'metal_suppliers',
  {
  id: serial('id').primaryKey(),
  source: varchar('source', { length: 32 }).notNull(),
  sourceKey: text('source_key').notNull().unique(),
  name: text('name').notNull(),
  country: varchar('country', { length: 8 }),
  forms: text('forms').array().notNull().default(sql`'{}'::text[]`),
  establishmentType: text('establishment_type'),
  descriptions: text('descriptions').array().notNull().default(sql`'{}'::text[]`),
  keywords: text('keywords').array().notNull().default(sql`'{}'::text[]`),
  website: text('website'),
  /** Designations of the metals this supplier offers. */
  metals: text('metals').array().notNull().default(sql`'{}'::text[]`),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('metal_suppliers_name_trgm_idx').using('gin', sql`lower(${table.name}) gin_trgm_ops`),
    // The in-memory metal suppliers search's version is the latest write: one index probe per search.
    index('metal_suppliers_updated_at_idx').on(table.updatedAt),
  ],
);

export const materials = pgTable(
  'materials',
  {
    id: serial('id').primaryKey(),
    source: varchar('source', { length: 32 }).notNull(),
    sourceKey: text('source_key').notNull().unique(),
    tradeName: text('trade_name').notNull(),
    materialClass: varchar('material_class', { length: 64 }).notNull(),
    description: text('description'),
    forms: text('forms').array().notNull().default(sql`'{}'::text[]`),
    productType: text('product_type'),
    additives: text('additives'),
    standard: text('standard'),
    chemicalResistance: text('chemical_resistance').array().notNull().default(sql`'{}'::text[]`),
    processing: text('processing').array().notNull().default(sql`'{}'::text[]`),
    /** The chemistry a material's name says (polyamide 66, borosilicate glass…). */
    chemicalAnalysis: text('chemical_analysis').array().notNull().default(sql`'{}'::text[]`),
    /** What is added to the base (glass fibre 30 %, flame retardant…). */
    formulation: text('formulation').array().notNull().default(sql`'{}'::text[]`),
    /** What it is chosen for (food contact, UV resistant, transparent…). */
    specialCharacteristics: text('special_characteristics').array().notNull().default(sql`'{}'::text[]`),
    properties: jsonb('properties').$type<MaterialProperty[]>().notNull().default(sql`'[]'::jsonb`),
    raw: jsonb('raw'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('materials_trade_name_idx').on(table.tradeName),
    index('materials_trade_name_trgm_idx').using('gin', sql`lower(${table.tradeName}) gin_trgm_ops`),
    // The in-memory materials search's version is the latest write: one index probe per search.
    index('materials_updated_at_idx').on(table.updatedAt),
  ],
);

export const materialSuppliers = pgTable(
  'material_suppliers',
  {
    id: serial('id').primaryKey(),
    source: varchar('source', { length: 32 }).notNull(),
    sourceKey: text('source_key').notNull().unique(),
    name: text('name').notNull(),
    country: varchar('country', { length: 8 }),
    website: text('website'),
    /** Trade names of the materials this supplier offers. */
    materials: text('materials').array().notNull().default(sql`'{}'::text[]`),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('material_suppliers_name_trgm_idx').using('gin', sql`lower(${table.name}) gin_trgm_ops`)],
);

/**
 * Every numeric composition and property of metals and materials as one interval in stored units
 * (`low`/`high`, open ends as ±Infinity), kept by triggers on `metals` and `materials` (migration
 * 0016): a popup's range rows become index range scans instead of reading every row's JSON.
 */
export const materialRanges = pgTable(
  'material_ranges',
  {
    /** 'metal' or 'material'. */
    owner: varchar('owner', { length: 8 }).notNull(),
    ownerId: integer('owner_id').notNull(),
    /** 'chemical' for a composition, else the property's group ('mechanical', 'thermal'…). */
    family: varchar('family', { length: 16 }).notNull(),
    /** The element ('Cr') or the property key ('yieldStrength'). */
    key: text('key').notNull(),
    low: doublePrecision('low').notNull(),
    high: doublePrecision('high').notNull(),
  },
  (table) => [
    index('material_ranges_owner_idx').on(table.owner, table.ownerId),
    index('material_ranges_search_idx').on(table.owner, table.key, table.high, table.low),
  ],
);
