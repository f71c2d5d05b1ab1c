import classes from './diagram.module.css';

/**
 * Where relationship lines end, as plain hidden elements with the classes and attributes React
 * Flow reads when it measures a node (`.source`/`.target`, data-handleid, data-handlepos). Not
 * <Handle>: each of those subscribes to the flow's store and is a transformed, transparent
 * element that costs paint and layerizing on every frame; these are neither.
 */
export function Anchors() {
  return (
    <>
      <span
        className={`source ${classes.anchor} ${classes.anchorLeft}`}
        data-handleid="sl"
        data-handlepos="left"
      />
      <span
        className={`source ${classes.anchor} ${classes.anchorRight}`}
        data-handleid="sr"
        data-handlepos="right"
      />
      <span
        className={`target ${classes.anchor} ${classes.anchorLeft}`}
        data-handleid="tl"
        data-handlepos="left"
      />
      <span
        className={`target ${classes.anchor} ${classes.anchorRight}`}
        data-handleid="tr"
        data-handlepos="right"
      />
    </>
  );
}
