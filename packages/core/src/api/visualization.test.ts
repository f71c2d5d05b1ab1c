import { describe, expect, it } from 'vitest';
import { projectSettingValueSchema } from './projects';
import {
  DEFAULT_VISUALIZATION,
  effectiveVisualization,
  VISUALIZATION_KEY,
  type VisualizationSettings,
} from './visualization';

const admins: VisualizationSettings = {
  notation: 'crowsFoot',
  lineStyle: 'orthogonal',
  tableDisplay: 'keys',
  showTypes: false,
  showNullability: true,
  snapToGrid: true,
  gridSize: 50,
};

describe('visualization settings', () => {
  it("draws the project's defaults with one's own choices laid over them", () => {
    expect(effectiveVisualization(undefined, undefined)).toEqual(DEFAULT_VISUALIZATION);
    expect(effectiveVisualization(admins, null)).toEqual(admins);
    expect(effectiveVisualization(admins, { notation: 'uml', showTypes: true })).toEqual({
      ...admins,
      notation: 'uml',
      showTypes: true,
    });
  });

  it('drops a stored value that does not fit, option by option', () => {
    // An old or tampered project value: the built-in defaults apply.
    expect(effectiveVisualization({ notation: 'chen' }, {})).toEqual(DEFAULT_VISUALIZATION);
    // A bad own choice is ignored, the good ones stay; unknown keys never reach the result.
    expect(
      effectiveVisualization(admins, {
        gridSize: 3,
        lineStyle: 'straight',
        tableDisplay: 'everything',
        constructor: 'x',
        extra: true,
      }),
    ).toEqual({ ...admins, lineStyle: 'straight' });
  });

  it('is a project setting, checked strictly', () => {
    const schema = projectSettingValueSchema(VISUALIZATION_KEY);
    expect(schema?.safeParse(admins).success).toBe(true);
    expect(schema?.safeParse({ ...admins, gridSize: 500 }).success).toBe(false);
    expect(schema?.safeParse({ ...admins, colour: 'red' }).success).toBe(false);
    expect(schema?.safeParse({ notation: 'uml' }).success).toBe(false);
  });
});
