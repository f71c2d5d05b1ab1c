import { SegmentedControl, Stack, Text } from '@mantine/core';
import { useId } from 'react';
import { CANVAS_LIMIT_PX } from '../model/constants';
import { IMAGE_SCALES, imageScaleFit, type ImageScale } from '../model/exportName';
import type { Rect } from '../model/geometry';

/** What the dialog says when the canvas limit cuts the chosen scale (issue 41, item 4). */
export const scaleLimitMessage = (scale: number) =>
  `At this size the image is limited to ${scale}x.`;

/** Props of ImageScaleField. */
export interface ImageScaleFieldProps {
  /** The canvas area the image captures (captureArea). */
  area: Rect;
  value: ImageScale;
  onChange: (scale: ImageScale) => void;
}

/**
 * The scale of a PNG or JPG (1x to 4x), with the image's size in pixels, and before the export
 * the scale the 16384 px canvas limit leaves when the chosen one does not fit.
 */
export function ImageScaleField({ area, value, onChange }: ImageScaleFieldProps) {
  const labelId = useId();
  const fit = imageScaleFit(area.width, area.height, value, CANVAS_LIMIT_PX);
  const size = (px: number) => Math.round(px * fit.pixelRatio).toLocaleString('en-US');
  return (
    <Stack gap={4} mb="sm">
      <Text component="div" size="sm" fw={500} id={labelId}>
        Scale
      </Text>
      <SegmentedControl
        aria-labelledby={labelId}
        data={IMAGE_SCALES.map((s) => ({ value: String(s), label: `${s}x` }))}
        value={String(value)}
        onChange={(v) => onChange(IMAGE_SCALES.find((s) => String(s) === v) ?? 1)}
      />
      {fit.limitedTo !== undefined && (
        <Text size="sm" c="orange" role="status">
          {scaleLimitMessage(fit.limitedTo)}
        </Text>
      )}
      <Text size="xs" c="dimmed">
        {`${size(area.width)} × ${size(area.height)} px`}
      </Text>
    </Stack>
  );
}
