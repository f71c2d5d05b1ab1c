import { WIREFRAME_CATEGORIES } from '@relata/core';
import { Button, ScrollArea } from '@mantine/core';
import { paletteFor } from '../model/catalog';
import { useWireEditor } from '../store/editorStore';
import { PaletteItem } from './PaletteItem';
import classes from './palette.module.css';

/** The component palette on top (spec 2 §2): category buttons, then that category's components. */
export function Palette() {
  const category = useWireEditor((s) => s.category);
  const set = useWireEditor((s) => s.set);
  return (
    <section className={classes.palette} aria-label="Component palette">
      <ScrollArea type="auto" scrollbarSize={6} offsetScrollbars="x">
        <div className={classes.row} role="group" aria-label="Categories">
          {WIREFRAME_CATEGORIES.map((c) => (
            <Button
              key={c}
              size="compact-sm"
              variant={c === category ? 'filled' : 'subtle'}
              aria-pressed={c === category}
              onClick={() => set({ category: c })}
            >
              {c}
            </Button>
          ))}
        </div>
      </ScrollArea>
      <ScrollArea type="auto" scrollbarSize={6} offsetScrollbars="x">
        <ul className={classes.items} aria-label={`${category} components`}>
          {paletteFor(category).map((entry) => (
            <li key={entry.id} className={classes.entry}>
              <PaletteItem entry={entry} />
            </li>
          ))}
        </ul>
      </ScrollArea>
    </section>
  );
}
