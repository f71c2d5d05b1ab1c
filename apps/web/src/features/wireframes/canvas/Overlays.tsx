import { useWireEditor } from '../store/editorStore';
import classes from './canvas.module.css';

/** Snap guides and the selection rectangle, in canvas units above everything. */
export function Overlays() {
  const guides = useWireEditor((s) => s.guides);
  const marquee = useWireEditor((s) => s.marquee);
  return (
    <>
      {guides.map((g, i) => (
        <div
          key={i}
          className={classes.guide}
          data-testid="snap-guide"
          style={
            g.axis === 'x'
              ? { left: g.at, top: g.from, height: g.to - g.from }
              : { top: g.at, left: g.from, width: g.to - g.from }
          }
          data-axis={g.axis}
        />
      ))}
      {marquee && (
        <div
          className={classes.marquee}
          data-testid="selection-rectangle"
          style={{ left: marquee.x, top: marquee.y, width: marquee.width, height: marquee.height }}
        />
      )}
    </>
  );
}
