import { z } from 'zod';

/** The element types of the wireframe editor (spec 2 §3, plus fitting ones for icons, charts and forms). */
export const WIREFRAME_TYPES = [
  'surface',
  'container',
  'button',
  'input',
  'textarea',
  'checkbox',
  'select',
  'text',
  'datatable',
  'image',
  'icon',
  'chart',
  'form',
] as const;
/** The palette categories (spec 2 §2). */
export const WIREFRAME_CATEGORIES = [
  'All',
  'Containers',
  'Inputs',
  'Buttons',
  'Text',
  'Data',
  'Forms',
  'Images',
  'Icons',
  'Charts',
] as const;
/** Minimum component size when resizing (spec 2 §5). */
export const WIREFRAME_MIN_SIZE = 20;
/** Surface sizes (spec 2 §9). */
export const DESKTOP_SURFACE = { width: 1920, height: 1080 } as const;
export const MOBILE_SURFACE = { width: 375, height: 667 } as const;
/** The message when a locked surface would move or change size. */
export const SURFACE_LOCKED_MESSAGE = 'This surface is locked. Unlock it to move or resize it.';

const coordinate = z.number().finite().min(-1e6).max(1e6);
const size = z.number().finite().min(WIREFRAME_MIN_SIZE).max(20_000);
const colour = z.string().max(40);

/** Component properties (spec 2 §3); unknown keys are refused so that stored data stays clean. */
export const wireframePropertiesSchema = z
  .strictObject({
    text: z.string().max(5000),
    fontSize: z.number().min(4).max(400),
    fontWeight: z.number().int().min(100).max(900),
    backgroundColor: colour,
    borderColor: colour,
    borderWidth: z.number().min(0).max(100),
    borderStyle: z.enum(['solid', 'dashed', 'dotted']),
    borderRadius: z.number().min(0).max(1000),
    color: colour,
    locked: z.boolean(),
    device: z.enum(['desktop', 'mobile']),
    icon: z.string().max(64),
    chartKind: z.enum(['bar', 'line', 'pie']),
    placeholder: z.string().max(500),
    src: z.string().max(2000),
    columns: z.array(z.string().max(200)).max(50),
    rows: z.array(z.array(z.string().max(500)).max(50)).max(200),
    headerBackgroundColor: colour,
    headerColor: colour,
    bodyBackgroundColor: colour,
    bodyColor: colour,
    sourceTableId: z.string().max(64).nullable(),
    options: z.array(z.string().max(200)).max(100),
  })
  .partial();

/** A stored component (spec 2 §3 "Wireframe component"). */
export const wireframeComponentSchema = z.object({
  id: z.string(),
  project_id: z.string(),
  parent_id: z.string().nullable(),
  type: z.string(),
  name: z.string(),
  category: z.string(),
  x: z.number(),
  y: z.number(),
  width: z.number(),
  height: z.number(),
  z: z.number(),
  properties: z.record(z.string(), z.unknown()),
  version: z.number(),
});

/** A wireframe component. */
export type WireframeComponent = z.infer<typeof wireframeComponentSchema>;

/** One new component. */
export const createWireframeComponentSchema = z.strictObject({
  type: z.enum(WIREFRAME_TYPES),
  name: z.string().trim().max(100).optional(),
  category: z.enum(WIREFRAME_CATEGORIES).optional(),
  parent_id: z.uuid().nullable().default(null),
  x: coordinate,
  y: coordinate,
  width: size,
  height: size,
  z: z.number().int().min(0).max(1e6).optional(),
  properties: wireframePropertiesSchema.default({}),
});

/** POST /api/projects/:projectId/wireframes/components: one or many (paste). */
export const createWireframeComponentsBodySchema = z.strictObject({
  components: z.array(createWireframeComponentSchema).min(1).max(500),
});

/** PATCH /api/projects/:projectId/wireframes/components/:componentId */
export const updateWireframeComponentBodySchema = z.strictObject({
  name: z.string().trim().max(100).optional(),
  parent_id: z.uuid().nullable().optional(),
  x: coordinate.optional(),
  y: coordinate.optional(),
  width: size.optional(),
  height: size.optional(),
  z: z.number().int().min(0).max(1e6).optional(),
  properties: wireframePropertiesSchema.optional(),
});

/** PATCH /api/projects/:projectId/wireframes/positions: a moved selection in one step. */
export const moveWireframeComponentsBodySchema = z.strictObject({
  moves: z
    .array(z.strictObject({ id: z.uuid(), x: coordinate, y: coordinate }))
    .min(1)
    .max(2000),
});

/** Path parameters naming one component. */
export const wireframeComponentParamsSchema = z.object({
  projectId: z.uuid(),
  componentId: z.uuid(),
});

/*
 * The inferred types of the schemas above (see the README, "Contract types"): `XBody` is what a
 * route hands its service after parsing (z.output: defaults filled, text trimmed), `XBodyInput`
 * what a client may send (z.input); a response or record type is named after its schema.
 */
export type WireframeProperties = z.output<typeof wireframePropertiesSchema>;
export type CreateWireframeComponent = z.output<typeof createWireframeComponentSchema>;
export type CreateWireframeComponentInput = z.input<typeof createWireframeComponentSchema>;
export type CreateWireframeComponentsBody = z.output<typeof createWireframeComponentsBodySchema>;
export type CreateWireframeComponentsBodyInput = z.input<
  typeof createWireframeComponentsBodySchema
>;
export type UpdateWireframeComponentBody = z.output<typeof updateWireframeComponentBodySchema>;
export type UpdateWireframeComponentBodyInput = z.input<typeof updateWireframeComponentBodySchema>;
export type MoveWireframeComponentsBody = z.output<typeof moveWireframeComponentsBodySchema>;
export type MoveWireframeComponentsBodyInput = z.input<typeof moveWireframeComponentsBodySchema>;
export type WireframeComponentParams = z.output<typeof wireframeComponentParamsSchema>;
