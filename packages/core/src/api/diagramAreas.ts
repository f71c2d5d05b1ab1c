/** Subject areas of the diagram (issue 21, item 2): named, coloured rectangles behind tables. */
import { z } from 'zod';
import { tableColorSchema } from '../diagram/tableItems';
import { areaSchema } from '../schema/model';

/** Most areas a project keeps (issue 21: a few dozen is usual; the bound keeps a canvas drawable). */
export const MAX_AREAS = 500;
/** Longest area name. */
export const MAX_AREA_NAME_LENGTH = 100;
/** Smallest and largest side of an area, in canvas units. */
export const MIN_AREA_SIZE = 40;
export const MAX_AREA_SIZE = 100_000;

const uuid = z.uuid();
const coordinate = z.number().finite().min(-1e7).max(1e7);
const side = z.number().finite().min(MIN_AREA_SIZE).max(MAX_AREA_SIZE);
const areaName = z.string().trim().min(1).max(MAX_AREA_NAME_LENGTH);

/** An area as stored and broadcast; `color` is absent for the theme's default. */
export const dbAreaSchema = z.object({
  id: z.string(),
  project_id: z.string(),
  name: z.string(),
  color: z.string().optional(),
  x: z.number(),
  y: z.number(),
  width: z.number(),
  height: z.number(),
  version: z.number(),
});

/** POST /api/projects/:projectId/areas: a new area (also undo of a deletion). */
export const createAreaBodySchema = z.strictObject({
  name: areaName,
  color: tableColorSchema.optional(),
  x: coordinate,
  y: coordinate,
  width: side,
  height: side,
});

/** PATCH /api/projects/:projectId/areas/:areaId: rename, recolour (null: the theme's), move or resize. */
export const updateAreaBodySchema = z
  .strictObject({
    name: areaName,
    color: tableColorSchema.nullable(),
    x: coordinate,
    y: coordinate,
    width: side,
    height: side,
  })
  .partial()
  .refine((body) => Object.keys(body).length > 0, 'Nothing to change.');

/** An area of an import: a name, a colour and its tables, with a geometry or drawn around them. */
export const importedAreaSchema = areaSchema.extend({
  id: z.string().min(1).max(64).optional(),
  name: areaName,
  color: tableColorSchema.optional(),
  tables: z.array(z.string().min(1).max(64)).max(5000).optional(),
  x: coordinate.optional(),
  y: coordinate.optional(),
  width: side.optional(),
  height: side.optional(),
});

/** Path parameters of the area routes. */
export const areaParamsSchema = z.object({ projectId: uuid, areaId: uuid });

/** A stored area, and the bodies as a service receives them and a client sends them. */
export type DbArea = z.output<typeof dbAreaSchema>;
export type CreateAreaBody = z.output<typeof createAreaBodySchema>;
export type CreateAreaBodyInput = z.input<typeof createAreaBodySchema>;
export type UpdateAreaBody = z.output<typeof updateAreaBodySchema>;
export type UpdateAreaBodyInput = z.input<typeof updateAreaBodySchema>;
export type AreaParams = z.output<typeof areaParamsSchema>;
