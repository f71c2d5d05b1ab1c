import { Group, Slider, Stack, Text } from '@mantine/core';
import { IconZoomIn, IconZoomOut } from '@tabler/icons-react';
import { useState, type KeyboardEvent } from 'react';
import Cropper, { type Area, type Point } from 'react-easy-crop';
import classes from './AvatarCropDialog.module.css';
import { DEFAULT_KEYBOARD_STEP, keyboardStepAfter, maxZoomFor } from './model/avatarCrop';

/** Props of CropEditor. */
export interface CropEditorProps {
  url: string;
  image: HTMLImageElement;
  /** The crop in source pixels, whenever the user changes it. */
  onAreaChange: (area: Area) => void;
}

const ZOOM_KEY_STEP = 0.1;

/**
 * The square crop of the dialog (spec 1 §9): drag or arrow keys move the image (the digits 1 to
 * 9 set the arrow step, 3 at first), the wheel, the slider or + and - zoom, never below a crop
 * of 50 source pixels.
 */
export function CropEditor({ url, image, onAreaChange }: CropEditorProps) {
  const [crop, setCrop] = useState<Point>({ x: 0, y: 0 });
  const [zoom, setZoom] = useState(1);
  const [step, setStep] = useState(DEFAULT_KEYBOARD_STEP);
  const maxZoom = maxZoomFor(image.naturalWidth, image.naturalHeight);
  const clampZoom = (value: number) => Math.min(maxZoom, Math.max(1, value));

  const handleKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    setStep((current) => keyboardStepAfter(event.key, current));
    if (event.key === '+' || event.key === '=') setZoom((z) => clampZoom(z + ZOOM_KEY_STEP));
    if (event.key === '-') setZoom((z) => clampZoom(z - ZOOM_KEY_STEP));
  };

  return (
    <Stack gap="sm">
      <div className={classes.area} onKeyDown={handleKeyDown}>
        <Cropper
          image={url}
          crop={crop}
          zoom={zoom}
          aspect={1}
          maxZoom={maxZoom}
          keyboardStep={step}
          showGrid
          onCropChange={setCrop}
          onZoomChange={(value) => setZoom(clampZoom(value))}
          onCropComplete={(_, pixels) => onAreaChange(pixels)}
          cropperProps={{
            // Screen readers pass the arrow keys through to an application region.
            role: 'application',
            'aria-label': 'Crop area',
            'aria-describedby': 'avatar-crop-help',
          }}
        />
      </div>
      <Group className={classes.zoom} gap="sm" wrap="nowrap">
        <IconZoomOut size={18} aria-hidden="true" />
        <Slider
          style={{ flex: 1 }}
          min={1}
          max={maxZoom}
          step={0.01}
          value={zoom}
          onChange={setZoom}
          thumbLabel="Zoom"
          label={(value) => `${Math.round(value * 100)}%`}
        />
        <IconZoomIn size={18} aria-hidden="true" />
      </Group>
      <Text id="avatar-crop-help" size="xs" c="dimmed" ta="center">
        Drag the image or use the arrow keys to move it (keys 1 to 9 set the step, now {step}); zoom
        with the wheel, the slider or + and −.
      </Text>
    </Stack>
  );
}
