import { ColorInput, type ColorInputProps } from '@mantine/core';
import { TAG_SWATCHES } from './model/tagColor';

/**
 * A tag's colour field: a hex value typed or picked, with the tag swatches (the default first)
 * and a named eye-dropper button. Used where a tag is created and where tags are managed.
 */
export function TagColorInput(props: ColorInputProps) {
  return (
    <ColorInput
      format="hex"
      swatches={[...TAG_SWATCHES]}
      swatchesPerRow={10}
      popoverProps={{ withinPortal: true }}
      eyeDropperButtonProps={{ 'aria-label': 'Pick a colour from the screen' }}
      {...props}
    />
  );
}
