import { z } from 'zod';

/**
 * How relationship ends are drawn: crow's foot, UML multiplicities (`1`, `0..1`, `*`), or an
 * arrow at the referenced table (issue 21, item 1).
 */
export const NOTATIONS = ['arrows', 'crowsFoot', 'uml'] as const;
/** How relationship lines run between tables. */
export const LINE_STYLES = ['curved', 'orthogonal', 'straight'] as const;
/** What a table shows: every column, key columns only, or its name only. */
export const TABLE_DISPLAYS = ['all', 'keys', 'name'] as const;

/** Snap grid sizes in canvas pixels. */
export const SNAP_GRID_MIN = 5;
export const SNAP_GRID_MAX = 125;

/** The project-setting key holding the project's visualization defaults (Admins set it). */
export const VISUALIZATION_KEY = 'relata:visualization';

/**
 * The visualization settings: the project's defaults as Admins save them, and what one person's
 * screen uses once their own choices (kept in the browser) are laid over them.
 */
export const visualizationSettingsSchema = z.strictObject({
  notation: z.enum(NOTATIONS),
  lineStyle: z.enum(LINE_STYLES),
  tableDisplay: z.enum(TABLE_DISPLAYS),
  showTypes: z.boolean(),
  showNullability: z.boolean(),
  snapToGrid: z.boolean(),
  gridSize: z.number().int().min(SNAP_GRID_MIN).max(SNAP_GRID_MAX),
});

/** Visualization settings, every option set. */
export type VisualizationSettings = z.output<typeof visualizationSettingsSchema>;
/** A relationship notation. */
export type Notation = (typeof NOTATIONS)[number];
/** A relationship line style. */
export type LineStyle = (typeof LINE_STYLES)[number];
/** What a table shows. */
export type TableDisplay = (typeof TABLE_DISPLAYS)[number];

/** What a project shows before an Admin chooses: the canvas as it has always been drawn. */
export const DEFAULT_VISUALIZATION: VisualizationSettings = {
  notation: 'arrows',
  lineStyle: 'curved',
  tableDisplay: 'all',
  showTypes: true,
  showNullability: true,
  snapToGrid: false,
  gridSize: 25,
};

/** One person's own choices: any options, each overriding the project's default. */
export const visualizationOverridesSchema = visualizationSettingsSchema.partial();

/** One person's own visualization choices. */
export type VisualizationOverrides = z.output<typeof visualizationOverridesSchema>;

/**
 * The own choices a stored value holds: each option that parses, the others (an older build's
 * value, a hand edit) left out one by one, never the whole set.
 */
export function validOverrides(stored: unknown): VisualizationOverrides {
  const valid: VisualizationOverrides = {};
  if (!stored || typeof stored !== 'object') return valid;
  const shape = visualizationSettingsSchema.shape;
  for (const key of Object.keys(shape) as (keyof VisualizationSettings)[]) {
    if (!Object.hasOwn(stored, key)) continue;
    const one = visualizationOverridesSchema.safeParse({
      [key]: (stored as Record<string, unknown>)[key],
    });
    if (one.success) Object.assign(valid, one.data);
  }
  return valid;
}

/**
 * The settings a screen draws with: the project's defaults (or the built-in ones when none are
 * stored or the stored value does not parse) with the person's valid own choices over them.
 */
export function effectiveVisualization(projectValue: unknown, own: unknown): VisualizationSettings {
  const project = visualizationSettingsSchema.safeParse(projectValue);
  const base = project.success ? project.data : DEFAULT_VISUALIZATION;
  return { ...base, ...validOverrides(own) };
}
