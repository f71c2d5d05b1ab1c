import { paletteColour, paletteVar, TABLE_PALETTE } from '../model/palette';
import classes from './diagram.module.css';

/** Props of PaletteSwatches. */
export interface PaletteSwatchesProps {
  /** The group's accessible name ("Area colour"). */
  label: string;
  /** The stored colour: a palette hex shows its swatch pressed. */
  value: string | null | undefined;
  /** Receives the picked colour's stored hex, or null for the theme's own. */
  onPick: (color: string | null) => void;
  /** The name of a first swatch that picks the theme's own colour; none without it. */
  themeLabel?: string;
  disabled?: boolean;
  /** Lays the swatches out (a row in the area toolbar, a grid under the table's Colour field). */
  className?: string;
}

/**
 * The tables' palette as swatches in the current theme's shades, each a button named
 * after its colour ("Blue") that picks the colour's stored hex (table panel, area toolbar).
 */
export function PaletteSwatches({
  label,
  value,
  onPick,
  themeLabel,
  disabled,
  className,
}: PaletteSwatchesProps) {
  const picked = paletteColour(value);
  return (
    <span className={className} role="group" aria-label={label}>
      {themeLabel && (
        <button
          type="button"
          className={classes.swatch}
          aria-label={themeLabel}
          title={themeLabel}
          aria-pressed={!value}
          disabled={disabled}
          onClick={() => onPick(null)}
        />
      )}
      {TABLE_PALETTE.map((c) => (
        <button
          key={c.hex}
          type="button"
          className={classes.swatch}
          style={{ background: paletteVar(c) }}
          aria-label={c.name}
          title={c.name}
          aria-pressed={picked === c}
          disabled={disabled}
          onClick={() => onPick(c.hex)}
        />
      ))}
    </span>
  );
}
